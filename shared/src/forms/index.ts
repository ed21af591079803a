/**
 * The react-final-form binding: one `validate` from a valibot schema, and fields that show the
 * translated message under themselves with `aria-invalid` and `aria-describedby`.
 */
export { createValidate, toFormErrors, type FormErrors } from './validate';
export { useFieldErrorText, useTranslateFieldError } from './use-field-error';
export {
  CheckboxField,
  FileField,
  FormError,
  FORM_ERROR,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
  type CheckboxFieldProps,
  type FileFieldProps,
  type RadioGroupFieldProps,
  type SelectFieldProps,
  type TextareaFieldProps,
  type TextFieldProps,
} from './fields';
