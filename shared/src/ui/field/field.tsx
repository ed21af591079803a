import { type ReactNode, useId } from 'react';
import { CircleAlert } from 'lucide-react';
import styles from './field.module.css';

/** What a control needs to be tied to its label, hint and error for assistive technology. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: boolean | undefined;
};

export type FieldProps = {
  label: ReactNode;
  /** Help shown under the label until there is an error. */
  hint?: ReactNode;
  /** An already translated message; its presence marks the control invalid. */
  error?: string;
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

/** Label above, control, then the hint or the error under it (design.md, forms). */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {/* The asterisk is for sighted users; the control's own `required` is what is announced. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hintId, errorId),
        required,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <CircleAlert size={14} aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
