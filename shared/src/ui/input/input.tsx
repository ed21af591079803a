import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../field/field';
import styles from './control.module.css';

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  /** Amounts: tabular digits, right-aligned. */
  numeric?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function Input({ label, hint, error, id, required, numeric = false, className, ...rest }: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <input
          {...rest}
          {...control}
          inputMode={rest.inputMode ?? (numeric ? 'decimal' : undefined)}
          className={[styles.control, numeric && styles.numeric].filter(Boolean).join(' ')}
        />
      )}
    </Field>
  );
}
