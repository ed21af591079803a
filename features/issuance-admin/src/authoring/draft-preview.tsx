import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTHORING_STEPS, type IssuanceDetail, type IssuanceDraft, type Money } from 'shared';
import { ProjectSheet } from 'shared/issuances';
import { useCurrency, useCustomization } from 'host/platform';
import type { IssuanceArea } from '../area';
import { useWording } from '../wording';
import styles from './authoring.module.css';

const orUndefined = <T,>(value: T | null): T | undefined => (value === null ? undefined : value);

/** The sheet investors will read, from what the draft holds so far: what is not written yet shows empty, never invented. */
function previewOf(draft: IssuanceDraft, today: string): IssuanceDetail {
  const values = draft.values;
  const equity = values.equity === null ? undefined : Number(values.equity);
  return {
    id: draft.id,
    status: draft.status,
    phase: draft.phase,
    title: values.title,
    subtitle: values.subtitle,
    slug: values.slug,
    client_uuid: orUndefined(values.client_uuid),
    product_type: values.product_type,
    modality: values.modality,
    short_description: values.short_description ?? '',
    product: orUndefined(values.product),
    market: orUndefined(values.market),
    competitors: orUndefined(values.competitors),
    business_model: orUndefined(values.business_model),
    projections: orUndefined(values.projections),
    video_url: orUndefined(values.video_url),
    token_name: values.token_name ?? '',
    token_symbol: values.token_symbol ?? '',
    token_acronym: orUndefined(values.token_acronym),
    price: values.price ?? '0.00',
    tokens_for_sale: values.tokens_for_sale ?? 0,
    total_amount: values.total_amount ?? '0.00',
    min_offer: values.min_offer ?? '0.00',
    max_offer: values.max_offer ?? '0.00',
    soft_cap: values.soft_cap ?? '0.00',
    max_fundraising: values.max_fundraising ?? '0.00',
    minimum_contribution: orUndefined(values.minimum_contribution),
    equity: equity !== undefined && Number.isFinite(equity) ? equity : undefined,
    premoney: orUndefined(values.premoney),
    campaign_duration_days: values.campaign_duration_days ?? 0,
    start_date: values.start_date ?? today,
    end_date: values.end_date ?? today,
    expiry_date: orUndefined(values.expiry_date),
    smart_contract_address: orUndefined(values.smart_contract_address),
    logo: draft.logo?.url ?? null,
    intro_images: draft.intro_images.map((image) => image.url),
    documents: draft.documents,
    investors: 0,
    raised: '0.00',
    remaining_days: values.campaign_duration_days ?? 0,
    following: false,
    invested: false,
    soft_cap_progress: 0,
    owner: { id: '', name: '' },
  };
}

/** The preview of the sheet, with the way back to the steps still missing. */
export function DraftPreview({ area, draft }: { area: IssuanceArea; draft: IssuanceDraft }) {
  const { t } = useTranslation('issuance-admin');
  const customization = useCustomization();
  const { format } = useCurrency();
  const { wording } = useWording();
  const formatMoney = useCallback((amount: Money) => format(amount), [format]);
  const issuance = useMemo(() => previewOf(draft, new Date().toISOString().slice(0, 10)), [draft]);
  const missing = draft.steps_done.length < AUTHORING_STEPS.length;
  return (
    <section className={styles.section} aria-labelledby="preview-title">
      <h2 id="preview-title" className={styles.notice}>
        {t('authoring.preview.title')}
      </h2>
      {missing && (
        <p className={styles.warning} role="note">
          {t('authoring.preview.incomplete')}
        </p>
      )}
      <div className={styles.actions}>
        <Link className={styles.linkButton} to={area.paths.issuance.href(draft.id)}>
          {t('authoring.preview.to_sheet')}
        </Link>
      </div>
      <ProjectSheet issuance={issuance} formatMoney={formatMoney} showProgress={!customization.hide.progressBar} timeZone={customization.time_zone} wording={wording} />
    </section>
  );
}
