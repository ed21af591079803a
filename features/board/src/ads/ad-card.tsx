import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ad } from 'shared';
import { Badge, StatusBadge } from 'shared/ui';
import { useBoardFormat } from '../board-format';
import styles from '../board.module.css';

/** One ad: type, project and product, tokens, unit price, amount, reference and publish date. */
/** `headingLevel`: 3 under the board's sections, 2 where the ads are the tab's only content. */
export function AdCard({ ad, action, showStatus = false, headingLevel = 3 }: { ad: Ad; action?: ReactNode; showStatus?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation(['board', 'domain']);
  const format = useBoardFormat();
  return (
    <article className={styles.card} aria-labelledby={`ad-${ad.id}`}>
      <div className={styles.cardHead}>
        <div>
          <Heading id={`ad-${ad.id}`} className={styles.cardTitle}>
            {t(`board.card.title_${ad.type}`, { project: ad.project.title })}
          </Heading>
          <p className={styles.muted}>
            {t(`domain:product_type.${ad.product}`)} · {t('board.card.by', { name: ad.author.name })}
          </p>
        </div>
        {showStatus ? <StatusBadge kind="ad" status={ad.status} /> : <Badge tone={ad.type === 'sell' ? 'info' : 'success'} label={t(`domain:ad_type.${ad.type}`)} />}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('board.columns.tokens')}</dt>
          <dd>{format.tokens(ad.tokens, ad.project.token_symbol)}</dd>
        </div>
        <div>
          <dt>{t('board.columns.unit_price')}</dt>
          <dd>{format.money(ad.unit_price)}</dd>
        </div>
        <div>
          <dt>{t('board.columns.amount')}</dt>
          <dd>{format.money(ad.amount)}</dd>
        </div>
        <div>
          <dt>{t('board.columns.published')}</dt>
          <dd>{ad.published_at ? format.day(ad.published_at) : '—'}</dd>
        </div>
        <div>
          <dt>{t('board.columns.reference')}</dt>
          <dd>{ad.reference}</dd>
        </div>
      </dl>
      {ad.description && <p className={styles.muted}>{ad.description}</p>}
      {action}
    </article>
  );
}
