import { type ReactNode, useId } from 'react';
import type { Wording } from '../domain/role';
import { formatDate } from '../format/date';
import { formatPercent, formatTokens } from '../format/money';
import type { IssuanceDetail } from '../schemas/issuance-list.schema';
import type { ProjectDocument } from '../schemas/project.schema';
import { useKitText } from '../ui/use-kit-text';
import { CampaignProgress } from './campaign-progress';
import { DocumentList } from './document-list';
import { CampaignTime } from './issuance-card';
import { IssuanceStatusBadge } from './issuance-status-badge';
import type { FormatMoney } from './types';
import { useIssuancesText } from './use-issuances-text';
import { VideoEmbed } from './video-embed';
import { wordingContext } from './wording';
import styles from './project-sheet.module.css';

export type ProjectSheetProps = {
  issuance: IssuanceDetail;
  formatMoney: FormatMoney;
  /** False when the tenant hides progress bars (`hide.progressBar`). */
  showProgress: boolean;
  wording?: Wording;
  /** The calls to action of whoever shows the sheet (invest, follow, register…). */
  actions?: ReactNode;
  /** Above the title: a way back to the list. */
  backLink?: ReactNode;
  now?: Date;
  /** The tenant's zone (customization `time_zone`), for the documents' expiry days. */
  timeZone?: string;
  /** See `DocumentList`: opens a hidden document, which a plain link cannot. */
  onOpenDocument?: (document: ProjectDocument) => void;
};

const DESCRIPTIONS = ['short_description', 'product', 'market', 'competitors', 'business_model', 'projections'] as const;

type Fact = { key: string; label: string; value: string };

