import { useTranslation } from 'react-i18next';
import { useField } from 'react-final-form';
import type { BroadcastAudience } from 'shared';
import { RadioGroupField, useFieldErrorText } from 'shared/forms';
import { Input, Select, Skeleton, Textarea } from 'shared/ui';
import { AUDIENCE_LABEL, FIELD_LABEL } from './labels';
import styles from './notifications.module.css';

type Options = { isPending: boolean; isError: boolean; data?: { value: string; label: string }[] };

/** The project or user a broadcast goes to, from a list that may still load or have failed. */
function RecipientField({ name, label, options, loadError }: { name: 'issuance_id' | 'user_id'; label: string; options: Options; loadError: string }) {
  const { t } = useTranslation('notifications');
  const { input, meta } = useField<string>(name);
  const error = useFieldErrorText(meta);
  if (options.isPending) return <Skeleton height={40} />;
  return (
    <Select
      label={label}
      placeholder={t('compose.choose')}
      options={options.data ?? []}
      name={input.name}
      value={input.value ?? ''}
      error={error ?? (options.isError ? loadError : undefined)}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
    />
  );
}

/** A title or body in one language, marked with that language for screen readers and spelling. */
function LocalizedField({ field, lang }: { field: 'title' | 'body'; lang: 'es' | 'en' }) {
  const { t } = useTranslation('notifications');
  const { input, meta } = useField<string>(`${field}.${lang}`);
  const props = {
    label: t(FIELD_LABEL[field][lang]),
    name: input.name,
    value: input.value ?? '',
    error: useFieldErrorText(meta),
    lang,
    required: true,
    onChange: input.onChange,
    onBlur: input.onBlur,
    onFocus: input.onFocus,
  };
  return field === 'title' ? <Input {...props} /> : <Textarea {...props} rows={4} />;
}

/** The audience (a manager chooses; an entrepreneur writes to a project's investors), the
 * recipient it needs, and the text in both languages. */
export function ComposeFields({ audiences, audience, projects, users }: { audiences: readonly BroadcastAudience[]; audience: BroadcastAudience; projects: Options; users: Options }) {
  const { t } = useTranslation('notifications');
  return (
    <>
      {audiences.length > 1 && (
        <RadioGroupField name="audience" legend={t('compose.audience_legend')} options={audiences.map((value) => ({ value, label: t(AUDIENCE_LABEL[value]) }))} />
      )}
      {audience === 'project_investors' && <RecipientField name="issuance_id" label={t('compose.project')} options={projects} loadError={t('compose.projects_error')} />}
      {audience === 'user' && <RecipientField name="user_id" label={t('compose.user')} options={users} loadError={t('compose.users_error')} />}
      <div className={styles.languages}>
        <div>
          <LocalizedField field="title" lang="es" />
          <LocalizedField field="body" lang="es" />
        </div>
        <div>
          <LocalizedField field="title" lang="en" />
          <LocalizedField field="body" lang="en" />
        </div>
      </div>
    </>
  );
}
