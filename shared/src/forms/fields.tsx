import type { ReactNode } from 'react';
import { useField, useFormState } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { CircleAlert } from 'lucide-react';
import { Checkbox } from '../ui/checkbox/checkbox';
import { FileUpload } from '../ui/file-upload/file-upload';
import { Input, type InputProps } from '../ui/input/input';
import { RadioGroup, type RadioOption } from '../ui/radio-group/radio-group';
import { Select, type SelectOption } from '../ui/select/select';
import { Textarea } from '../ui/textarea/textarea';
import { useFieldErrorText, useTranslateFieldError } from './use-field-error';
import styles from './form-error.module.css';

type BaseFieldProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

export type TextFieldProps = BaseFieldProps &
  Pick<InputProps, 'type' | 'autoComplete' | 'placeholder' | 'inputMode' | 'numeric' | 'maxLength'>;

/** A text, e-mail, password or number input bound to final-form. */
export function TextField({ name, type = 'text', ...rest }: TextFieldProps) {
  const { input, meta } = useField<string>(name);
  const error = useFieldErrorText(meta);
  // Numbers stay text inputs: a native number input drops what it cannot parse (a decimal
  // comma in Spanish), hiding the mistake the schema would report.
  const inputType = type === 'number' ? 'text' : type;
  return (
    <Input
      {...rest}
      name={input.name}
      type={inputType}
      numeric={rest.numeric ?? type === 'number'}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={error}
    />
  );
}

export type TextareaFieldProps = BaseFieldProps & { rows?: number; maxLength?: number; placeholder?: string };

export function TextareaField({ name, ...rest }: TextareaFieldProps) {
  const { input, meta } = useField<string>(name);
  const error = useFieldErrorText(meta);
  return (
    <Textarea
      {...rest}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={error}
    />
  );
}

export type SelectFieldProps = BaseFieldProps & { options: readonly SelectOption[]; placeholder?: string | false };

export function SelectField({ name, ...rest }: SelectFieldProps) {
  const { input, meta } = useField<string>(name);
  const error = useFieldErrorText(meta);
  return (
    <Select
      {...rest}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={error}
    />
  );
}

export type CheckboxFieldProps = Omit<BaseFieldProps, 'hint'>;

/** A single checkbox (terms, privacy, risk acknowledgement) holding a boolean. */
export function CheckboxField({ name, label, required, disabled }: CheckboxFieldProps) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  const error = useFieldErrorText(meta);
  return (
    <Checkbox
      name={input.name}
      label={label}
      checked={Boolean(input.checked)}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      required={required}
      disabled={disabled}
      error={error}
    />
  );
}

export type RadioGroupFieldProps = Omit<BaseFieldProps, 'label' | 'hint' | 'disabled'> & {
  legend: ReactNode;
  options: readonly RadioOption[];
  inline?: boolean;
  cards?: boolean;
};

export function RadioGroupField({ name, legend, options, required, inline, cards }: RadioGroupFieldProps) {
  const { input, meta } = useField<string>(name);
  const error = useFieldErrorText(meta);
  return (
    <RadioGroup
      legend={legend}
      name={input.name}
      options={options}
      value={input.value || undefined}
      onChange={input.onChange}
      onBlur={input.onBlur}
      required={required}
      inline={inline}
      cards={cards}
      error={error}
    />
  );
}

export type FileFieldProps = Omit<BaseFieldProps, 'required'> & {
  maxSizeMb: number;
  accept?: string;
  multiple?: boolean;
  progress?: number;
};

/**
 * Holds a `File` (or a `File[]` when `multiple`), the shape the `file()` and `images()` rules
 * validate.
 */
export function FileField({ name, multiple = false, ...rest }: FileFieldProps) {
  const { input, meta } = useField<File | File[] | undefined>(name);
  const error = useFieldErrorText(meta);
  const value = input.value;
  const files = Array.isArray(value) ? value : value ? [value] : [];
  return (
    <FileUpload
      {...rest}
      multiple={multiple}
      files={files}
      onFilesChange={(next) => {
        input.onChange(multiple ? next : next[0]);
        input.onBlur();
      }}
      onBlur={input.onBlur}
      error={error}
    />
  );
}

/** The error of the whole form (a failed cross-field check, a rejected submission). */
export function FormError() {
  const { submitError, error, submitFailed } = useFormState({ subscription: { submitError: true, error: true, submitFailed: true } });
  const translate = useTranslateFieldError();
  const message = submitFailed ? translate(submitError ?? error) : undefined;
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      <CircleAlert size={16} aria-hidden="true" />
      {message}
    </p>
  );
}

export { FORM_ERROR };