/** The project sheet: header, media, descriptions and documents beside the token facts. */
export function ProjectSheet({ issuance, formatMoney, showProgress, wording = 'default', actions, backLink, now, timeZone, onOpenDocument }: ProjectSheetProps) {
  const { t } = useIssuancesText();
  const domain = useKitText('domain');
  const context = wordingContext(wording);
  const id = useId();
  const ids = { title: `${id}-title`, about: `${id}-about`, documents: `${id}-documents`, facts: `${id}-facts` };

  const facts = useTokenFacts(issuance, formatMoney, wording);

  return (
    <article className={styles.sheet} aria-labelledby={ids.title}>
      <header className={styles.header}>
        {backLink}
        <div className={styles.headline}>
          {issuance.logo && <img className={styles.logo} src={issuance.logo} alt="" width={64} height={64} />}
          <div className={styles.titles}>
            <h1 id={ids.title} className={styles.title}>
              {issuance.title}
            </h1>
            <p className={styles.subtitle}>{issuance.subtitle}</p>
            <div className={styles.tags}>
              <IssuanceStatusBadge issuance={issuance} />
              <span className={styles.muted}>{domain(`product_type.${issuance.product_type}`)}</span>
              <span className={styles.muted}>
                <CampaignTime issuance={issuance} />
              </span>
            </div>
          </div>
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          <SheetMedia issuance={issuance} />

          <section aria-labelledby={ids.about} className={styles.section}>
            <h2 id={ids.about} className={styles.sectionTitle}>
              {t('sheet.about')}
            </h2>
            {DESCRIPTIONS.map((field) => {
              const text = issuance[field];
              if (!text) return null;
              return (
                <div key={field} className={styles.description}>
                  <h3>{t(`sheet.sections.${field}`)}</h3>
                  <p>{text}</p>
                </div>
              );
            })}
          </section>

          <section aria-labelledby={ids.documents} className={styles.section}>
            <h2 id={ids.documents} className={styles.sectionTitle}>
              {t('sheet.documents')}
            </h2>
            <DocumentList documents={issuance.documents} wording={wording} now={now} timeZone={timeZone} onOpenDocument={onOpenDocument} />
          </section>
        </div>

        <aside className={styles.side}>
          {showProgress && (
            <div className={[styles.panel, styles.progressPanel].join(' ')}>
              <CampaignProgress raised={issuance.raised} softCap={issuance.soft_cap} maxFundraising={issuance.max_fundraising} formatMoney={formatMoney} />
            </div>
          )}
          <section aria-labelledby={ids.facts} className={styles.panel}>
            <h2 id={ids.facts} className={styles.sectionTitle}>
              {t('sheet.facts', { context })}
            </h2>
            <table className={styles.facts}>
              <tbody>
                {facts.map((fact) => (
                  <tr key={fact.key}>
                    <th scope="row">{fact.label}</th>
                    <td>{fact.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </aside>
      </div>
    </article>
  );
}

/** The token facts of the side panel, in the tenant's wording; optional facts only when set. */
function useTokenFacts(issuance: IssuanceDetail, formatMoney: FormatMoney, wording: Wording): Fact[] {
  const { t, locale } = useIssuancesText();
  const domain = useKitText('domain');
  const context = wordingContext(wording);
  return [
    { key: 'token_name', label: t('sheet.fact.token_name'), value: issuance.token_name },
    { key: 'token_symbol', label: t('sheet.fact.token_symbol'), value: issuance.token_symbol },
    ...(issuance.token_acronym ? [{ key: 'token_acronym', label: t('sheet.fact.token_acronym'), value: issuance.token_acronym }] : []),
    { key: 'price', label: t('sheet.fact.price'), value: formatMoney(issuance.price) },
    {
      key: 'tokens_for_sale',
      label: t('sheet.fact.tokens_for_sale', { context }),
      value: formatTokens(issuance.tokens_for_sale, locale, issuance.token_symbol),
    },
    { key: 'total_amount', label: t('sheet.fact.total_amount'), value: formatMoney(issuance.total_amount) },
    { key: 'min_offer', label: t('sheet.fact.min_offer'), value: formatMoney(issuance.min_offer) },
    { key: 'max_offer', label: t('sheet.fact.max_offer'), value: formatMoney(issuance.max_offer) },
    { key: 'soft_cap', label: t('sheet.fact.soft_cap'), value: formatMoney(issuance.soft_cap) },
    { key: 'max_fundraising', label: t('sheet.fact.max_fundraising'), value: formatMoney(issuance.max_fundraising) },
    ...(issuance.minimum_contribution !== undefined
      ? [{ key: 'minimum_contribution', label: t('sheet.fact.minimum_contribution'), value: formatMoney(issuance.minimum_contribution) }]
      : []),
    { key: 'raised', label: t('sheet.fact.raised'), value: formatMoney(issuance.raised) },
    { key: 'investors', label: t('sheet.fact.investors', { context }), value: String(issuance.investors) },
    {
      key: 'campaign',
      label: t('sheet.fact.campaign'),
      value: `${t('sheet.fact.campaign_dates', {
        start: formatDate(issuance.start_date, locale),
        end: formatDate(issuance.end_date, locale),
      })} (${t('sheet.fact.campaign_duration', { count: issuance.campaign_duration_days })})`,
    },
    ...(issuance.expiry_date ? [{ key: 'expiry_date', label: t('sheet.fact.expiry_date'), value: formatDate(issuance.expiry_date, locale) }] : []),
    { key: 'modality', label: t('sheet.fact.modality'), value: domain(`modality.${issuance.modality}`) },
    { key: 'product_type', label: t('sheet.fact.product_type'), value: domain(`product_type.${issuance.product_type}`) },
    ...(issuance.equity !== undefined ? [{ key: 'equity', label: t('sheet.fact.equity'), value: formatPercent(issuance.equity, locale) }] : []),
    ...(issuance.premoney !== undefined ? [{ key: 'premoney', label: t('sheet.fact.premoney'), value: formatMoney(issuance.premoney) }] : []),
    ...(issuance.smart_contract_address
      ? [{ key: 'smart_contract_address', label: t('sheet.fact.smart_contract_address'), value: issuance.smart_contract_address }]
      : []),
  ];
}

/** The video or lead image, then the rest of the gallery; nothing when the project has neither. */
function SheetMedia({ issuance }: { issuance: IssuanceDetail }) {
  const { t } = useIssuancesText();
  const [lead, ...gallery] = issuance.intro_images;
  const images = issuance.video_url ? issuance.intro_images : gallery;
  if (!issuance.video_url && !lead) return null;
  return (
    <section aria-label={t('sheet.media')} className={styles.media}>
      {issuance.video_url ? (
        <VideoEmbed url={issuance.video_url} title={issuance.title} />
      ) : (
        lead && <img className={styles.lead} src={lead} alt={t('sheet.image', { title: issuance.title, index: 1 })} />
      )}
      {images.length > 0 && (
        <ul className={styles.gallery}>
          {images.map((image, index) => (
            <li key={image}>
              <img
                src={image}
                alt={t('sheet.image', { title: issuance.title, index: index + (issuance.video_url ? 1 : 2) })}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
