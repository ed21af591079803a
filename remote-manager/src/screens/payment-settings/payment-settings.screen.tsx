import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { HOSTED_PAYMENT_METHODS, paymentSettingsFormSchema, type PaymentSettingsAnswer, type PaymentSettingsInput } from 'shared';
import { createValidate, FORM_ERROR, SelectField, TextField } from 'shared/forms';
import { Button, PageHeader, QueryState } from 'shared/ui';
import { readApiError, useNotify } from 'host/platform';
import { usePaymentSettings, useSavePaymentSettings } from './payment-settings.api';
import styles from './payment-settings.module.css';

const validate = createValidate(paymentSettingsFormSchema);
const SAVE_FAILED = 'save_failed';

/** The method names the investor sees, in the manager's words. */
const METHOD_LABELS = {
  card_provider: 'payment_settings.methods.card_provider',
  card_terminal: 'payment_settings.methods.card_terminal',
  bizum: 'payment_settings.methods.bizum',
  crypto_wallet: 'payment_settings.methods.crypto_wallet',
} as const;

function initialValuesOf({ settings }: PaymentSettingsAnswer): PaymentSettingsInput {
  return {
    iban: settings.iban ?? '',
    bic: settings.bic ?? '',
    beneficiary: settings.beneficiary ?? '',
    bank_transfer_fee: settings.bank_transfer_fee ?? '',
    card_fee_percent: settings.card_fee_percent ?? '',
    method_providers: { ...settings.method_providers },
  };
}

function SettingsForm({ answer }: { answer: PaymentSettingsAnswer }) {
  const { t } = useTranslation('manager');
  const notify = useNotify();
  const save = useSavePaymentSettings();
  // New initial values reset the form: they change only with what the API holds (loaded or saved),
  // never on a render of their own, such as the one a failed save causes.
  const initialValues = useMemo(() => initialValuesOf(answer), [answer]);

  async function submit(values: PaymentSettingsInput) {
    try {
      await save.mutateAsync(values);
      notify.success('manager:payment_settings.saved');
      return undefined;
    } catch (error) {
      const { fieldErrors } = readApiError(error);
      return fieldErrors ?? { [FORM_ERROR]: SAVE_FAILED };
    }
  }

  return (
    <Form<PaymentSettingsInput> onSubmit={submit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, pristine }) => (
        <form className={styles.form} aria-label={t('payment_settings.form_label')} noValidate onSubmit={(event) => void handleSubmit(event)}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('payment_settings.account.title')}</legend>
            <p className={styles.note}>{t('payment_settings.account.note')}</p>
            <TextField name="beneficiary" label={t('payment_settings.account.beneficiary')} required />
            <div className={styles.grid}>
              <TextField name="iban" label={t('payment_settings.account.iban')} hint={t('payment_settings.account.iban_hint')} required />
              <TextField name="bic" label={t('payment_settings.account.bic')} />
            </div>
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('payment_settings.fees.title')}</legend>
            <p className={styles.note}>{t('payment_settings.fees.note')}</p>
            <div className={styles.grid}>
              <TextField name="bank_transfer_fee" type="number" inputMode="decimal" label={t('payment_settings.fees.bank_transfer_fee')} hint={t('payment_settings.fees.bank_transfer_fee_hint')} />
              <TextField name="card_fee_percent" type="number" inputMode="decimal" label={t('payment_settings.fees.card_fee_percent')} hint={t('payment_settings.fees.card_fee_percent_hint')} />
            </div>
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('payment_settings.providers.title')}</legend>
            <p className={styles.note}>{t('payment_settings.providers.note')}</p>
            <div className={styles.grid}>
              {HOSTED_PAYMENT_METHODS.map((method) => (
                <SelectField
                  key={method}
                  name={`method_providers.${method}`}
                  label={t(METHOD_LABELS[method])}
                  placeholder={t('payment_settings.providers.default')}
                  options={(answer.adapters[method] ?? []).map((name) => ({ value: name, label: name }))}
                />
              ))}
            </div>
          </fieldset>

          {submitError === SAVE_FAILED && (
            <p role="alert" className={styles.error}>
              {t('payment_settings.save_failed')}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={submitting} disabled={pristine}>
              {t('payment_settings.save')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** `/manager/payment-settings`: where investors' transfers go, the fees they pay, and the adapter of each hosted method. */
export default function PaymentSettingsScreen() {
  const { t } = useTranslation('manager');
  const settings = usePaymentSettings();
  return (
    <div className={styles.page}>
      <PageHeader title={t('payment_settings.title')} description={t('payment_settings.description')} />
      <QueryState query={settings} errorTitle={t('payment_settings.load_failed')} loadingLabel={t('payment_settings.loading')}>
        {(answer) => <SettingsForm answer={answer} />}
      </QueryState>
    </div>
  );
}
