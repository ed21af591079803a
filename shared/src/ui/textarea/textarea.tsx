import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field } from '../field/field';
import styles from '../input/control.module.css';

export type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

export function Textarea({ label, hint, error, id, required, className, rows = 4, ...rest }: TextareaProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => <textarea {...rest} {...control} rows={rows} className={styles.control} />}
    </Field>
  );
}
