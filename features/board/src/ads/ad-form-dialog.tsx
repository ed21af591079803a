import { FORM_ERROR } from 'final-form';
import { Form, FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { readApiError, useNotify } from 'host/platform';
import { adRequestSchema, AD_TYPES, multiplyMoney, toMoney, type Ad, type AdRequestInput, type SellableInvestment } from 'shared';
import { createValidate, RadioGroupField, SelectField, TextareaField, TextField, type FormErrors } from 'shared/forms';
import { Button, Modal } from 'shared/ui';
import { useBoardFormat } from '../board-format';
import { useBoardAds, useHoldings, useSaveAd } from '../board.api';
import styles from '../board.module.css';

const validateRequest = createValidate(adRequestSchema);
type AdForm = { type?: string; investment_id?: string; issuance_id?: string; tokens?: string; unit_price?: string; description?: string };

/** The form's own limit on a sell ad: at most the tokens still available of the chosen investment's project. */
function validateWith(holdings: readonly SellableInvestment[], editing?: Ad) {
  return (values: AdForm): FormErrors | undefined => {
    const errors = validateRequest(values) ?? {};
    if (values.type === 'sell' && !errors.tokens) {
      const held = holdings.find((row) => row.investment_id === values.investment_id);
      const max = (held?.available ?? 0) + (editing?.type === 'sell' ? editing.tokens : 0);
      if (held && Number(values.tokens) > max) errors.tokens = { key: 'validator.error_number_max', params: { max } };
    }
    return Object.keys(errors).length > 0 ? errors : undefined;
  };
}

/** tokens × unit price, shown while typing; nothing until both are numbers. */
function liveAmount(tokens?: string, price?: string): string | null {
  const count = Number(tokens);
  const decimal = price?.trim().replace(',', '.') ?? '';
  if (!Number.isInteger(count) || count <= 0 || !/^\d{1,12}(?:\.\d{1,2})?$/.test(decimal)) return null;
  return multiplyMoney(toMoney(decimal), count);
}

/**
 * "New ad" and "Edit": a sell ad offers tokens of one of the investor's minted investments (the
 * list shows what is still available), a buy ad names a project; the amount is computed as the
 * person types. A new or edited ad is reviewed before it is published again.
 */
export function AdFormDialog({ ad, onClose }: { ad?: Ad; onClose: () => void }) {
  const { t } = useTranslation(['board', 'domain']);
  const format = useBoardFormat();
  const notify = useNotify();
  const holdings = useHoldings();
  const board = useBoardAds({ page: 1, per_page: 100 });
  const save = useSaveAd();
  const rows = holdings.data ?? [];
  const projects = new Map([...rows.map((row) => row.project), ...(board.data?.data ?? []).map((item) => item.project)].map((project) => [project.id, project]));

  async function submit(values: AdForm): Promise<FormErrors | undefined> {
    try {
      await save.mutateAsync({ id: ad?.id, values: v.parse(adRequestSchema, values as AdRequestInput) });
      notify.success(ad ? 'board:board.form.updated' : 'board:board.form.created');
      onClose();
      return undefined;
    } catch (error) {
      const failure = readApiError(error);
      if (failure.fieldErrors) return failure.fieldErrors;
      return { [FORM_ERROR]: failure.key === 'tokens_not_available' || failure.key === 'ad_not_open' ? failure.key : 'failed' };
    }
  }

  const initialValues: AdForm = ad
    ? { type: ad.type, investment_id: ad.investment_id ?? undefined, issuance_id: ad.project.id, tokens: String(ad.tokens), unit_price: ad.unit_price, description: ad.description ?? undefined }
    : { type: 'sell' };

  return (
    <Modal open onClose={onClose} title={ad ? t('board.form.edit_title', { reference: ad.reference }) : t('board.form.new_title')} description={t('board.form.review_note')}>
      <Form<AdForm> onSubmit={submit} validate={validateWith(rows, ad)} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError, values }) => {
          const held = rows.find((row) => row.investment_id === values.investment_id);
          return (
            <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
              {!ad && <RadioGroupField name="type" legend={t('board.form.type')} options={AD_TYPES.map((type) => ({ value: type, label: t(`domain:ad_type.${type}`) }))} inline required />}
              {values.type === 'sell' ? (
                <SelectField
                  name="investment_id"
                  label={t('board.form.investment')}
                  hint={held ? t('board.form.available', { tokens: format.tokens(held.available, held.project.token_symbol) }) : holdings.data && rows.length === 0 ? t('board.form.no_holdings') : undefined}
                  placeholder={t('board.form.choose_investment')}
                  options={rows.map((row) => ({ value: row.investment_id, label: t('board.form.investment_option', { project: row.project.title, tokens: format.tokens(row.available, row.project.token_symbol) }) }))}
                  disabled={Boolean(ad)}
                  required
                />
              ) : (
                <SelectField
                  name="issuance_id"
                  label={t('board.form.project')}
                  placeholder={t('board.form.choose_project')}
                  options={[...projects.values()].map((project) => ({ value: project.id, label: project.title }))}
                  disabled={Boolean(ad)}
                  required
                />
              )}
              <TextField name="tokens" type="number" label={t('board.form.tokens')} inputMode="numeric" required />
              <TextField name="unit_price" label={t('board.form.unit_price')} numeric inputMode="decimal" required />
              <FormSpy subscription={{ values: true }}>
                {({ values: current }: { values: AdForm }) => {
                  const amount = liveAmount(current.tokens, current.unit_price);
                  return (
                    <p className={styles.computed} aria-live="polite">
                      {t('board.form.amount')}: <strong>{amount ? format.money(amount) : '—'}</strong>
                    </p>
                  );
                }}
              </FormSpy>
              <TextareaField name="description" label={t('board.form.description')} hint={t('board.form.description_hint')} rows={4} maxLength={1000} />
              {typeof submitError === 'string' && (
                <p className={styles.formError} role="alert">
                  {t(`board.form.errors.${submitError === 'tokens_not_available' || submitError === 'ad_not_open' ? submitError : 'failed'}`)}
                </p>
              )}
              <div className={styles.buttons}>
                <Button variant="secondary" onClick={onClose}>
                  {t('board.cancel')}
                </Button>
                <Button type="submit" loading={submitting}>
                  {ad ? t('board.form.save') : t('board.form.publish')}
                </Button>
              </div>
            </form>
          );
        }}
      </Form>
    </Modal>
  );
}
