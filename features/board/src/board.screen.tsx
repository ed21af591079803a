import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ArrowLeftRight, Plus } from 'lucide-react';
import type { Ad } from 'shared';
import { Button, PageHeader, Tabs } from 'shared/ui';
import { useActingInPerson } from './board-format';
import { InPersonNote } from './in-person-note';
import { AdFormDialog } from './ads/ad-form-dialog';
import { BoardTab } from './ads/board-tab';
import { MyAdsTab } from './ads/my-ads-tab';
import { ThreadDialog } from './ads/thread-dialog';
import { useThreadParam } from './ads/thread-param';
import { TransferDialog, type TransferFromAd } from './transfers/transfer-dialog';
import { TransfersTab } from './transfers/transfers-tab';
import './messages';
import styles from './board.module.css';

const TABS = ['board', 'mine', 'transfers'] as const;
type Tab = (typeof TABS)[number];

/** What the page has open: the new-ad or edit form, or the transfer dialog (from an ad or not). */
export type Opening = { kind: 'ad'; ad?: Ad } | { kind: 'transfer'; fromAd?: TransferFromAd } | null;

/**
 * /user/transfers: the secondary bulletin board (a notice board, not an exchange: ECSPR Art. 25),
 * the investor's own ads and their token transfers, one tab each, the tab and each tab's filters
 * and page in the address (`?tab=mine`), so a reload or a shared link shows the same list; a reply
 * thread opens over it from `?conversation=<id>` (a notification's link).
 */
export function BoardPage() {
  const { t } = useTranslation('board');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.find((candidate) => candidate === requested) ?? 'board';
  const [opening, setOpening] = useState<Opening>(null);
  const inPerson = useActingInPerson();
  const thread = useThreadParam();

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('board.title')}
        description={t('board.description')}
        actions={
          <span className={styles.actions}>
            <Button variant="secondary" icon={<ArrowLeftRight size={16} aria-hidden="true" />} disabled={!inPerson} onClick={() => setOpening({ kind: 'transfer' })}>
              {t('transfer.action')}
            </Button>
            <Button icon={<Plus size={16} aria-hidden="true" />} disabled={!inPerson} onClick={() => setOpening({ kind: 'ad' })}>
              {t('board.new_ad')}
            </Button>
          </span>
        }
      />
      {!inPerson && <InPersonNote />}
      <Tabs
        label={t('board.tabs_label')}
        items={TABS.map((id) => ({ id, label: t(`board.tabs.${id}`) }))}
        value={tab}
        onChange={(id) => setParams(id === 'board' ? new URLSearchParams() : new URLSearchParams({ tab: id }))}
      >
        {tab === 'board' && <BoardTab />}
        {tab === 'mine' && <MyAdsTab onOpen={setOpening} inPerson={inPerson} />}
        {tab === 'transfers' && <TransfersTab />}
      </Tabs>
      {opening?.kind === 'ad' && <AdFormDialog ad={opening.ad} onClose={() => setOpening(null)} />}
      {opening?.kind === 'transfer' && <TransferDialog fromAd={opening.fromAd} onClose={() => setOpening(null)} />}
      {thread.id && <ThreadDialog key={thread.id} conversationId={thread.id} onClose={thread.close} />}
    </div>
  );
}
