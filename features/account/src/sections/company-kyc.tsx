import { useMemo } from 'react';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import {
  accountCompanyRequestSchema,
  accountPartnersRequestSchema,
  COMPANY_DOCUMENT_MAX_AGE_MONTHS,
  COMPANY_DOCUMENT_TYPES,
  createKycDocumentsSchema,
  createKycIssueDatesSchema,
  KYC_DOCUMENT_ACCEPT,
  KYC_DOCUMENT_MAX_MB,
  KYC_DOCUMENTS_BY_PERSON,
  kycIssuedOnField,
  REPRESENTATION_TYPES,
  SIGNIFICANT_PARTNER_SHARE,
  type PersonType,
} from 'shared';
import { createValidate, FileField, RadioGroupField, SelectField, TextField, useFieldErrorText, type FormErrors } from 'shared/forms';
import { Button } from 'shared/ui';
import { DOCUMENT_HINT_KEYS } from './labels';
import { SectionForm, type SectionProps, type SectionValues } from './section-form';
import styles from './section-form.module.css';

type PartnerValues = { name?: string; surname?: string; id_number?: string; share?: string };

function named(prefix: string | undefined, name: string): string {
  return prefix ? `${prefix}.${name}` : name;
}

function PartnersError({ name }: { name: string }) {
  const { meta } = useField(name, { subscription: { error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } });
  // The "list them" rule sits on the list itself: shown once the person tried to send.
  const error = useFieldErrorText({ ...meta, touched: true });
  return typeof meta.error === 'object' && meta.error !== null && !Array.isArray(meta.error) && error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

/** The partners above 25 %, asked only when the company says it has any. */
function PartnersFields({ prefix }: { prefix?: string }) {
  const { t } = useTranslation('account');
  const api = useForm();
  const listName = named(prefix, 'partners');
  const { input: has } = useField<string>(named(prefix, 'has_significant_partners'), { subscription: { value: true } });
  const { input: list } = useField<PartnerValues[] | undefined>(listName, { subscription: { value: true } });
  const partners = list.value || [];
  const set = (next: PartnerValues[]) => api.change(listName, next);
  return (
    <>
      <RadioGroupField
        name={named(prefix, 'has_significant_partners')}
        legend={t('company.has_partners', { share: SIGNIFICANT_PARTNER_SHARE })}
        required
        inline
        options={[
          { value: 'false', label: t('additional.no') },
          { value: 'true', label: t('additional.yes') },
        ]}
      />
      {has.value === 'true' && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('company.partners', { share: SIGNIFICANT_PARTNER_SHARE })}</legend>
          <p className={styles.note}>{t('company.partners_note', { share: SIGNIFICANT_PARTNER_SHARE })}</p>
          {partners.map((_, index) => (
            // Rows have no identity but their place; removing one renumbers the rest.
            <div key={index} className={styles.partner} role="group" aria-labelledby={`partner-${index}`}>
              <h3 id={`partner-${index}`} className={styles.partnerTitle}>
                {t('company.partner', { number: index + 1 })}
              </h3>
              <div className={styles.grid}>
                <TextField name={`${listName}.${index}.name`} label={t('company.partner_name')} required />
                <TextField name={`${listName}.${index}.surname`} label={t('company.partner_surname')} required />
                <TextField name={`${listName}.${index}.id_number`} label={t('company.partner_id')} required />
                <TextField name={`${listName}.${index}.share`} type="number" inputMode="decimal" label={t('company.partner_share')} required />
              </div>
              <div>
                <Button variant="ghost" onClick={() => set(partners.filter((__, other) => other !== index))}>
                  {t('company.remove_partner', { number: index + 1 })}
                </Button>
              </div>
            </div>
          ))}
          <PartnersError name={listName} />
          <div>
            <Button variant="secondary" onClick={() => set([...partners, {}])}>
              {t('company.add_partner')}
            </Button>
          </div>
        </fieldset>
      )}
    </>
  );
}

