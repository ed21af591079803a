import { useMemo } from 'react';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrency } from 'host/platform';
import {
  accountBeneficiariesRequestSchema,
  accountPublicNameRequestSchema,
  accountWalletRequestSchema,
  formatDate,
  LOCALES,
  localeOf,
  type Account,
} from 'shared';
import { CheckboxField, createValidate, SelectField, TextField } from 'shared/forms';
import { Badge, Button } from 'shared/ui';
import { SectionForm, type SectionValues } from '../sections/section-form';
import formStyles from '../sections/section-form.module.css';
import { useSaveAccountSection, useSavePreferences } from './account.api';
import { useSectionSave } from './use-section-save';
import styles from './account-page.module.css';

type SectionOf = { account: Account; labelledBy: string };

const SUITABILITY_RESULT_KEYS = { pass: 'suitability.results.pass', fail: 'suitability.results.fail' } as const;
const LANGUAGE_KEYS = { es: 'language.es', en: 'language.en' } as const;

/** The knowledge test's last result and when; it is taken again from a project's invest flow. */
export function SuitabilitySection({ account, retakeHref }: { account: Account; retakeHref?: string }) {
  const { t, i18n } = useTranslation('account');
  const locale = localeOf(i18n.language);
  const test = account.suitability;
  if (!test || test.result === null) return <p className={styles.muted}>{t('suitability.none')}</p>;
  return (
    <>
      {/* A definition list holds only term and definition pairs (axe: definition-list); the date and the links follow it. */}
      <dl className={styles.facts}>
        <div>
          <dt>{t('suitability.result')}</dt>
          <dd>
            <Badge tone={test.result === 'pass' ? 'success' : 'warning'} label={t(SUITABILITY_RESULT_KEYS[test.result])} />
            {test.score !== null && <span className={styles.muted}> {t('suitability.score', { score: test.score, pass: test.pass_mark })}</span>}
          </dd>
        </div>
      </dl>
      {test.completed_at && <p className={styles.muted}>{t('suitability.date', { date: formatDate(test.completed_at, locale) })}</p>}
      {test.declared_at && <p className={styles.muted}>{t('suitability.declared', { date: formatDate(test.declared_at, locale) })}</p>}
      {retakeHref && (test.can_retry || test.result === 'pass' ? <Link to={retakeHref}>{t('suitability.retake')}</Link> : <p className={styles.muted}>{t('suitability.retake_closed')}</p>)}
    </>
  );
}

const validateWallet = createValidate(accountWalletRequestSchema);

function useSave(section: 'wallet' | 'public_name' | 'beneficiaries') {
  const { mutateAsync } = useSaveAccountSection(section);
  return useSectionSave(section, (values: SectionValues) => mutateAsync(values));
}

export function WalletSection({ account, labelledBy }: SectionOf) {
  const { t } = useTranslation('account');
  const onSubmit = useSave('wallet');
  const initial = useMemo(() => ({ wallet_address: account.wallet?.wallet_address ?? undefined }), [account.wallet]);
  return (
    <SectionForm initialValues={initial} onSubmit={onSubmit} validate={validateWallet} submitLabel={t('page.save')} aria-labelledby={labelledBy}>
      <TextField name="wallet_address" label={t('wallet.address')} hint={t('wallet.hint')} autoComplete="off" required />
    </SectionForm>
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

/** Sophisticated or not, and the loss-bearing figures of the last simulation (read here, changed in their own flows). */
export function InvestorProfileSection({ account }: { account: Account }) {
  const { t, i18n } = useTranslation('account');
  const { format } = useCurrency();
  const locale = localeOf(i18n.language);
  const profile = account.investor_profile;
  const loss = profile?.loss_bearing ?? null;
  return (
    <div className={styles.stack}>
      {profile?.sophisticated === null || !profile ? (
        <p className={styles.muted}>{t('investor_profile.unknown')}</p>
      ) : (
        <p>
          <strong>{profile.sophisticated ? t('investor_profile.sophisticated') : t('investor_profile.non_sophisticated')}</strong>
          {profile.declared_at && <span className={styles.muted}> · {t('investor_profile.declared_at', { date: formatDate(profile.declared_at, locale) })}</span>}
        </p>
      )}
      <h3 className={styles.subtitle}>{t('investor_profile.loss_bearing')}</h3>
      {loss ? (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>{t('investor_profile.annual_income')}</dt>
              <dd>{format(loss.annual_income)}</dd>
            </div>
            <div>
              <dt>{t('investor_profile.liquid_assets')}</dt>
              <dd>{format(loss.liquid_assets)}</dd>
            </div>
            <div>
              <dt>{t('investor_profile.financial_commitments')}</dt>
              <dd>{format(loss.financial_commitments)}</dd>
            </div>
            <div>
              <dt>{t('investor_profile.net_worth')}</dt>
              <dd>{format(loss.net_worth)}</dd>
            </div>
            <div>
              <dt>{t('investor_profile.capacity')}</dt>
              <dd>{format(loss.capacity)}</dd>
            </div>
          </dl>
          <p className={styles.muted}>{t('investor_profile.calculated_at', { date: formatDate(loss.calculated_at, locale) })}</p>
        </>
      ) : (
        <p className={styles.muted}>{t('investor_profile.no_simulation')}</p>
      )}
      <p className={styles.muted}>{t('investor_profile.change')}</p>
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
