import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { platform as pagePlatform, useBusEvent, useCustomization, usePlatform, useSession } from 'host/platform';
import { SimpleLayout } from '../layouts/simple-layout';
import { ForbiddenPage } from '../pages/error.screen';
import { isLanguage } from '../platform/i18n';
import { activeAuth } from '../session/session-store';
import { investPageOf } from './invest-rules';
import { checkSession, classifyPath } from './navigation-rules';
import styles from './navigation-guard.module.css';

/** The invest check's code, and the query cache it reads: fetched once someone is signed in
 * (an investor's next click may be "Invest"), not on the public screens. */
const loadInvestCheck = async () => {
  const [{ InvestCheck: check }] = await Promise.all([import('./invest-check'), pagePlatform.loadQueryClient()]);
  return { default: check };
};
const InvestCheck = lazy(loadInvestCheck);

function withoutParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

function Pending() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.pending} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.srOnly}>{t('guard.loading')}</span>
    </div>
  );
}

/** Applies `?lang=` and then takes it out of the address (spec section 2). */
function useLangQuery(active: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const lang = new URLSearchParams(location.search).get('lang');
  useEffect(() => {
    if (!active || lang === null) return;
    if (isLanguage(lang)) void i18n.changeLanguage(lang);
    navigate({ pathname: location.pathname, search: withoutParam(location.search, 'lang'), hash: location.hash }, { replace: true, state: location.state });
  }, [active, lang, i18n, navigate, location.pathname, location.search, location.hash, location.state]);
}

export interface NavigationGuardProps {
  /** Reloads the page at a URL; the secret login ends with one (spec section 7). */
  reload?: (url: string) => void;
}

/**
 * Runs on every navigation, in the order of spec section 4: (1) the secret login, (2) the
 * customization load, (3) the session check. Area screens are descendant routes of remotes,
 * so this is a component around the outlet rather than a loader.
 */
export function NavigationGuard({ reload = (url) => globalThis.location.replace(url) }: NavigationGuardProps) {
  const platform = usePlatform();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [customizationTriedAt, setCustomizationTriedAt] = useState<string | null>(null);
  const secretTried = useRef<string | null>(null);
  // Someone who chose to log out is not sent back to this page when they (or another person)
  // sign in next; an expired session, on the contrary, resumes where it stopped.
  const leftByLogout = useRef<string | null>(null);
  useBusEvent('session.logout', ({ reason }) => {
    if (reason === 'user') leftByLogout.current = location.key;
  });

  const secret = new URLSearchParams(location.search).get('secret');

  // (1) Secret login: sign in with the link's secret, drop it from the address and reload.
  useEffect(() => {
    if (!secret || secretTried.current === secret) return;
    secretTried.current = secret;
    platform.session.loginWithSecret(secret).then(
      () => reload(`${location.pathname}${withoutParam(location.search, 'secret')}${location.hash}`),
      () => navigate('/login', { replace: true }),
    );
  }, [secret, platform, reload, navigate, location.pathname, location.search, location.hash]);

  // (2) Customization: fetched when empty or past its 5 minutes, before the session check; a
  // failed fetch lets the page go on with the defaults and is retried on the next navigation.
  // Subscribed: startHost asks for the customization at boot, and one that arrives after this
  // render but before the effect below (which then has nothing to wait for) must still re-render.
  useCustomization();
  const customizationReady = platform.customization.isFresh() || customizationTriedAt === location.key;
  useEffect(() => {
    if (secret || platform.customization.isFresh()) return;
    let current = true;
    void platform.customization.load().then(() => current && setCustomizationTriedAt(location.key));
    return () => {
      current = false;
    };
  }, [secret, platform, location.key]);

  // (3) Session check.
  const decision = checkSession({
    pathname: location.pathname,
    search: location.search,
    session: session.snapshot,
    now: Date.now(),
    ignoreSessionExpiration: platform.config.ignoreSessionExpiration,
  });
  const ready = !secret && customizationReady;
  const remember = decision.type === 'redirect' ? decision.remember : undefined;
  const page = classifyPath(location.pathname);
  const arrived =
    ready &&
    (decision.type === 'allow' || decision.type === 'forbidden') &&
    (page.kind === 'area' || (page.kind === 'invest-public' && activeAuth(session.snapshot).user !== null));
  const redirectToForget = arrived ? session.snapshot.auth.redirect : null;
  const investPage = page.kind === 'area' && page.area === 'invest' ? investPageOf(location.pathname) : null;
  const signedIn = activeAuth(session.snapshot).user !== null;
  useEffect(() => {
    if (signedIn) loadInvestCheck().catch(() => undefined);
  }, [signedIn]);

  useEffect(() => {
    if (!ready) return;
    if (remember && leftByLogout.current !== location.key) platform.session.setRedirect(remember);
    if (decision.type === 'clear-session' || decision.type === 'logout') void platform.session.logout('expired');
  }, [ready, decision.type, remember, platform, location.key]);

  // The page remembered before signing in has been reached (or replaced by another): forget it.
  useEffect(() => {
    if (redirectToForget !== null) platform.session.setRedirect(null);
  }, [redirectToForget, platform]);

  useLangQuery(ready && decision.type === 'allow');

  if (!ready) return <Pending />;
  switch (decision.type) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'logout':
      return <Pending />;
    case 'forbidden':
      return (
        <SimpleLayout variant="default">
          <ForbiddenPage />
        </SimpleLayout>
      );
    case 'clear-session':
      return <Outlet />;
    case 'allow':
      return investPage ? (
        <Suspense fallback={<Pending />}>
          <InvestCheck slug={investPage.slug} page={investPage.page} pending={<Pending />} />
        </Suspense>
      ) : (
        <Outlet />
      );
  }
}
