import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { formatMoney, issuanceSummarySchema, localeOf, themeVariables, type CustomizationDraft, type Money, type MoneyFormatOptions, type ThemeColor } from 'shared';
import { IssuanceCard, type IssuanceLinkProps } from 'shared/issuances';
import { Button, Input, Stepper } from 'shared/ui';
import { AA_TEXT, contrastRatio } from './contrast';
import styles from './customization.module.css';

/** A project as the investor's list shows it; the preview never asks the API for one. */
const SAMPLE_ISSUANCE = v.parse(issuanceSummarySchema, {
  id: 1,
  title: 'Solar Park Almeria',
  subtitle: '5 MW photovoltaic plant',
  slug: 'solar-park-almeria',
  short_description: 'A photovoltaic plant in the south of Spain.',
  product_type: 'renewables',
  modality: 'co_investment',
  token_name: 'Solar Park Token',
  token_symbol: 'SPA',
  token_acronym: 'SP',
  price: '10.00',
  tokens_for_sale: 50000,
  min_offer: '10.00',
  max_offer: '50000.00',
  soft_cap: '150000.00',
  max_fundraising: '500000.00',
  campaign_duration_days: 120,
  start_date: '2026-10-01',
  end_date: '2027-01-29',
  expiry_date: '2030-01-29',
  minimum_contribution: '10.00',
  status: 'CAMPAIGN',
  phase: 'campaign',
  card_status: 'candidacy',
  logo: '',
  intro_images: [],
  total_amount: '500000.00',
  investors: 12,
  raised: '120000.00',
  remaining_days: 69,
  following: false,
  invested: false,
  soft_cap_progress: 0.8,
});

/** The preview's links lead nowhere: it shows the look, it is not a second app. */
function NoLink({ className, children }: IssuanceLinkProps) {
  return <span className={className}>{children}</span>;
}

/** Text colours checked against the backgrounds they are drawn on (WCAG AA, 4.5:1). */
const CONTRAST_PAIRS: readonly [ThemeColor, ThemeColor][] = [
  ['text', 'surface'],
  ['text', 'background'],
  ['text_muted', 'surface'],
  ['on_primary', 'primary'],
  ['primary', 'surface'],
];

export function useContrastWarnings(draft: CustomizationDraft): { text: ThemeColor; background: ThemeColor; ratio: number }[] {
  return CONTRAST_PAIRS.map(([text, background]) => ({ text, background, ratio: contrastRatio(draft.theme.colors[text], draft.theme.colors[background]) })).filter(
    (pair) => pair.ratio < AA_TEXT,
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className={styles.frame}>
      <figcaption className={styles.frameCaption}>{title}</figcaption>
      <div className={styles.frameBody}>{children}</div>
    </figure>
  );
}

/**
 * The draft on the real kit's screens: the login form, an issuance card of the investor's list
 * and the onboarding stepper, inside a container whose CSS variables are the draft's tokens, so
 * nothing is saved nor applied to the page. The advanced CSS is not run here (it targets the
 * whole page); it applies once saved.
 */
export function CustomizationPreview({ draft }: { draft: CustomizationDraft }) {
  const { t, i18n } = useTranslation('manager');
  const domain = useTranslation('domain').t;
  const locale = localeOf(i18n.language);
  const style = themeVariables(draft.theme) as CSSProperties;
  const format = (amount: Money, options?: MoneyFormatOptions) => formatMoney(amount, draft.currency, locale, options);
  const name = draft.title ?? t('customization.preview.untitled');
  return (
    <div className={styles.previewCanvas} style={style} data-testid="customization-preview">
      <Frame title={t('customization.preview.login')}>
        <div className={styles.previewLogin}>
          {draft.image.logo ? <img src={draft.image.logo} alt={name} className={styles.previewLogo} /> : <p className={styles.previewBrand}>{name}</p>}
          <Input label={t('customization.preview.email')} type="email" readOnly tabIndex={-1} value="investor@example.com" />
          <Input label={t('customization.preview.password')} type="password" readOnly tabIndex={-1} value="password" />
          <Button type="button" tabIndex={-1}>
            {t('customization.preview.sign_in')}
          </Button>
          {draft.extras.signInWithGoogle && (
            <Button type="button" variant="secondary" tabIndex={-1}>
              {t('customization.preview.google')}
            </Button>
          )}
        </div>
      </Frame>
      <Frame title={t('customization.preview.issuances')}>
        <IssuanceCard issuance={SAMPLE_ISSUANCE} to="#" linkComponent={NoLink} formatMoney={format} showProgress={!draft.hide.progressBar} headingLevel={3} />
      </Frame>
      <Frame title={t('customization.preview.onboarding')}>
        <Stepper label={t('customization.preview.onboarding')} current={draft.flows.onboarding[0] ?? ""} steps={draft.flows.onboarding.map((step) => ({ id: step, label: domain(`onboarding_step.${step}`) }))} />
      </Frame>
    </div>
  );
}
