import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { useKitText } from '../use-kit-text';
import styles from './empty-state.module.css';

export type EmptyStateProps = {
  title?: ReactNode;
  /** What to do next: an empty state always points somewhere. */
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
};

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  const text = useKitText();
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <Inbox size={24} />}
      </span>
      <p className={styles.title}>{title ?? text('empty.title')}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
