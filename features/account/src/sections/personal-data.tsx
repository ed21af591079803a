import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_STATUSES, GENDERS, MARITAL_STATUSES, personalDataRequestSchema } from 'shared';
import { CheckboxField, createValidate, SelectField, TextField } from 'shared/forms';
import { SectionForm, type SectionProps, type SectionValues } from './section-form';
import styles from './section-form.module.css';

const validate = createValidate(personalDataRequestSchema);
const MARRIED: readonly string[] = ['married_separation_of_property', 'married_community_property'];

export type PersonalDataOptions = {
  /** The tenant's `hide.extraFields`: only the fields the contract needs (no second phone, gender, situation). */
  hideExtraFields?: boolean;
  /** The consent has a section of its own on the account page. */
  withCommercialCommunications?: boolean;
};

function SpouseFields() {
  const { t } = useTranslation('account');
  const { input } = useField<string>('marital_status', { subscription: { value: true } });
  if (!MARRIED.includes(input.value)) return null;
  return (
    <div className={styles.grid}>
      <TextField name="spouse_name" label={t('personal.spouse_name')} />
      <TextField name="spouse_surname" label={t('personal.spouse_surname')} />
      <TextField name="spouse_id_number" label={t('personal.spouse_id_number')} hint={t('personal.id_hint')} />
    </div>
  );
}

/** Personal data (PUT /users/me/personal-data in the onboarding, /users/me/account/personal on the account page). */
export function PersonalDataSection<TValues extends SectionValues>({
  hideExtraFields = false,
  withCommercialCommunications = true,
  ...props
}: SectionProps<TValues> & PersonalDataOptions) {
  const { t } = useTranslation(['account', 'domain']);
  return (
    <SectionForm {...props} validate={validate}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('personal.identity')}</legend>
        <div className={styles.grid}>
          <TextField name="name" label={t('personal.name')} autoComplete="given-name" required />
          <TextField name="surname" label={t('personal.surname')} autoComplete="family-name" required />
          <TextField name="birthday" type="date" label={t('personal.birthday')} autoComplete="bday" required />
          {!hideExtraFields && (
            <SelectField name="gender" label={t('personal.gender')} options={GENDERS.map((value) => ({ value, label: t(`domain:gender.${value}`) }))} />
          )}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('personal.contact')}</legend>
        <div className={styles.grid}>
          <TextField name="phone" type="tel" label={t('personal.phone')} hint={t('personal.phone_hint')} autoComplete="tel" required />
          {!hideExtraFields && <TextField name="secondary_phone" type="tel" label={t('personal.secondary_phone')} autoComplete="tel" />}
        </div>
        {withCommercialCommunications && <CheckboxField name="commercial_communications" label={t('personal.commercial_communications')} />}
      </fieldset>
      {!hideExtraFields && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('personal.situation')}</legend>
          <div className={styles.grid}>
            <SelectField
              name="occupation"
              label={t('personal.occupation')}
              options={EMPLOYMENT_STATUSES.map((value) => ({ value, label: t(`domain:employment.${value}`) }))}
            />
            <SelectField
              name="marital_status"
              label={t('personal.marital_status')}
              options={MARITAL_STATUSES.map((value) => ({ value, label: t(`domain:marital_status.${value}`) }))}
            />
          </div>
          <SpouseFields />
        </fieldset>
      )}
    </SectionForm>
  );
}
