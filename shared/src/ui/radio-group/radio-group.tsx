import { type ReactNode, useId } from 'react';
import styles from '../checkbox/checkbox.module.css';

export type RadioOption = { value: string; label: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  inline?: boolean;
  /** Each option a full-width bordered card (rich labels: a name, a description, an amount). */
  cards?: boolean;
};

/** A fieldset of native radios: arrow keys move between options as the platform defines. */
export function RadioGroup({ legend, name, options, value, onChange, onBlur, error, required, inline = false, cards = false }: RadioGroupProps) {
  const groupId = useId();
  const errorId = error ? `${groupId}-error` : undefined;
  return (
    <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined} aria-describedby={errorId}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={[styles.options, inline && styles.inline, cards && styles.cards].filter(Boolean).join(' ')}>
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`;
          return (
            <label key={option.value} className={styles.row} htmlFor={optionId}>
              <input
                id={optionId}
                type="radio"
                className={styles.box}
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                // A group (fieldset) may not carry aria-required (axe: aria-allowed-attr); its radios may.
                required={required}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <span className={styles.label}>{option.label}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
