import type { StatusTone } from '../../domain/investment';
import styles from './badge.module.css';

export type BadgeProps = {
  /** The status word: colour backs it, never replaces it. */
  label: string;
  tone?: StatusTone;
};

export function Badge({ label, tone = 'neutral' }: BadgeProps) {
  return (
    <span className={[styles.badge, styles[tone]].join(' ')}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
