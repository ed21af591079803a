import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './error-pages.module.css';

export interface ErrorPageProps {
  /** Shown in the title; 500 when unknown (spec section 2). */
  status?: number;
  /** The status message, when there is one worth showing. */
  message?: string | null;
  title?: string;
  hint?: string;
}

/** The error page: the code in its title, the message or a default description, a hint and a
 * way back to `/`. Plain anchors rather than router links so it also works outside a router. */
export function ErrorPage({ status = 500, message, title, hint }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className={styles.title}>
        {title ?? t('error_page.title', { status })}
      </h1>
      <p className={styles.text}>{message || t('error_page.default_description')}</p>
      <p className={styles.hint}>{hint ?? t('error_page.hint')}</p>
      <a className={styles.home} href="/">
        {t('error_page.home')}
      </a>
    </section>
  );
}

/** A page the signed-in user's role may not open. */
export function ForbiddenPage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorPage
      status={403}
      title={t('error_page.forbidden_title')}
      message={t('error_page.forbidden_description')}
      hint={t('error_page.forbidden_hint')}
    />
  );
}

/** A route whose parameters failed validation: 404 "Page Not Found" naming the path. */
export function RouteNotFoundPage({ path }: { path: string }) {
  const { t } = useTranslation('errors');
  return (
    <section className={styles.page} aria-labelledby="route-not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="route-not-found-title" className={styles.title}>
        {t('error_page.route_not_found_title')}
      </h1>
      <p className={styles.text}>
        {t('error_page.route_not_found_description')} <code className={styles.path}>{path}</code>
      </p>
      <Link className={styles.home} to="/">
        {t('error_page.home')}
      </Link>
    </section>
  );
}
