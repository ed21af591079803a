import { useMemo, useState } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCustomization } from 'host/platform';
import {
  businessDay,
  COMPANY_DOCUMENT_MAX_AGE_MONTHS,
  COMPANY_DOCUMENT_TYPES,
  companyDataSchema,
  createKycDocumentsSchema,
  createKycIssueDatesSchema,
  KYC_DOCUMENT_MAX_MB,
  KYC_DOCUMENTS_BY_PERSON,
  KYC_VALIDATION_HOURS,
  kycIssuedOnField,
  REPRESENTATION_TYPES,
  SIGNIFICANT_PARTNER_SHARE,
  type CompanyDataInput,
  type KycDocumentType,
  type OnboardingState,
} from 'shared';
import { createValidate, FileField, RadioGroupField, SelectField, TextField, useFieldErrorText, type FormErrors } from 'shared/forms';
import { Button, Card, StatusBadge } from 'shared/ui';
import { DraftAutosave } from '../../invest-flow/drafts';
import { useGoToNextStep } from '../../invest-flow/next-step';
import { useOnboarding } from '../../invest-flow/onboarding.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { StepLoadError, StepLoading } from '../../invest-flow/step-states';
import { StepSubmitError, submitStep } from '../../invest-flow/step-submit';
import form from '../../invest-flow/step-form.module.css';
import { investPaths } from '../../paths';
import { useSubmitKyc } from './identification.api';
import styles from './identification.module.css';

type PartnerValues = { name?: string; surname?: string; id_number?: string; share?: string };
type CompanyValues = Partial<Record<Exclude<keyof CompanyDataInput, 'partners' | 'has_significant_partners'>, string>> & {
  has_significant_partners?: string;
  partners?: PartnerValues[];
};
type Values = { company?: CompanyValues } & Partial<Record<KycDocumentType, File>> & Partial<Record<`${KycDocumentType}_issued_on`, string>>;

/** Files are no draft's business (nor do they fit one); the typed company data and dates are. */
function draftOf(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !(value instanceof Blob)));
}

function createValidateKyc(legal: boolean, today: string) {
  const documents = createValidate(createKycDocumentsSchema(legal ? 'legal' : 'natural'));
  const dates = createValidate(createKycIssueDatesSchema(today));
  const company = createValidate(companyDataSchema);
  return (values: Values): FormErrors | undefined => {
    const errors: FormErrors = { ...documents(values) };
    if (legal) {
      Object.assign(errors, dates(values));
      const companyErrors = company(values.company ?? {});
      if (companyErrors) errors.company = companyErrors;
    }
    return Object.keys(errors).length > 0 ? errors : undefined;
  };
}

