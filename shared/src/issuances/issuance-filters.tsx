import { Search } from 'lucide-react';
import { PRODUCT_TYPES, type ProductType, type ProjectStatus } from '../domain/project';
import { ISSUANCE_SORTS, type IssuanceSort } from '../schemas/issuance-list.schema';
import { Button } from '../ui/button/button';
import { Checkbox } from '../ui/checkbox/checkbox';
import { Input } from '../ui/input/input';
import { Select } from '../ui/select/select';
import { useKitText } from '../ui/use-kit-text';
import { projectStatusKey } from '../vocabulary/status-vocabulary';
import { useIssuancesText } from './use-issuances-text';
import styles from './issuance-filters.module.css';

export type IssuanceFilterValues = {
  status?: ProjectStatus;
  product_type?: ProductType;
  /** What the search box shows; the caller decides when to query it. */
  q: string;
  sort: IssuanceSort;
  followed?: boolean;
};

export type IssuanceFiltersProps = {
  value: IssuanceFilterValues;
  onChange: (next: IssuanceFilterValues) => void;
  /** The statuses this person may see (investors: only published ones). */
  statuses: readonly ProjectStatus[];
  /** Offer "only projects I follow" (investors). */
  showFollowed?: boolean;
  onClear: () => void;
};

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Search, status, product type, order and (for investors) followed-only, each a labelled control. */
export function IssuanceFilters({ value, onChange, statuses, showFollowed = false, onClear }: IssuanceFiltersProps) {
  const { t } = useIssuancesText();
  const domain = useKitText('domain');
  const active = Boolean(value.status || value.product_type || value.q.trim() || value.followed);
  return (
    <form role="search" aria-label={t('filters.label')} className={styles.filters} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.search}>
        <Search size={16} aria-hidden="true" className={styles.searchIcon} />
        <Input
          type="search"
          label={t('filters.search')}
          placeholder={t('filters.search_placeholder')}
          value={value.q}
          maxLength={100}
          onChange={(event) => onChange({ ...value, q: event.target.value })}
        />
      </div>
      <Select
        label={t('filters.status')}
        placeholder={t('filters.status_all')}
        value={value.status ?? ''}
        options={statuses.map((status) => ({ value: status, label: domain(projectStatusKey(status)) }))}
        onChange={(event) => {
          const next = event.target.value;
          onChange({ ...value, status: isOneOf(statuses, next) ? next : undefined });
        }}
      />
      <Select
        label={t('filters.product_type')}
        placeholder={t('filters.product_type_all')}
        value={value.product_type ?? ''}
        options={PRODUCT_TYPES.map((type) => ({ value: type, label: domain(`product_type.${type}`) }))}
        onChange={(event) => {
          const next = event.target.value;
          onChange({ ...value, product_type: isOneOf(PRODUCT_TYPES, next) ? next : undefined });
        }}
      />
      <Select
        label={t('filters.sort')}
        placeholder={false}
        value={value.sort}
        options={ISSUANCE_SORTS.map((sort) => ({ value: sort, label: t(`filters.sort_options.${sort}`) }))}
        onChange={(event) => {
          const next = event.target.value;
          if (isOneOf(ISSUANCE_SORTS, next)) onChange({ ...value, sort: next });
        }}
      />
      {(showFollowed || active) && (
        <div className={styles.extras}>
          {showFollowed && (
            <Checkbox
              label={t('filters.followed')}
              checked={value.followed ?? false}
              onChange={(event) => onChange({ ...value, followed: event.target.checked || undefined })}
            />
          )}
          {active && (
            <Button variant="ghost" size="sm" onClick={onClear}>
              {t('filters.clear')}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
