import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { ArrowLeft } from 'lucide-react';
import * as v from 'valibot';
import { createTokenRequestSchema, type CreateTokenRequest } from 'shared';
import { Button, PageHeader } from 'shared/ui';
import { createValidate, SelectField, TextField, type FormErrors } from 'shared/forms';
import { readApiError, useNotify } from 'host/platform';
import type { IssuanceArea } from '../area';
import '../messages';
import { useCreateToken, useTokenCandidates } from './tokens.api';
import styles from '../list/list.module.css';
import tokenStyles from './tokens.module.css';

const validate = createValidate(createTokenRequestSchema);

type Failure = 'token_exists' | 'failed';

/** A new token for an issuance: its name, symbol and acronym, and its contract once deployed. */
export function NewTokenPage({ area }: { area: IssuanceArea }) {
  const { t } = useTranslation('issuance-admin');
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateToken(area.ns);
  // Only issuances without a token are offered; one taken meanwhile is refused with 409 `token_exists`, said on the form.
  const candidates = useTokenCandidates(area.ns);
  const options = useMemo(() => (candidates.data ?? []).map((candidate) => ({ value: candidate.issuance_id, label: candidate.issuance_title })), [candidates.data]);

  async function submit(values: CreateTokenRequest): Promise<FormErrors | undefined> {
    try {
      const created = await create.mutateAsync(v.parse(createTokenRequestSchema, values));
      notify.success('issuance-admin:tokens.form.done', { name: created.name });
      await navigate(area.paths.token.href(created.id));
      return undefined;
    } catch (error) {
      const failure = readApiError(error);
      if (failure.fieldErrors) return failure.fieldErrors;
      const key: Failure = failure.key === 'token_exists' ? 'token_exists' : 'failed';
      return { [FORM_ERROR]: key };
    }
  }

  return (
    <div className={styles.page}>
      <Link className={styles.link} to={area.paths.tokens.href()}>
        <ArrowLeft size={16} aria-hidden="true" /> {t('tokens.back')}
      </Link>
      <PageHeader title={t('tokens.form.title')} description={t('tokens.form.description')} />
      <Form<CreateTokenRequest> onSubmit={submit} validate={validate}>
        {({ handleSubmit, submitting, submitError }) => (
          <form className={tokenStyles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            <SelectField name="issuance_id" label={t('tokens.form.issuance')} hint={t('tokens.form.issuance_hint')} options={options} required />
            <TextField name="name" label={t('tokens.form.name')} required />
            <TextField name="symbol" label={t('tokens.form.symbol')} hint={t('tokens.form.symbol_hint')} required />
            <TextField name="acronym" label={t('tokens.form.acronym')} required />
            <TextField name="contract_address" label={t('tokens.form.contract_address')} hint={t('tokens.form.contract_address_hint')} />
            {typeof submitError === 'string' && (
              <p role="alert" className={tokenStyles.formError}>
                {submitError === 'token_exists' ? t('tokens.form.token_exists') : t('tokens.form.failed')}
              </p>
            )}
            <div className={tokenStyles.actions}>
              <Button type="submit" loading={submitting}>
                {t('tokens.form.submit')}
              </Button>
            </div>
          </form>
        )}
      </Form>
    </div>
  );
}
