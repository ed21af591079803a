import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomization } from 'host/platform';
import { businessDay, COMPANY_DOCUMENT_TYPES, KYC_DOCUMENTS_BY_PERSON, kycIssuedOnField, type Account, type CompanyDataInput, type KycDocumentType } from 'shared';
import { PersonalDataSection } from '../sections/personal-data';
import { AdditionalDataSection, BankingSection, LegalDataSection } from '../sections/legal-banking-additional';
import { CompanyDataSection, KycDocumentsSection, PartnersSection } from '../sections/company-kyc';
import { InvestorTypeSection } from '../sections/investor-type';
import { KycStatusCard } from '../sections/kyc-status';
import { formValuesOf, type SectionValues } from '../sections/section-form';
import { useSaveAccountSection, useSubmitAccountKyc, type AccountSectionName } from './account.api';
import { DocumentDownload } from './documents-section';
import { useSectionSave } from './use-section-save';

type SectionOf = { account: Account; labelledBy: string };

/** A section's save through PUT /users/me/account/{section}, with its toast. */
function useSave(section: AccountSectionName) {
  const { mutateAsync } = useSaveAccountSection(section);
  return useSectionSave(section, (values: SectionValues) => mutateAsync(values));
}

/** Booleans as the radio buttons hold them. */
const asChoice = (value: boolean | null | undefined) => (value === null || value === undefined ? undefined : String(value));

export function PersonalSection({ account, labelledBy }: SectionOf) {
  const { t } = useTranslation('account');
  const { hide } = useCustomization();
  const onSubmit = useSave('personal');
  // The e-mail is the login and the save time is the server's: neither is sent back.
  const initial = useMemo(() => {
    const { email: _email, saved_at: _savedAt, ...personal } = account.personal;
    return formValuesOf(personal);
  }, [account.personal]);
  return (
    <PersonalDataSection
      initialValues={initial}
      onSubmit={onSubmit}
      submitLabel={t('page.save')}
      hideExtraFields={hide.extraFields}
      withCommercialCommunications={false}
      aria-labelledby={labelledBy}
    />
  );
}

export function LegalSection({ account, labelledBy }: SectionOf) {
  const { t } = useTranslation('account');
  const onSubmit = useSave('legal');
  // The person type travels with the legal data (the schema asks it); it is chosen in the user type section.
  const initial = useMemo(() => formValuesOf(account.legal), [account.legal]);
  return <LegalDataSection initialValues={initial} onSubmit={onSubmit} submitLabel={t('page.save')} aria-labelledby={labelledBy} />;
}

export function BankingInformationSection({ account, labelledBy }: SectionOf) {
  const { t } = useTranslation('account');
  const { hide } = useCustomization();
  const onSubmit = useSave('banking');
  const initial = useMemo(() => formValuesOf(account.banking), [account.banking]);
  return (
    <BankingSection initialValues={initial} onSubmit={onSubmit} submitLabel={t('page.save')} hideExtraFields={hide.extraFields} aria-labelledby={labelledBy} />
  );
}

export function AdditionalSection({ account, labelledBy }: SectionOf) {
  const { t } = useTranslation('account');
  const onSubmit = useSave('additional');
  const initial = useMemo(
    () => (account.additional ? { politically_exposed: asChoice(account.additional.politically_exposed), source_of_funds: account.additional.source_of_funds } : {}),
    [account.additional],
  );
  return <AdditionalDataSection initialValues={initial} onSubmit={onSubmit} submitLabel={t('page.save')} aria-labelledby={labelledBy} />;
}

