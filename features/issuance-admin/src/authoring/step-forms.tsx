import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useField, useForm, useFormState } from 'react-final-form';
import * as v from 'valibot';
import { basicsStepSchema, PRODUCT_TYPES, PROJECT_MODALITIES, SUBTITLE_MAX_LENGTH, tokenStepSchema, totalForSale, type IssuanceDraft } from 'shared';
import { SelectField, TextareaField, TextField } from 'shared/forms';
import { useCurrency } from 'host/platform';
import { useSlugAvailability } from './authoring.api';
import { StepForm, type StepProps } from './step-form';
import { SLUG_STATES, STORY_LABELS, TOKEN_LABELS } from './labels';
import styles from './authoring.module.css';

const BASICS_FIELDS = ['title', 'subtitle', 'slug', 'client_uuid', 'product_type', 'modality'] as const;
const STORY_FIELDS = ['short_description', 'product', 'market', 'competitors', 'business_model', 'projections'] as const;
const TOKEN_FIELDS = [
  'token_name',
  'token_symbol',
  'token_acronym',
  'price',
  'tokens_for_sale',
  'min_offer',
  'max_offer',
  'soft_cap',
  'max_fundraising',
  'minimum_contribution',
  'equity',
  'premoney',
  'start_date',
  'end_date',
  'expiry_date',
  'smart_contract_address',
] as const;

/** The slug a title suggests: lower case, accents dropped, words joined by hyphens. */
function slugFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

const SLUG_CHECK_DELAY_MS = 400;
// The contract's rules of single fields, to compute and check as the person types.
const slugRule = basicsStepSchema.entries.slug;
const tokenRules = tokenStepSchema.pipe[0].entries;
type SlugState = 'idle' | 'checking' | 'available' | 'taken';

