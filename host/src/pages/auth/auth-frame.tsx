import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCustomization, usePlatform } from 'host/platform';
import styles from './auth-frame.module.css';

/** The public screens' card: one narrow column, the tenant's logo when it has one, its title as the page's heading. */
export function AuthFrame({ title, description, children, footer }: { title: ReactNode; description?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('common');
  const customization = useCustomization();
  const { http } = usePlatform();
  // The page came without the HTTP client's axios (no request before a form is sent): the first
  // field the person enters fetches it, so the form does not wait for it when sent. A failure
  // is the request's to report.
  const readyToSend = () => {
    http.axios().catch(() => undefined);
  };
  return (
    <section className={styles.frame} aria-labelledby="auth-title" onFocus={readyToSend}>
      {customization.image.logo && <img src={customization.image.logo} alt={customization.title || t('app.name')} className={styles.logo} />}
      <h1 id="auth-title" className={styles.title}>
        {title}
      </h1>
      {description && <p className={styles.description}>{description}</p>}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}

/** An outcome of the form that belongs to no single field; announced when it appears. */
export function Notice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div className={tone === 'error' ? styles.error : styles.success} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={18} aria-hidden="true" className={styles.icon} />
      <div>{children}</div>
    </div>
  );
}

export { styles as authStyles };
