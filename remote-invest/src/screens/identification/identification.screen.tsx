import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formStyles as form, KycDocumentsSection, KycStatusCard } from 'account';
import { useCustomization } from 'host/platform';
import {
  businessDay,
  COMPANY_DOCUMENT_TYPES,
  KYC_DOCUMENTS_BY_PERSON,
  KYC_VALIDATION_HOURS,
  kycIssuedOnField,
  type CompanyDataInput,
  type KycDocumentType,
  type OnboardingState,
} from 'shared';
import { Button, QueryState } from 'shared/ui';
import { DraftAutosave } from '../../invest-flow/drafts';
import { useGoToNextStep } from '../../invest-flow/next-step';
import { useOnboarding } from '../../invest-flow/onboarding.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { StepSkeleton } from '../../invest-flow/step-states';
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

function KycForm({ state }: { state: OnboardingState }) {
  const { t } = useTranslation('invest');
  const { time_zone: timeZone } = useCustomization();
  const submit = useSubmitKyc();
  const legal = state.person_type === 'legal';
  const initial = useMemo(() => (state.drafts.identification ?? {}) as Values, [state]);

  return (
    <KycDocumentsSection
      initialValues={initial}
      personType={state.person_type}
      today={businessDay(new Date(), timeZone)}
      withCompany
      submitLabel={t('identification.submit')}
      before={<DraftAutosave step="identification" pick={draftOf} />}
      aside={<p className={form.note}>{t('identification.send_note', { hours: KYC_VALIDATION_HOURS })}</p>}
      onSubmit={(values) =>
        submit.mutateAsync({
          personType: state.person_type,
          files: Object.fromEntries(KYC_DOCUMENTS_BY_PERSON[state.person_type].map((type) => [type, values[type]])),
          ...(legal
            ? {
                company: values.company as CompanyDataInput,
                issuedOn: Object.fromEntries(COMPANY_DOCUMENT_TYPES.map((type) => [type, values[kycIssuedOnField(type)]])),
              }
            : {}),
        })
      }
    />
  );
}

function KycStatus({ state, slug }: { state: OnboardingState; slug: string }) {
  const { t } = useTranslation('invest');
  const goToNextStep = useGoToNextStep(slug);
  const [going, setGoing] = useState(false);
  return (
    <KycStatusCard status={state.kyc_status} submittedAt={state.kyc?.submitted_at ?? null} documents={state.kyc?.documents ?? []}>
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
    </KycStatusCard>
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
      <QueryState query={onboarding} errorTitle={t('flow.load_error')} loading={<StepSkeleton />} loadingLabel={t('flow.loading')}>
        {(state) => <Identification slug={slug} state={state} />}
      </QueryState>
    </StepFrame>
  );
}
