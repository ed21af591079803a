import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, FileText, SearchX } from 'lucide-react';
import { formatDate, formatNumber, projectStatusOrder, type IssuanceDetail, type Locale, type ProjectDocument } from 'shared';
import { Badge, Button, Card, EmptyState, LoadingState, PageHeader, ProgressBar, Skeleton, StatusBadge, Stepper } from 'shared/ui';
import { notify, useCurrency, useCustomization, useHttp } from 'host/platform';
import { managerPaths } from '../../paths';
import { saveFile } from '../../save-file';
import { useWordingContext, type WordingContext } from '../../wording';
import { softCapPercent, useDaysLeftText } from '../issuances/figures';
import { downloadDocument, errorStatus, getIssuance, issuanceKeys } from '../issuances/issuances.api';
import styles from './issuance-detail.module.css';

/** The list's address travels in the link's state, so "back" returns to the same filters. */
export type DetailLinkState = { listSearch?: string } | null;

/** /manager/issuances/:id: the project sheet with its place in the tenant's status flow. */
export default function IssuanceDetailScreen() {
  const { t } = useTranslation('manager');
  const { id = '' } = useParams();
  const http = useHttp();
  const location = useLocation();
  const listSearch = (location.state as DetailLinkState)?.listSearch ?? '';

  const detail = useQuery({
    queryKey: issuanceKeys.detail(id),
    queryFn: ({ signal }) => getIssuance(http, id, signal),
  });

  const back = (
    <Link className={styles.back} to={managerPaths.issuances.href(listSearch)}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );

  if (detail.isPending) {
    return (
      <div className={styles.page}>
        {back}
        <LoadingState label={t('detail.loading')}>
          <Skeleton width="40%" height="2rem" />
          <Skeleton width="60%" />
          <div className={styles.grid}>
            <Skeleton shape="rect" height="10rem" />
            <Skeleton shape="rect" height="10rem" />
          </div>
          <Skeleton shape="rect" height="14rem" />
        </LoadingState>
      </div>
    );
  }

  if (detail.isError) {
    const notFound = errorStatus(detail.error) === 404;
    return (
      <div className={styles.page}>
        {back}
        <div className={styles.panel} role={notFound ? undefined : 'alert'}>
          {notFound ? (
            <EmptyState
              icon={<SearchX size={24} />}
              title={<span role="heading" aria-level={1}>{t('detail.not_found.title')}</span>}
              description={t('detail.not_found.description')}
            />
          ) : (
            <EmptyState
              title={t('detail.error.title')}
              description={t('detail.error.description')}
              action={
                <Button variant="secondary" onClick={() => void detail.refetch()} loading={detail.isFetching}>
                  {t('ui:action.retry')}
                </Button>
              }
            />
          )}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {back}
      <IssuanceSheet issuance={detail.data} />
    </div>
  );
}

function IssuanceSheet({ issuance }: { issuance: IssuanceDetail }) {
  const { t, i18n } = useTranslation('manager');
  const wording = useWordingContext();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'es';
  return (
    <>
      <PageHeader
        title={issuance.title}
        description={issuance.subtitle}
        actions={
          <div className={styles.headerBadges}>
            <StatusBadge kind="project" status={issuance.status} />
            {issuance.card_status && <Badge tone="info" label={t(`domain:token_card_status.${issuance.card_status}`)} />}
          </div>
        }
      />
      <p className={styles.owner}>{t('detail.owner', { name: issuance.owner.name })}</p>
      <StatusCard issuance={issuance} />
      <div className={styles.grid}>
        <CampaignCard issuance={issuance} wording={wording} locale={locale} />
        <TokenCard issuance={issuance} wording={wording} locale={locale} />
      </div>
      <ProjectSheetCard issuance={issuance} />
      <DocumentsCard documents={issuance.documents} locale={locale} />
    </>
  );
}

function StatusCard({ issuance }: { issuance: IssuanceDetail }) {
  const { t } = useTranslation('manager');
  const order = projectStatusOrder(useCustomization());
  const inFlow = order.includes(issuance.status);
  return (
    <Card title={t('detail.progress.title')}>
      <Stepper
        label={t('detail.progress.label')}
        current={issuance.status}
        steps={order.map((status) => ({ id: status, label: t(`domain:project_status.${status}`) }))}
      />
      {!inFlow && <p className={styles.note}>{t('detail.progress.not_in_flow', { status: t(`domain:project_status.${issuance.status}`) })}</p>}
      <dl className={styles.facts}>
        {issuance.phase && <Fact label={t('detail.progress.phase')}>{t(`domain:project_phase.${issuance.phase}`)}</Fact>}
        {issuance.card_status && <Fact label={t('detail.progress.card_status')}>{t(`domain:token_card_status.${issuance.card_status}`)}</Fact>}
      </dl>
    </Card>
  );
}

function CampaignCard({ issuance, wording, locale }: { issuance: IssuanceDetail; wording: WordingContext; locale: Locale }) {
  const { t } = useTranslation('manager');
  const { format } = useCurrency();
  const daysLeft = useDaysLeftText();
  const percent = softCapPercent(issuance.soft_cap_progress);
  return (
    <Card title={t('detail.campaign.title')}>
      <ProgressBar
        value={Math.min(100, percent)}
        label={t('detail.campaign.soft_cap_progress')}
        valueText={t('issuances.soft_cap_reached', { percent })}
      />
      <dl className={styles.facts}>
        <Fact label={t('detail.campaign.raised')} numeric>
          {format(issuance.raised)}
        </Fact>
        <Fact label={t('detail.campaign.soft_cap')} numeric>
          {format(issuance.soft_cap)}
        </Fact>
        <Fact label={t('detail.campaign.max_fundraising')} numeric>
          {format(issuance.max_fundraising)}
        </Fact>
        <Fact label={t('detail.campaign.investors', { context: wording })} numeric>
          {formatNumber(issuance.investors, locale)}
        </Fact>
        <Fact label={t('detail.campaign.days_left')}>{daysLeft(issuance.remaining_days, issuance.status)}</Fact>
        <Fact label={t('detail.campaign.dates')}>
          {t('detail.campaign.dates_value', { start: formatDate(issuance.start_date, locale), end: formatDate(issuance.end_date, locale) })}
        </Fact>
        <Fact label={t('detail.campaign.duration')}>{t('detail.campaign.duration_value', { count: issuance.campaign_duration_days })}</Fact>
      </dl>
    </Card>
  );
}

function TokenCard({ issuance, wording, locale }: { issuance: IssuanceDetail; wording: WordingContext; locale: Locale }) {
  const { t } = useTranslation('manager');
  const { format } = useCurrency();
  return (
    <Card title={t('detail.token.title', { context: wording })}>
      <dl className={styles.facts}>
        <Fact label={t('detail.token.name')}>{issuance.token_name}</Fact>
        <Fact label={t('detail.token.symbol')}>{issuance.token_symbol}</Fact>
        <Fact label={t('detail.token.price')} numeric>
          {format(issuance.price)}
        </Fact>
        <Fact label={t('detail.token.tokens_for_sale', { context: wording })} numeric>
          {formatNumber(issuance.tokens_for_sale, locale)} {issuance.token_symbol}
        </Fact>
        <Fact label={t('detail.token.total_amount')} numeric>
          {format(issuance.total_amount)}
        </Fact>
        <Fact label={t('detail.token.offer', { context: wording })} numeric>
          {t('detail.token.offer_value', { min: format(issuance.min_offer), max: format(issuance.max_offer) })}
        </Fact>
      </dl>
    </Card>
  );
}

const LONG_TEXTS = ['product', 'market', 'competitors', 'business_model', 'projections'] as const;

function ProjectSheetCard({ issuance }: { issuance: IssuanceDetail }) {
  const { t } = useTranslation('manager');
  return (
    <Card title={t('detail.sheet.title')}>
      <dl className={styles.facts}>
        <Fact label={t('detail.sheet.product_type')}>{t(`domain:product_type.${issuance.product_type}`)}</Fact>
        <Fact label={t('detail.sheet.modality')}>{t(`domain:modality.${issuance.modality}`)}</Fact>
        {issuance.video_url && (
          <Fact label={t('detail.sheet.video')}>
            <a href={issuance.video_url} target="_blank" rel="noreferrer">
              {issuance.video_url}
            </a>
          </Fact>
        )}
      </dl>
      <div className={styles.texts}>
        <Text label={t('detail.sheet.short_description')}>{issuance.short_description}</Text>
        {LONG_TEXTS.map((field) => {
          const value = issuance[field];
          return value ? (
            <Text key={field} label={t(`detail.sheet.${field}`)}>
              {value}
            </Text>
          ) : null;
        })}
      </div>
    </Card>
  );
}

function DocumentsCard({ documents, locale }: { documents: readonly ProjectDocument[]; locale: Locale }) {
  const { t } = useTranslation('manager');
  const http = useHttp();
  const [downloading, setDownloading] = useState<string | number | null>(null);

  async function download(document: ProjectDocument) {
    setDownloading(document.id);
    try {
      saveFile(await downloadDocument(http, document.url), document.name);
    } catch {
      notify.error('manager:detail.documents.failed');
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Card title={t('detail.documents.title')}>
      {documents.length === 0 ? (
        <p className={styles.note}>{t('detail.documents.empty')}</p>
      ) : (
        <ul className={styles.documents}>
          {documents.map((document) => {
            const expired = document.expires_at !== null && new Date(document.expires_at).getTime() < Date.now();
            return (
              <li key={document.id} className={styles.document}>
                <FileText size={20} aria-hidden="true" className={styles.documentIcon} />
                <div className={styles.documentText}>
                  <span className={styles.documentName}>{document.name}</span>
                  <span className={styles.muted}>
                    {t(`detail.documents.${document.view_permission}`)}
                    {document.expires_at &&
                      ` · ${t(expired ? 'detail.documents.expired' : 'detail.documents.expires', { date: formatDate(document.expires_at, locale) })}`}
                  </span>
                </div>
                {!expired && (
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Download size={16} aria-hidden="true" />}
                    loading={downloading === document.id}
                    aria-label={t('detail.documents.download', { name: document.name })}
                    onClick={() => void download(document)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function Fact({ label, numeric = false, children }: { label: string; numeric?: boolean; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd className={numeric ? styles.numeric : undefined}>{children}</dd>
    </div>
  );
}

function Text({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={styles.text}>
      <h3>{label}</h3>
      <p>{children}</p>
    </section>
  );
}
