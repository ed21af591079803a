import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** The page's primary action, and at most a secondary one. */
  actions?: ReactNode;
};

/** Title, short description and primary action of a list or detail page. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
