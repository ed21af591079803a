import { useMemo } from 'react';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { readApiError } from 'host/platform';
import {
  ACCOUNT_ERROR_KEYS,
  accountBeneficiariesRequestSchema,
  accountPublicNameRequestSchema,
  accountWalletRequestSchema,
  formatDate,
  LOCALES,
  localeOf,
  type Account,
} from 'shared';
import { CheckboxField, createValidate, SelectField, TextField } from 'shared/forms';
import { Button, QueryState, Skeleton } from 'shared/ui';
import { LossBearingSection, lossBearingValuesOf, type LossBearingValues } from '../sections/loss-bearing';
import { FieldErrorsFailure, SectionForm, type SectionValues } from '../sections/section-form';
import { SuitabilityTestSection } from '../sections/suitability-test';
import { useSuitabilityTest } from '../sections/suitability-test.api';
import { sectionAnchor } from './account-area';
import formStyles from '../sections/section-form.module.css';
import { useAccountSuitability, useSaveAccountSection, useSavePreferences } from './account.api';
import { useSectionSave } from './use-section-save';
import { WalletVerification } from '../wallet-proof/wallet-verification';
import styles from './account-page.module.css';

type SectionOf = { account: Account; labelledBy: string };

const LANGUAGE_KEYS = { es: 'language.es', en: 'language.en' } as const;

