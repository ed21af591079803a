import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { describedBy } from '../field/field';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  /** The label can hold links (terms, privacy policy). */
  label: ReactNode;
  error?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <label className={styles.row} htmlFor={controlId}>
        <input
          {...rest}
          id={controlId}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(rest['aria-describedby'], errorId)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
