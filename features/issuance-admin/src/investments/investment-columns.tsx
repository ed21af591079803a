import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { formatDate, formatTokens, localeOf, paymentMethodSchema, type ManagedInvestment } from 'shared';
import { Button, StatusBadge, type Column } from 'shared/ui';
import { useCurrency } from 'host/platform';
import type { IssuanceArea } from '../area';
import { InvestorCell } from '../list/list-parts';
import { useWording } from '../wording';
import { BlockedMint } from './blocked-mint';
import { MintOnChain } from './mint-on-chain';
import type { PendingMove } from './investment-dialogs';
import { MOVE_TEXT } from './move-text';
import styles from '../list/list.module.css';

const MOVES = ['confirm_payment', 'reject_payment', 'close', 'cancel', 'mint'] as const;

/** The investments list's columns: the investor first (the card's title on a phone), then the
 * facts, and where the area moves investments, the moves the API allows on the row last. */
export function useInvestmentColumns(area: IssuanceArea, onMove: (move: PendingMove) => void): Column<ManagedInvestment>[] {
  const { t, i18n } = useTranslation(['issuance-admin', 'domain']);
  const locale = localeOf(i18n.language);
  const { capabilities } = area;
  const { format } = useCurrency();
  const { context } = useWording();
  return useMemo<Column<ManagedInvestment>[]>(() => {
    const base: Column<ManagedInvestment>[] = [
      {
        id: 'investor',
        header: t('investments.column.investor', { context }),
        cell: (row) => <InvestorCell investor={row.investor} href={area.investorHref} />,
      },
      { id: 'project', header: t('investments.column.project'), cell: (row) => row.project_title },
      { id: 'tokens', header: t('investments.column.tokens'), numeric: true, cell: (row) => <span className={styles.nowrap}>{formatTokens(row.tokens, locale, row.token_symbol)}</span> },
      { id: 'amount', header: t('investments.column.amount'), numeric: true, cell: (row) => <span className={styles.nowrap}>{format(row.amount)}</span> },
      { id: 'method', header: t('investments.column.method'), cell: (row) => (v.is(paymentMethodSchema, row.payment_method) ? t(`domain:payment_method.${row.payment_method}`) : (row.payment_method ?? '—')) },
      {
        id: 'status',
        header: t('investments.column.status'),
        cell: (row) => {
          const since = row.status_dates[row.status];
          return (
            <span className={styles.stack}>
              <StatusBadge kind="investment" status={row.status} />
              {since && <span className={styles.muted}>{formatDate(since, locale)}</span>}
              <MintOnChain investment={row} />
            </span>
          );
        },
      },
      { id: 'reason', header: t('investments.column.reason'), cell: (row) => (row.status_reason ? <span className={styles.reason}>{row.status_reason}</span> : null) },
    ];
    if (!capabilities.manageInvestments) return base;
    return [
      ...base,
      {
        id: 'actions',
        header: t('investments.column.actions'),
        align: 'end',
        cell: (row) => (
          <span className={styles.rowActions}>
            {MOVES.filter((kind) => row.actions[kind]).map((kind) => (
              <Button
                key={kind}
                size="sm"
                variant={kind === 'confirm_payment' || kind === 'mint' ? 'primary' : 'secondary'}
                aria-label={t(MOVE_TEXT[kind].named, { name: row.investor.name })}
                onClick={() => onMove({ kind, investment: row })}
              >
                {t(MOVE_TEXT[kind].action)}
              </Button>
            ))}
            {row.mint_blocked_by.length > 0 && <BlockedMint investment={row} />}
          </span>
        ),
      },
    ];
  }, [t, context, locale, format, capabilities.manageInvestments, area.investorHref, onMove]);
}
