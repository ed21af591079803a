import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { KYC_STATUSES, USER_FLAG_FILTERS, userListQuerySchema, type UserListQuery } from 'shared';
import { Button, Input, SearchField, Select } from 'shared/ui';
import type { AddressChanges } from 'host/platform';
import { useUserWords } from './user-words';
import styles from './users.module.css';

// `role_group` is not the address's: the members list sets it.
const { role_group: _roleGroup, ...addressEntries } = userListQuerySchema.entries;
/** The users list's address parameters, read through the API's own query schema. */
export const userAddressSchema = v.object(addressEntries);
type UserAddressQuery = v.InferOutput<typeof userAddressSchema>;

/** The changes that empty every filter and the search, keeping the page size. */
export const CLEARED_USER_FILTERS: AddressChanges = {
  role: undefined,
  kyc_status: undefined,
  flag: undefined,
  registered_from: undefined,
  registered_to: undefined,
  q: undefined,
};

export function isFiltered(query: Partial<UserListQuery>): boolean {
  return Boolean(query.role || query.kyc_status || query.flag || query.registered_from || query.registered_to || query.q);
}

type UserFiltersProps = {
  /** The members list has no role filter: its rows are investors. */
  withRole: boolean;
  query: UserAddressQuery;
  update: (changes: AddressChanges, options?: { replace?: boolean }) => void;
};

/** The search and the filters above the users list; every change goes to the address. */
export function UserFilters({ withRole, query, update }: UserFiltersProps) {
  const { t } = useTranslation(['manager', 'domain']);
  const { roleOptions } = useUserWords();
  return (
    <div className={styles.filters} role="search" aria-label={t('users.filters.label')}>
      <SearchField className={styles.search} label={t('users.filters.search')} value={query.q} onSearch={(q) => update({ q }, { replace: true })} />
      {withRole && (
        <Select
          label={t('users.filters.role')}
          placeholder={t('users.filters.any_role')}
          options={roleOptions}
          value={query.role ?? ''}
          onChange={(event) => update({ role: event.target.value })}
        />
      )}
      <Select
        label={t('users.filters.kyc')}
        placeholder={t('users.filters.any_kyc')}
        options={KYC_STATUSES.map((status) => ({ value: status, label: t(`domain:kyc_status.${status}`) }))}
        value={query.kyc_status ?? ''}
        onChange={(event) => update({ kyc_status: event.target.value })}
      />
      <Select
        label={t('users.filters.flag')}
        placeholder={t('users.filters.any_flag')}
        options={USER_FLAG_FILTERS.map((flag) => ({
          value: flag,
          label: flag === 'any' ? t('users.filters.flag_any') : flag === 'none' ? t('users.filters.flag_none') : t(`domain:user_flag.${flag}`),
        }))}
        value={query.flag ?? ''}
        onChange={(event) => update({ flag: event.target.value })}
      />
      <div className={styles.dates}>
        <Input
          type="date"
          label={t('users.filters.registered_from')}
          value={query.registered_from ?? ''}
          max={query.registered_to}
          onChange={(event) => update({ registered_from: event.target.value })}
        />
        <Input
          type="date"
          label={t('users.filters.registered_to')}
          value={query.registered_to ?? ''}
          min={query.registered_from}
          onChange={(event) => update({ registered_to: event.target.value })}
        />
      </div>
      {isFiltered(query) && (
        <Button variant="ghost" className={styles.clear} onClick={() => update(CLEARED_USER_FILTERS)}>
          {t('users.filters.clear')}
        </Button>
      )}
    </div>
  );
}
