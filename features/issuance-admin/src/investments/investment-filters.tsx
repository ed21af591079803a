import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import { INVESTMENT_STATUSES, PAYMENT_METHODS, type InvestmentListQuery } from 'shared';
import { Button, Input, SearchField, Select } from 'shared/ui';
import type { AddressChanges } from 'host/platform';
import { useWording } from '../wording';
import styles from '../list/list.module.css';

/** The changes that empty every filter and the search, keeping the page size. */
export const CLEARED_FILTERS: AddressChanges = { status: undefined, project_id: undefined, method: undefined, from: undefined, to: undefined, q: undefined };

export function isFiltered(query: InvestmentListQuery): boolean {
  return Boolean(query.status || query.project_id || query.method || query.from || query.to || query.q);
}

type InvestmentFiltersProps = {
  query: InvestmentListQuery;
  update: (changes: AddressChanges, options?: { replace?: boolean }) => void;
  projectOptions: { value: string; label: string }[];
  projectTitle: string;
  /** Set where the area mints and a project is chosen: mint all of its paid investments. */
  onMintProject: (() => void) | undefined;
};

/** The search and the filters above the investments list; every change goes to the address. */
export function InvestmentFilters({ query, update, projectOptions, projectTitle, onMintProject }: InvestmentFiltersProps) {
  const { t } = useTranslation(['issuance-admin', 'domain', 'issuances']);
  const { context } = useWording();
  return (
    <div className={styles.filters} role="search" aria-label={t('investments.filters.label')}>
      <SearchField label={t('investments.filters.search', { context })} value={query.q} onSearch={(q) => update({ q }, { replace: true })} />
      <Select
        label={t('investments.filters.status')}
        placeholder={t('investments.filters.any_status')}
        options={INVESTMENT_STATUSES.map((status) => ({ value: status, label: t(`domain:investment_status.${status}`) }))}
        value={query.status ?? ''}
        onChange={(event) => update({ status: event.target.value })}
      />
      <Select
        label={t('investments.filters.project')}
        placeholder={t('investments.filters.any_project')}
        options={projectOptions}
        value={query.project_id ?? ''}
        onChange={(event) => update({ project_id: event.target.value })}
      />
      <Select
        label={t('investments.filters.method')}
        placeholder={t('investments.filters.any_method')}
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`domain:payment_method.${method}`) }))}
        value={query.method ?? ''}
        onChange={(event) => update({ method: event.target.value })}
      />
      <div className={styles.dates}>
        <Input type="date" label={t('investments.filters.from')} value={query.from ?? ''} max={query.to} onChange={(event) => update({ from: event.target.value })} />
        <Input type="date" label={t('investments.filters.to')} value={query.to ?? ''} min={query.from} onChange={(event) => update({ to: event.target.value })} />
      </div>
      <div className={styles.filterActions}>
        {onMintProject && (
          <Button variant="secondary" icon={<Coins size={16} aria-hidden="true" />} onClick={onMintProject}>
            {t('investments.mint_project.action', { project: projectTitle })}
          </Button>
        )}
        {isFiltered(query) && (
          <Button variant="ghost" onClick={() => update(CLEARED_FILTERS)}>
            {t('issuances:filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