/** The knowledge test in place: taken, failed and retaken, or declared, here as in the invest flow. */
export function SuitabilitySection({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const test = useSuitabilityTest();
  const { answer, declare } = useAccountSuitability();
  const suitability = account.suitability;
  if (!suitability) return null;
  return (
    <div className={styles.stack}>
      {suitability.attempts === 0 && <p className={styles.muted}>{t('suitability.none')}</p>}
      <QueryState
        query={test}
        errorTitle={t('suitability.load_error')}
        loadingLabel={t('suitability.loading')}
        loading={<Skeleton shape="rect" height={160} />}
      >
        {(data) => (
          <SuitabilityTestSection
            test={data}
            suitability={suitability}
            onAnswer={(request) => answer.mutateAsync(request)}
            onDeclare={(values) => declare.mutateAsync(values)}
            declareLabel={t('suitability_test.declare')}
          />
        )}
      </QueryState>
    </div>
  );
}

const validateWallet = createValidate(accountWalletRequestSchema);

function useSave(section: 'public_name' | 'beneficiaries') {
  const { mutateAsync } = useSaveAccountSection(section);
  return useSectionSave(section, (values: SectionValues) => mutateAsync(values));
}

export function WalletSection({ account, labelledBy }: SectionOf) {
  const { t } = useTranslation('account');
  const { mutateAsync } = useSaveAccountSection('wallet');
  const onSubmit = useSectionSave('wallet', async (values: SectionValues) => {
    try {
      await mutateAsync(values);
    } catch (error) {
      // The API says so with a 409, not a 400 of fields: put it on the field all the same.
      if (readApiError(error).key === ACCOUNT_ERROR_KEYS.walletAddressTaken) throw new FieldErrorsFailure({ wallet_address: { key: 'account:wallet.taken' } });
      throw error;
    }
  });
  const initial = useMemo(() => ({ wallet_address: account.wallet?.wallet_address ?? undefined }), [account.wallet]);
  return (
    <div className={styles.stack}>
      <WalletVerification account={account} />
      <SectionForm initialValues={initial} onSubmit={onSubmit} validate={validateWallet} submitLabel={t('page.save')} aria-labelledby={labelledBy}>
        <TextField name="wallet_address" label={t('wallet.address')} hint={t('wallet.hint')} autoComplete="off" required />
      </SectionForm>
    </div>
  );
}

const validatePublicName = createValidate(accountPublicNameRequestSchema);

export function PublicNameSection({ account, labelledBy }: SectionOf) {
  const { t } = useTranslation('account');
  const onSubmit = useSave('public_name');
  const initial = useMemo(() => ({ public_name: account.public_name ?? undefined }), [account.public_name]);
  return (
    <SectionForm initialValues={initial} onSubmit={onSubmit} validate={validatePublicName} submitLabel={t('page.save')} aria-labelledby={labelledBy}>
      <TextField name="public_name" label={t('public_name.label')} hint={t('public_name.hint')} required />
    </SectionForm>
  );
}

/**
 * Sophisticated or not (changed in the user type section, where the declaration is typed), and
 * the loss-bearing simulation, recalculated and saved here (PUT /users/me/account/investor-profile).
 */
export function InvestorProfileSection({ account, labelledBy }: SectionOf) {
  const { t, i18n } = useTranslation('account');
  const locale = localeOf(i18n.language);
  const profile = account.investor_profile;
  const loss = profile?.loss_bearing ?? null;
  const { mutateAsync } = useSaveAccountSection('investor_profile');
  const onSubmit = useSectionSave('investor_profile', (values: LossBearingValues) => mutateAsync(values));
  const initial = useMemo(() => lossBearingValuesOf(loss), [loss]);
  return (
    <div className={styles.stack}>
      <p>
        {profile?.sophisticated === null || !profile ? (
          <span className={styles.muted}>{t('investor_profile.unknown')}</span>
        ) : (
          <>
            <strong>{profile.sophisticated ? t('investor_profile.sophisticated') : t('investor_profile.non_sophisticated')}</strong>
            {profile.declared_at && <span className={styles.muted}> · {t('investor_profile.declared_at', { date: formatDate(profile.declared_at, locale) })}</span>}
          </>
        )}{' '}
        · <a href={`#${sectionAnchor('user_type')}`}>{t('investor_profile.change')}</a>
      </p>
      <h3 className={styles.subtitle}>{t('investor_profile.loss_bearing')}</h3>
      <p className={styles.muted}>{loss ? t('investor_profile.calculated_at', { date: formatDate(loss.calculated_at, locale) }) : t('investor_profile.no_simulation')}</p>
      <LossBearingSection
        initialValues={initial}
        onSubmit={onSubmit}
        submitLabel={t('investor_profile.recalculate')}
        sophisticated={profile?.sophisticated ?? null}
        headingLevel={4}
        aria-labelledby={labelledBy}
      />
    </div>
  );
}

type BeneficiaryValues = { name?: string; surname?: string; id_number?: string; relationship?: string; share?: string };

function BeneficiaryRows() {
  const { t } = useTranslation('account');
  const api = useForm();
  const { input } = useField<BeneficiaryValues[] | undefined>('beneficiaries', { subscription: { value: true } });
  const rows = input.value || [];
  const set = (next: BeneficiaryValues[]) => api.change('beneficiaries', next);
  return (
    <>
      <p className={formStyles.note}>{t('beneficiaries.note')}</p>
      {rows.length === 0 && <p className={styles.muted}>{t('beneficiaries.empty')}</p>}
      {rows.map((_, index) => (
        // Rows have no identity but their place; removing one renumbers the rest.
        <div key={index} className={formStyles.partner} role="group" aria-labelledby={`beneficiary-${index}`}>
          <h3 id={`beneficiary-${index}`} className={formStyles.partnerTitle}>
            {t('beneficiaries.beneficiary', { number: index + 1 })}
          </h3>
          <div className={formStyles.grid}>
            <TextField name={`beneficiaries.${index}.name`} label={t('beneficiaries.name')} required />
            <TextField name={`beneficiaries.${index}.surname`} label={t('beneficiaries.surname')} required />
            <TextField name={`beneficiaries.${index}.id_number`} label={t('beneficiaries.id_number')} required />
            <TextField name={`beneficiaries.${index}.relationship`} label={t('beneficiaries.relationship')} required />
            <TextField name={`beneficiaries.${index}.share`} type="number" inputMode="decimal" label={t('beneficiaries.share')} required />
          </div>
          <div>
            <Button variant="ghost" onClick={() => set(rows.filter((__, other) => other !== index))}>
              {t('beneficiaries.remove', { number: index + 1 })}
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => set([...rows, {}])}>
          {t('beneficiaries.add')}
        </Button>
      </div>
    </>
  );
}

const validateBeneficiaries = createValidate(accountBeneficiariesRequestSchema);

export function BeneficiariesSection({ account, labelledBy }: SectionOf) {
  const { t } = useTranslation('account');
  const onSubmit = useSave('beneficiaries');
  const initial = useMemo(
    () => ({ beneficiaries: (account.beneficiaries ?? []).map((beneficiary) => ({ ...beneficiary, share: String(beneficiary.share) })) }),
    [account.beneficiaries],
  );
  return (
    <SectionForm initialValues={initial} onSubmit={onSubmit} validate={validateBeneficiaries} submitLabel={t('page.save')} aria-labelledby={labelledBy}>
      <BeneficiaryRows />
    </SectionForm>
  );
}

/** The commercial communications consent (PATCH /users/me/account/preferences). */
export function CommunicationsSection({ account, labelledBy }: SectionOf) {
  const { t } = useTranslation('account');
  const { mutateAsync } = useSavePreferences();
  const onSubmit = useSectionSave('communications', (values: { commercial_communications?: boolean }) =>
    mutateAsync({ commercial_communications: values.commercial_communications === true }),
  );
  const initial = useMemo(() => ({ commercial_communications: account.preferences.commercial_communications }), [account.preferences]);
  return (
    <SectionForm initialValues={initial} onSubmit={onSubmit} validate={() => undefined} submitLabel={t('page.save')} aria-labelledby={labelledBy}>
      <CheckboxField name="commercial_communications" label={t('communications.consent')} />
    </SectionForm>
  );
}

/** The language the platform writes e-mails in (PATCH /users/me/account/preferences). */
export function LanguageSection({ account, labelledBy }: SectionOf) {
  const { t } = useTranslation('account');
  const { mutateAsync } = useSavePreferences();
  const onSubmit = useSectionSave('language', (values: { language?: string }) => mutateAsync({ language: values.language as (typeof LOCALES)[number] }));
  const initial = useMemo(() => ({ language: account.preferences.language ?? undefined }), [account.preferences]);
  return (
    <SectionForm initialValues={initial} onSubmit={onSubmit} validate={() => undefined} submitLabel={t('page.save')} aria-labelledby={labelledBy}>
      <SelectField
        name="language"
        label={t('language.label')}
        placeholder={t('language.default')}
        options={LOCALES.map((value) => ({ value, label: t(LANGUAGE_KEYS[value]) }))}
      />
    </SectionForm>
  );
}
