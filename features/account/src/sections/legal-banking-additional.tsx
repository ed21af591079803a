import { useTranslation } from 'react-i18next';
import {
  accountAdditionalRequestSchema,
  accountBankingRequestSchema,
  accountLegalRequestSchema,
  additionalDataRequestSchema,
  BANK_ACCOUNT_TYPES,
  SOURCES_OF_FUNDS,
} from 'shared';
import { createValidate, RadioGroupField, SelectField, TextField } from 'shared/forms';
import { ACCOUNT_TYPE_KEYS, SOURCE_OF_FUNDS_KEYS } from './labels';
import { SectionForm, type SectionProps, type SectionValues } from './section-form';
import styles from './section-form.module.css';

/** Field names under a prefix (`legal.city`) when one form sends several sections. */
function named(prefix: string | undefined, name: string): string {
  return prefix ? `${prefix}.${name}` : name;
}

type GroupProps = { prefix?: string };

function LegalDataFields({ prefix }: GroupProps) {
  const { t } = useTranslation('account');
  const n = (name: string) => named(prefix, name);
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('legal.legal')}</legend>
        <p className={styles.note}>{t('legal.legal_note')}</p>
        <div className={styles.grid}>
          <TextField name={n('first_name')} label={t('legal.first_name')} autoComplete="given-name" required />
          <TextField name={n('last_name')} label={t('legal.last_name')} autoComplete="family-name" required />
          <TextField name={n('id_number')} label={t('legal.id_number')} hint={t('personal.id_hint')} required />
          <TextField name={n('id_expiry_date')} type="date" label={t('legal.id_expiry_date')} />
          <TextField name={n('birthday')} type="date" label={t('legal.birthday')} autoComplete="bday" required />
          <TextField name={n('nationality')} label={t('legal.nationality')} required />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('legal.address')}</legend>
        <div className={styles.grid}>
          <TextField name={n('address')} label={t('legal.street')} autoComplete="street-address" required />
          <TextField name={n('city')} label={t('legal.city')} autoComplete="address-level2" required />
          <TextField name={n('postal_code')} label={t('legal.postal_code')} autoComplete="postal-code" required />
          <TextField name={n('province')} label={t('legal.province')} autoComplete="address-level1" required />
          <TextField name={n('country_of_residence')} label={t('legal.country')} autoComplete="country-name" required />
        </div>
      </fieldset>
    </>
  );
}

function BankingFields({ prefix, hideExtraFields = false }: GroupProps & { hideExtraFields?: boolean }) {
  const { t } = useTranslation('account');
  const n = (name: string) => named(prefix, name);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('banking.banking')}</legend>
      <p className={styles.note}>{t('banking.banking_note')}</p>
      <div className={styles.grid}>
        <TextField name={n('account_holder')} label={t('banking.account_holder')} autoComplete="name" required />
        <TextField name={n('iban')} label={t('banking.iban')} hint={t('banking.iban_hint')} required />
        <TextField name={n('bic')} label={t('banking.bic')} />
        {!hideExtraFields && (
          <>
            <TextField name={n('bank')} label={t('banking.bank')} />
            <SelectField
              name={n('account_type')}
              label={t('banking.account_type')}
              options={BANK_ACCOUNT_TYPES.map((value) => ({ value, label: t(ACCOUNT_TYPE_KEYS[value]) }))}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}

function AdditionalFields({ prefix }: GroupProps) {
  const { t } = useTranslation('account');
  const n = (name: string) => named(prefix, name);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('additional.additional')}</legend>
      <RadioGroupField
        name={n('politically_exposed')}
        legend={t('additional.politically_exposed')}
        required
        inline
        options={[
          { value: 'false', label: t('additional.no') },
          { value: 'true', label: t('additional.yes') },
        ]}
      />
      <p className={styles.note}>{t('additional.politically_exposed_hint')}</p>
      <SelectField
        name={n('source_of_funds')}
        label={t('additional.source_of_funds')}
        required
        options={SOURCES_OF_FUNDS.map((value) => ({ value, label: t(SOURCE_OF_FUNDS_KEYS[value]) }))}
      />
    </fieldset>
  );
}

const validateLegal = createValidate(accountLegalRequestSchema);
const validateBanking = createValidate(accountBankingRequestSchema);
const validateAdditional = createValidate(accountAdditionalRequestSchema);
const validateAll = createValidate(additionalDataRequestSchema);

/** The legal identity and address (the contract is signed with them). */
export function LegalDataSection<TValues extends SectionValues>(props: SectionProps<TValues>) {
  return (
    <SectionForm {...props} validate={validateLegal}>
      <LegalDataFields />
    </SectionForm>
  );
}

/** The bank account returns and refunds are paid into (IBAN checked by its checksum). */
export function BankingSection<TValues extends SectionValues>({ hideExtraFields, ...props }: SectionProps<TValues> & { hideExtraFields?: boolean }) {
  return (
    <SectionForm {...props} validate={validateBanking}>
      <BankingFields hideExtraFields={hideExtraFields} />
    </SectionForm>
  );
}

/** The anti-money-laundering questions. */
export function AdditionalDataSection<TValues extends SectionValues>(props: SectionProps<TValues>) {
  return (
    <SectionForm {...props} validate={validateAdditional}>
      <AdditionalFields />
    </SectionForm>
  );
}

/** The onboarding's second page: legal, banking and additional data sent at once (`legal.*`, `banking.*`, `additional.*`). */
export function LegalBankingAdditionalSection<TValues extends SectionValues>({ hideExtraFields, ...props }: SectionProps<TValues> & { hideExtraFields?: boolean }) {
  return (
    <SectionForm {...props} validate={validateAll}>
      <LegalDataFields prefix="legal" />
      <BankingFields prefix="banking" hideExtraFields={hideExtraFields} />
      <AdditionalFields prefix="additional" />
    </SectionForm>
  );
}
