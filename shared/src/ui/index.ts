/**
 * The UI kit: stateless React components themed only through the CSS custom properties of
 * `shared/tokens.css`, which the host imports once and the tenant CSS may override.
 */
export { BREAKPOINTS, breakpointOf, useBreakpoint, type Breakpoint } from './breakpoints';
export { Badge, type BadgeProps } from './badge/badge';
export { StatusBadge, type StatusBadgeProps } from './badge/status-badge';
export { Button, type ButtonProps, type ButtonVariant } from './button/button';
export { ButtonLink, type ButtonLinkProps } from './button/button-link';
export { Card, type CardProps } from './card/card';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { DocumentPreview, type DocumentPreviewProps } from './document-preview/document-preview';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { Field, type ControlProps, type FieldProps } from './field/field';
export { FileUpload, type FileUploadProps } from './file-upload/file-upload';
export { Input, type InputProps } from './input/input';
export { ListFooter, type ListFooterProps } from './list/list-footer';
export { ListTable, type ListTableProps } from './list/list-table';
export { SEARCH_DEBOUNCE_MS, SearchField, useSearchText, type SearchFieldProps } from './list/search-field';
export { ConfirmDialog, type ConfirmDialogProps } from './modal/confirm-dialog';
export { Modal, type ModalProps } from './modal/modal';
export { PageHeader, type PageHeaderProps } from './page-header/page-header';
export { Pagination, type PaginationProps } from './pagination/pagination';
export { pageItems, type PageItem } from './pagination/pages';
export { ProgressBar, type ProgressBarProps } from './progress-bar/progress-bar';
export { LoadError, QueryState, type LoadErrorProps, type QueryLike, type QueryStateProps } from './query-state/query-state';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group/radio-group';
export { Select, type SelectOption, type SelectProps } from './select/select';
export { LoadingState, Skeleton, type LoadingStateProps, type SkeletonProps } from './skeleton/skeleton';
export { Stepper, type Step, type StepperProps } from './stepper/stepper';
export { Table, type Column, type TableProps } from './table/table';
export { rowLink, rowLinks } from './table/row-link';
export { nextSort, pageCount, paginate, sortRows, type SortDirection, type SortState, type SortValue } from './table/sort';
export { Tabs, type TabItem, type TabsProps } from './tabs/tabs';
export { Textarea, type TextareaProps } from './textarea/textarea';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { useKitText, type UiKey } from './use-kit-text';
