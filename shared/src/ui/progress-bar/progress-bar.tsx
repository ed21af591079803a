import { type ReactNode, useId } from 'react';
import { useKitText } from '../use-kit-text';
import styles from './progress-bar.module.css';

export type ProgressBarProps = {
  /** 0 to `max`. */
  value: number;
  max?: number;
  /** The visible label (campaign raised, upload). */
  label: ReactNode;
  /** The visible value text; defaults to the percentage. */
  valueText?: string;
};

export function ProgressBar({ value, max = 100, label, valueText }: ProgressBarProps) {
  const labelId = useId();
  const text = useKitText();
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  const shown = valueText ?? text('progress.label', { value: percent });
  return (
    <div className={styles.wrapper}>
      <div className={styles.label}>
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{shown}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={shown}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