export function UserTypeSection({ account, labelledBy }: SectionOf) {
  const { t } = useTranslation('account');
  const { hide } = useCustomization();
  const onSubmit = useSave('user_type');
  const onlyNatural = hide.legalTypeInvestor || account.user_type?.legal_type_allowed === false;
  const initial = useMemo(
    () => ({
      person_type: onlyNatural ? 'natural' : (account.user_type?.person_type ?? account.legal.person_type),
      sophisticated: asChoice(account.user_type?.sophisticated),
    }),
    [account.user_type, account.legal.person_type, onlyNatural],
  );
  return <InvestorTypeSection initialValues={initial} onSubmit={onSubmit} submitLabel={t('page.save')} hideLegalType={onlyNatural} headingLevel={3} aria-labelledby={labelledBy} />;
}

/** The partners as the form holds them: shares as text, the yes/no as a radio value. */
function partnerValues(partners: Account['partners']) {
  return {
    has_significant_partners: asChoice(partners?.has_significant_partners),
    partners: (partners?.partners ?? []).map((partner) => ({ ...partner, share: String(partner.share) })),
  };
}

export function CompanySection({ account, labelledBy }: SectionOf) {
  const { t } = useTranslation('account');
  const onSubmit = useSave('company');
  // The company request carries its partners too: the saved ones go along, edited in their own section.
  const initial = useMemo(() => {
    const { has_significant_partners: _has, partners: _partners, ...company } = account.company ?? ({} as NonNullable<Account['company']>);
    // A new legal person has declared no partners yet: the form's hidden yes/no must still hold an answer, or it never submits.
    return { ...formValuesOf(company), ...partnerValues(account.partners ?? account.company ?? { has_significant_partners: false, partners: [] }) };
  }, [account.company, account.partners]);
  return <CompanyDataSection initialValues={initial} onSubmit={onSubmit} submitLabel={t('page.save')} withPartners={false} aria-labelledby={labelledBy} />;
}

export function PartnerDataSection({ account, labelledBy }: SectionOf) {
  const { t } = useTranslation('account');
  const onSubmit = useSave('partners');
  const initial = useMemo(() => partnerValues(account.partners), [account.partners]);
  return <PartnersSection initialValues={initial} onSubmit={onSubmit} submitLabel={t('page.save')} aria-labelledby={labelledBy} />;
}

type KycValues = Partial<Record<KycDocumentType, File>> & Partial<Record<`${KycDocumentType}_issued_on`, string>>;

/** The KYC status and documents; new documents can be sent unless the check is under way or passed. */
export function IdentificationSection({ account, labelledBy }: SectionOf) {
  const { t } = useTranslation('account');
  const { time_zone: timeZone } = useCustomization();
  const submit = useSubmitAccountKyc();
  const { identification } = account;
  const personType = account.legal.person_type;
  const onSubmit = useSectionSave('identification', (values: KycValues) =>
    submit.mutateAsync({
      personType,
      files: Object.fromEntries(KYC_DOCUMENTS_BY_PERSON[personType].map((type) => [type, values[type]])),
      ...(personType === 'legal'
        ? {
            company: { ...account.company, ...partnerValues(account.partners) } as CompanyDataInput,
            issuedOn: Object.fromEntries(COMPANY_DOCUMENT_TYPES.map((type) => [type, values[kycIssuedOnField(type)]])),
          }
        : {}),
    }),
  );
  const open = identification.kyc_status !== 'pending' && identification.kyc_status !== 'success';
  const initial = useMemo<KycValues>(() => ({}), []);
  return (
    <>
      <KycStatusCard
        headingLevel={3}
        status={identification.kyc_status}
        submittedAt={identification.submitted_at}
        documents={identification.documents.map((document) => ({
          type: document.type,
          name: document.name,
          action: <DocumentDownload url={document.download_url} name={document.name} />,
        }))}
      >
        {identification.message && <p>{t('identification.message', { message: identification.message })}</p>}
      </KycStatusCard>
      {open && (
        <KycDocumentsSection
          initialValues={initial}
          personType={personType}
          today={businessDay(new Date(), timeZone)}
          onSubmit={onSubmit}
          submitLabel={t('identification.resend')}
          aria-labelledby={labelledBy}
        />
      )}
    </>
  );
}
