import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only: a status word, a table caption, a live announcement. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