/** The slug, suggested from the title until the person types their own, and checked against the tenant's issuances as it changes. */
function SlugField({ area, except }: { area: string; except: string | undefined }) {
  const { t } = useTranslation('issuance-admin');
  const form = useForm();
  const title = useField<string>('title', { subscription: { value: true } }).input.value;
  const slug = useField<string>('slug', { subscription: { value: true } }).input.value ?? '';
  const suggested = useRef(slugFromTitle(title ?? ''));
  const valid = v.is(slugRule, slug);
  // The slug asked about: the typed one once the person pauses, so each keystroke is not a request.
  const [asked, setAsked] = useState<string | undefined>();
  const availability = useSlugAvailability(area, valid ? asked : undefined, except);

  useEffect(() => {
    const next = slugFromTitle(title ?? '');
    const current = form.getFieldState('slug')?.value as string | undefined;
    // Only a slug the person has not written themselves follows the title.
    if (!current || current === suggested.current) form.change('slug', next || undefined);
    suggested.current = next;
  }, [title, form]);

  useEffect(() => {
    if (!valid) return undefined;
    const timer = setTimeout(() => setAsked(slug), SLUG_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [slug, valid]);

  // A failed check says nothing: the API checks the slug again when the step is saved.
  const state: SlugState = !valid ? 'idle' : asked !== slug || availability.isFetching ? 'checking' : availability.data === undefined ? 'idle' : availability.data ? 'available' : 'taken';
  const status = state === 'idle' ? t('authoring.basics.slug_hint') : t(SLUG_STATES[state], { slug });
  return (
    <TextField
      name="slug"
      label={t('authoring.basics.slug')}
      hint={
        <span aria-live="polite" className={state === 'taken' ? styles.error : undefined}>
          {status}
        </span>
      }
      required
    />
  );
}

function useOptions(kind: 'product_type' | 'modality') {
  const { t } = useTranslation('domain');
  return kind === 'product_type'
    ? PRODUCT_TYPES.map((value) => ({ value, label: t(`product_type.${value}`) }))
    : PROJECT_MODALITIES.map((value) => ({ value, label: t(`modality.${value}`) }));
}

export function BasicsForm(props: StepProps) {
  const { t } = useTranslation('issuance-admin');
  return (
    <StepForm {...props} step="basics" fields={BASICS_FIELDS}>
      <TextField name="title" label={t('authoring.basics.title')} required />
      <TextField name="subtitle" label={t('authoring.basics.subtitle')} hint={t('authoring.basics.subtitle_hint', { max: SUBTITLE_MAX_LENGTH })} maxLength={SUBTITLE_MAX_LENGTH + 20} required />
      <SlugField area={props.area.ns} except={props.draft?.id} />
      <div className={styles.grid}>
        <SelectField name="product_type" label={t('authoring.basics.product_type')} options={useOptions('product_type')} required />
        <SelectField name="modality" label={t('authoring.basics.modality')} options={useOptions('modality')} required />
      </div>
      <TextField name="client_uuid" label={t('authoring.basics.client_uuid')} hint={t('authoring.basics.client_uuid_hint')} />
    </StepForm>
  );
}

export function StoryForm(props: StepProps & { draft: IssuanceDraft }) {
  const { t } = useTranslation('issuance-admin');
  return (
    <StepForm {...props} step="story" fields={STORY_FIELDS}>
      <TextareaField name="short_description" label={t('authoring.story.short_description')} hint={t('authoring.story.short_description_hint')} rows={3} required />
      {(['product', 'market', 'competitors', 'business_model', 'projections'] as const).map((field) => (
        <TextareaField key={field} name={field} label={t(STORY_LABELS[field])} rows={4} />
      ))}
    </StepForm>
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The total for sale and the campaign's days, from what is typed so far (nothing while a figure is not valid). */
function TokenFigures() {
  const { t } = useTranslation('issuance-admin');
  const { format } = useCurrency();
  const { values } = useFormState<Record<string, string | undefined>>({ subscription: { values: true } });
  const price = v.safeParse(tokenRules.price, values.price);
  const tokens = v.safeParse(tokenRules.tokens_for_sale, values.tokens_for_sale);
  const start = v.safeParse(tokenRules.start_date, values.start_date);
  const end = v.safeParse(tokenRules.end_date, values.end_date);
  const total = price.success && tokens.success ? format(totalForSale(price.output, tokens.output)) : '—';
  const days = start.success && end.success && end.output > start.output ? Math.round((Date.parse(end.output) - Date.parse(start.output)) / DAY_MS) : undefined;
  return (
    <dl className={styles.figures} aria-live="polite">
      <div>
        <dt>{t('authoring.token.total')}</dt>
        <dd>{total}</dd>
      </div>
      <div>
        <dt>{t('authoring.token.duration')}</dt>
        <dd>{days === undefined ? '—' : t('authoring.token.days', { count: days })}</dd>
      </div>
    </dl>
  );
}

export function TokenForm(props: StepProps & { draft: IssuanceDraft }) {
  const { t } = useTranslation('issuance-admin');
  const locked = new Set(props.draft.locked_fields);
  const field = (name: (typeof TOKEN_FIELDS)[number], options: { required?: boolean; type?: 'number' | 'date'; hint?: string } = {}) => (
    <TextField
      name={name}
      label={t(TOKEN_LABELS[name])}
      type={options.type === 'date' ? 'date' : options.type === 'number' ? 'number' : 'text'}
      required={options.required}
      disabled={locked.has(name)}
      hint={locked.has(name) ? t('authoring.token.locked') : options.hint}
    />
  );
  return (
    <StepForm {...props} step="token" fields={TOKEN_FIELDS}>
      {locked.size > 0 && (
        <p className={styles.warning} role="note">
          {t('authoring.token.locked_notice')}
        </p>
      )}
      <div className={styles.grid}>
        {field('token_name', { required: true })}
        {field('token_symbol', { required: true })}
        {field('token_acronym')}
        {field('smart_contract_address', { hint: t('authoring.token.smart_contract_address_hint') })}
      </div>
      <div className={styles.grid}>
        {field('price', { required: true, type: 'number' })}
        {field('tokens_for_sale', { required: true, type: 'number' })}
        {field('min_offer', { required: true, type: 'number' })}
        {field('max_offer', { required: true, type: 'number' })}
        {field('soft_cap', { required: true, type: 'number' })}
        {field('max_fundraising', { required: true, type: 'number', hint: t('authoring.token.max_fundraising_hint') })}
        {field('minimum_contribution', { type: 'number' })}
        {field('equity', { type: 'number', hint: t('authoring.token.equity_hint') })}
        {field('premoney', { type: 'number' })}
      </div>
      <div className={styles.grid}>
        {field('start_date', { required: true, type: 'date' })}
        {field('end_date', { required: true, type: 'date' })}
        {field('expiry_date', { type: 'date' })}
      </div>
      <TokenFigures />
    </StepForm>
  );
}
