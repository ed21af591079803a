import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field } from '../field/field';
import { useKitText } from '../use-kit-text';
import styles from '../input/control.module.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen; pass `false` to start on the first option. */
  placeholder?: string | false;
  hint?: ReactNode;
  error?: string;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select: keyboard and screen-reader behaviour come from the platform. */
export function Select({ label, options, placeholder, hint, error, id, required, className, ...rest }: SelectProps) {
  const text = useKitText();
  const emptyLabel = placeholder === undefined ? text('select.placeholder') : placeholder;
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <select {...rest} {...control} className={styles.control}>
          {emptyLabel !== false && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