function PartnersError() {
  const { meta } = useField('company.partners', { subscription: { error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } });
  // The "list them" rule sits on the list itself: shown once the investor tried to send.
  const error = useFieldErrorText({ ...meta, touched: true });
  return typeof meta.error === 'object' && meta.error !== null && !Array.isArray(meta.error) && error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

function Partners({ partners }: { partners: PartnerValues[] }) {
  const { t } = useTranslation('invest');
  const api = useForm<Values>();
  const set = (next: PartnerValues[]) => api.change('company', { ...api.getState().values.company, partners: next });
  return (
    <fieldset className={form.fieldset}>
      <legend className={form.legend}>{t('identification.partners', { share: SIGNIFICANT_PARTNER_SHARE })}</legend>
      <p className={form.note}>{t('identification.partners_note', { share: SIGNIFICANT_PARTNER_SHARE })}</p>
      {partners.map((_, index) => (
        // Rows have no identity but their place; removing one renumbers the rest.
        <div key={index} className={styles.partner} role="group" aria-labelledby={`partner-${index}`}>
          <h3 id={`partner-${index}`} className={styles.partnerTitle}>
            {t('identification.partner', { number: index + 1 })}
          </h3>
          <div className={form.grid}>
            <TextField name={`company.partners.${index}.name`} label={t('identification.partner_name')} required />
            <TextField name={`company.partners.${index}.surname`} label={t('identification.partner_surname')} required />
            <TextField name={`company.partners.${index}.id_number`} label={t('identification.partner_id')} required />
            <TextField name={`company.partners.${index}.share`} type="number" inputMode="decimal" label={t('identification.partner_share')} required />
          </div>
          <div>
            <Button variant="ghost" onClick={() => set(partners.filter((__, other) => other !== index))}>
              {t('identification.remove_partner', { number: index + 1 })}
            </Button>
          </div>
        </div>
      ))}
      <PartnersError />
      <div>
        <Button variant="secondary" onClick={() => set([...partners, {}])}>
          {t('identification.add_partner')}
        </Button>
      </div>
    </fieldset>
  );
}

function CompanyFields({ values }: { values: CompanyValues | undefined }) {
  const { t } = useTranslation(['invest', 'domain']);
  return (
    <>
      <fieldset className={form.fieldset}>
        <legend className={form.legend}>{t('identification.company')}</legend>
        <div className={form.grid}>
          <TextField name="company.organization_name" label={t('identification.organization_name')} autoComplete="organization" required />
          <TextField name="company.tax_id" label={t('identification.tax_id')} required />
          <TextField name="company.activity" label={t('identification.activity')} required />
          <TextField name="company.contact_email" type="email" label={t('identification.contact_email')} autoComplete="email" required />
          <TextField name="company.address" label={t('aditional_information.street')} required />
          <TextField name="company.city" label={t('aditional_information.city')} required />
          <TextField name="company.postal_code" label={t('aditional_information.postal_code')} required />
          <TextField name="company.province" label={t('aditional_information.province')} required />
          <TextField name="company.country_of_residence" label={t('identification.country')} required />
        </div>
      </fieldset>
      <fieldset className={form.fieldset}>
        <legend className={form.legend}>{t('identification.representative')}</legend>
        <div className={form.grid}>
          <TextField name="company.representative_name" label={t('account_information.name')} required />
          <TextField name="company.representative_surname" label={t('account_information.surname')} required />
          <TextField name="company.representative_id_number" label={t('aditional_information.id_number')} hint={t('account_information.id_hint')} required />
          <SelectField
            name="company.representation"
            label={t('identification.representation')}
            required
            options={REPRESENTATION_TYPES.map((value) => ({ value, label: t(`domain:representation.${value}`) }))}
          />
          <TextField name="company.nationality" label={t('aditional_information.nationality')} required />
          <TextField name="company.birthplace_city" label={t('identification.birthplace_city')} required />
          <TextField name="company.birthplace_country" label={t('identification.birthplace_country')} required />
        </div>
      </fieldset>
      <RadioGroupField
        name="company.has_significant_partners"
        legend={t('identification.has_partners', { share: SIGNIFICANT_PARTNER_SHARE })}
        required
        inline
        options={[
          { value: 'false', label: t('aditional_information.no') },
          { value: 'true', label: t('aditional_information.yes') },
        ]}
      />
      {values?.has_significant_partners === 'true' && <Partners partners={values.partners ?? []} />}
    </>
  );
}

function Documents({ legal }: { legal: boolean }) {
  const { t } = useTranslation(['invest', 'domain']);
  const types = KYC_DOCUMENTS_BY_PERSON[legal ? 'legal' : 'natural'];
  return (
    <fieldset className={form.fieldset}>
      <legend className={form.legend}>{t('identification.documents')}</legend>
      <p className={form.note}>
        {legal ? t('identification.documents_legal', { months: COMPANY_DOCUMENT_MAX_AGE_MONTHS }) : t('identification.documents_natural')}
      </p>
      {types.map((type) => (
        <div key={type} className={styles.document}>
          <FileField
            name={type}
            label={t(`domain:kyc_document.${type}`)}
            hint={t(`identification.document_hint.${type}`)}
            maxSizeMb={KYC_DOCUMENT_MAX_MB}
            accept=".pdf,.jpg,.jpeg,.png"
          />
          {COMPANY_DOCUMENT_TYPES.includes(type) && (
            <TextField name={kycIssuedOnField(type)} type="date" label={t('identification.issued_on')} hint={t('identification.issued_on_hint', { months: COMPANY_DOCUMENT_MAX_AGE_MONTHS })} required />
          )}
        </div>
      ))}
    </fieldset>
  );
}

function KycForm({ state }: { state: OnboardingState }) {
  const { t } = useTranslation('invest');
  const { time_zone: timeZone } = useCustomization();
  const submit = useSubmitKyc();
  const legal = state.person_type === 'legal';
  const validate = useMemo(() => createValidateKyc(legal, businessDay(new Date(), timeZone)), [legal, timeZone]);
  const initial = useMemo(() => (state.drafts.identification ?? {}) as Values, [state]);

  const onSubmit = (values: Values) =>
    submitStep(() =>
      submit.mutateAsync({
        personType: state.person_type,
        files: Object.fromEntries(KYC_DOCUMENTS_BY_PERSON[state.person_type].map((type) => [type, values[type]])),
        ...(legal
          ? {
              company: values.company as CompanyDataInput,
              issuedOn: Object.fromEntries(COMPANY_DOCUMENT_TYPES.map((type) => [type, values[kycIssuedOnField(type)]])),
            }
          : {}),
      }),
    );

  return (
    <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={initial}>
      {({ handleSubmit, submitting, values }) => (
        <form className={form.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <DraftAutosave step="identification" pick={draftOf} />
          {legal && <CompanyFields values={values.company} />}
          <Documents legal={legal} />
          <StepSubmitError />
          <div className={form.actions}>
            <p className={form.note}>{t('identification.send_note', { hours: KYC_VALIDATION_HOURS })}</p>
            <Button type="submit" loading={submitting}>
              {t('identification.submit')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

function KycStatus({ state, slug }: { state: OnboardingState; slug: string }) {
  const { t, i18n } = useTranslation(['invest', 'domain']);
  const goToNextStep = useGoToNextStep(slug);
  const [going, setGoing] = useState(false);
  const submittedAt = state.kyc ? new Date(state.kyc.submitted_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <Card title={t('identification.status_title')} headingLevel={2} actions={<StatusBadge kind="kyc" status={state.kyc_status} />}>
      <div className={styles.status} role="status">
        <p>{t(`identification.status.${state.kyc_status}`, { hours: KYC_VALIDATION_HOURS })}</p>
        {submittedAt && <p className={form.note}>{t('identification.submitted_at', { date: submittedAt })}</p>}
        {state.kyc && (
          <ul className={styles.sent}>
            {state.kyc.documents.map((document) => (
              <li key={document.type}>
                {t(`domain:kyc_document.${document.type}`)}: {document.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      {(state.kyc_status === 'pending' || state.kyc_status === 'success') && (
        <div className={styles.continue}>
          <Button
            loading={going}
            onClick={() => {
              setGoing(true);
              void goToNextStep().finally(() => setGoing(false));
            }}
          >
            {t('identification.continue')}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** Until the investor type is saved the documents asked are a person's; a company says so first. */
function CompanyNotice({ slug }: { slug: string }) {
  const { t } = useTranslation('invest');
  return (
    <p className={styles.notice}>
      {t('identification.company_first')}{' '}
      <Link to={investPaths.step(slug, 'type-of-investor')}>{t('identification.company_first_link')}</Link>
    </p>
  );
}

function Identification({ slug, state }: { slug: string; state: OnboardingState }) {
  const { hide } = useCustomization();
  const sent = state.kyc_status === 'pending' || state.kyc_status === 'success';
  const refused = state.kyc_status === 'error' || state.kyc_status === 'manual_error';
  return (
    <>
      {!sent && state.person_type === 'natural' && state.sophisticated === null && !hide.legalTypeInvestor && <CompanyNotice slug={slug} />}
      {(sent || refused) && <KycStatus state={state} slug={slug} />}
      {!sent && <KycForm state={state} />}
    </>
  );
}

/** /invest/{slug}/identification: KYC, the identity document, or a company's data, partners and documents. */
export default function IdentificationScreen() {
  const { t } = useTranslation('invest');
  const { slug = '' } = useParams();
  const onboarding = useOnboarding();
  const legal = onboarding.data?.person_type === 'legal';
  return (
    <StepFrame step="KYC" title={t('identification.title')} description={legal ? t('identification.description_legal') : t('identification.description')}>
      {onboarding.isPending ? (
        <StepLoading />
      ) : onboarding.isError ? (
        <StepLoadError onRetry={() => void onboarding.refetch()} />
      ) : (
        <Identification slug={slug} state={onboarding.data} />
      )}
    </StepFrame>
  );
}