/** The company and its legal representative. */
function CompanyDataFields({ prefix }: { prefix?: string }) {
  const { t } = useTranslation(['account', 'domain']);
  const n = (name: string) => named(prefix, name);
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('company.company')}</legend>
        <div className={styles.grid}>
          <TextField name={n('organization_name')} label={t('company.organization_name')} autoComplete="organization" required />
          <TextField name={n('tax_id')} label={t('company.tax_id')} required />
          <TextField name={n('activity')} label={t('company.activity')} required />
          <TextField name={n('contact_email')} type="email" label={t('company.contact_email')} autoComplete="email" required />
          <TextField name={n('address')} label={t('legal.street')} required />
          <TextField name={n('city')} label={t('legal.city')} required />
          <TextField name={n('postal_code')} label={t('legal.postal_code')} required />
          <TextField name={n('province')} label={t('legal.province')} required />
          <TextField name={n('country_of_residence')} label={t('company.country')} required />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('company.representative')}</legend>
        <div className={styles.grid}>
          <TextField name={n('representative_name')} label={t('personal.name')} required />
          <TextField name={n('representative_surname')} label={t('personal.surname')} required />
          <TextField name={n('representative_id_number')} label={t('legal.id_number')} hint={t('personal.id_hint')} required />
          <SelectField
            name={n('representation')}
            label={t('company.representation')}
            required
            options={REPRESENTATION_TYPES.map((value) => ({ value, label: t(`domain:representation.${value}`) }))}
          />
          <TextField name={n('nationality')} label={t('legal.nationality')} required />
          <TextField name={n('birthplace_city')} label={t('company.birthplace_city')} required />
          <TextField name={n('birthplace_country')} label={t('company.birthplace_country')} required />
        </div>
      </fieldset>
    </>
  );
}

function KycDocumentsFields({ personType }: { personType: PersonType }) {
  const { t } = useTranslation(['account', 'domain']);
  const legal = personType === 'legal';
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('kyc.documents')}</legend>
      <p className={styles.note}>{legal ? t('kyc.documents_legal', { months: COMPANY_DOCUMENT_MAX_AGE_MONTHS }) : t('kyc.documents_natural')}</p>
      {KYC_DOCUMENTS_BY_PERSON[personType].map((type) => (
        <div key={type} className={styles.document}>
          <FileField name={type} label={t(`domain:kyc_document.${type}`)} hint={t(DOCUMENT_HINT_KEYS[type])} maxSizeMb={KYC_DOCUMENT_MAX_MB} accept={KYC_DOCUMENT_ACCEPT} />
          {COMPANY_DOCUMENT_TYPES.includes(type) && (
            <TextField
              name={kycIssuedOnField(type)}
              type="date"
              label={t('kyc.issued_on')}
              hint={t('kyc.issued_on_hint', { months: COMPANY_DOCUMENT_MAX_AGE_MONTHS })}
              required
            />
          )}
        </div>
      ))}
    </fieldset>
  );
}

const validateCompany = createValidate(accountCompanyRequestSchema);
const validatePartners = createValidate(accountPartnersRequestSchema);

/** Company data of a legal person; its partners come along in the values (their own section may show them). */
export function CompanyDataSection<TValues extends SectionValues>({ withPartners = true, ...props }: SectionProps<TValues> & { withPartners?: boolean }) {
  return (
    <SectionForm {...props} validate={validateCompany}>
      <CompanyDataFields />
      {withPartners && <PartnersFields />}
    </SectionForm>
  );
}

/** The partners holding more than 25 % of a legal person. */
export function PartnersSection<TValues extends SectionValues>(props: SectionProps<TValues>) {
  return (
    <SectionForm {...props} validate={validatePartners}>
      <PartnersFields />
    </SectionForm>
  );
}

function createValidateKyc(personType: PersonType, today: string, withCompany: boolean) {
  const legal = personType === 'legal';
  const documents = createValidate(createKycDocumentsSchema(personType));
  const dates = createValidate(createKycIssueDatesSchema(today));
  return (values: SectionValues): FormErrors | undefined => {
    const errors: FormErrors = { ...documents(values) };
    if (legal) {
      Object.assign(errors, dates(values));
      const companyErrors = withCompany ? validateCompany((values.company ?? {}) as object) : undefined;
      if (companyErrors) errors.company = companyErrors;
    }
    return Object.keys(errors).length > 0 ? errors : undefined;
  };
}

/**
 * The identification (KYC): a person's identity document, or a company's documents with their
 * issue dates and, when `withCompany`, the company data and partners (`company.*`) sent with them.
 */
export function KycDocumentsSection<TValues extends SectionValues>({
  personType,
  today,
  withCompany = false,
  ...props
}: SectionProps<TValues> & { personType: PersonType; /** The tenant's business day (YYYY-MM-DD): the documents' issue dates are checked against it. */ today: string; withCompany?: boolean }) {
  const validate = useMemo(() => createValidateKyc(personType, today, withCompany), [personType, today, withCompany]);
  const legal = personType === 'legal';
  return (
    <SectionForm {...props} validate={validate}>
      {legal && withCompany && (
        <>
          <CompanyDataFields prefix="company" />
          <PartnersFields prefix="company" />
        </>
      )}
      <KycDocumentsFields personType={personType} />
    </SectionForm>
  );
}
