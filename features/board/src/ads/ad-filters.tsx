import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressChanges } from 'host/platform';
import { AD_STATUSES, AD_TYPES, PRODUCT_TYPES, type AdStatus, type AdType, type ProductType } from 'shared';
import { Input, Select } from 'shared/ui';
import styles from '../board.module.css';

type AdFilterQuery = { status?: AdStatus; type?: AdType; product?: ProductType };

/**
 * The filters of a list of ads, in the address: the status (the manager's list, which has ads
 * in every status), the type, and the product and unit price range (the investor's board).
 */
export function AdFilters({ query, search, update, price = false }: { query: AdFilterQuery; search: string; update: (changes: AddressChanges) => void; price?: boolean }) {
  const { t } = useTranslation(['board', 'domain']);
  const raw = new URLSearchParams(search);
  return (
    <div className={styles.filters} role="search" aria-label={t('board.filters.label')}>
      {!price && (
        <Select
          label={t('board.columns.status')}
          placeholder={t('board.filters.any_status')}
          options={AD_STATUSES.map((status) => ({ value: status, label: t(`domain:ad_status.${status}`) }))}
          value={query.status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
        />
      )}
      <Select
        label={t('board.filters.type')}
        placeholder={t('board.filters.any_type')}
        options={AD_TYPES.map((type) => ({ value: type, label: t(`domain:ad_type.${type}`) }))}
        value={query.type ?? ''}
        onChange={(event) => update({ type: event.target.value })}
      />
      {price && (
        <>
          <Select
            label={t('board.filters.product')}
            placeholder={t('board.filters.any_product')}
            options={PRODUCT_TYPES.map((product) => ({ value: product, label: t(`domain:product_type.${product}`) }))}
            value={query.product ?? ''}
            onChange={(event) => update({ product: event.target.value })}
          />
          <PriceFilter label={t('board.filters.min_price')} value={raw.get('min_price') ?? ''} onCommit={(value) => update({ min_price: value })} />
          <PriceFilter label={t('board.filters.max_price')} value={raw.get('max_price') ?? ''} onCommit={(value) => update({ max_price: value })} />
        </>
      )}
    </div>
  );
}

/** A unit price bound: the address changes when the person leaves the field or presses Enter, not on every digit. */
function PriceFilter({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string | undefined) => void }) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim() || undefined);
  };
  return (
    <Input
      label={label}
      numeric
      inputMode="decimal"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
