import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { accountUserTypeRequestSchema, DECLARATION_WORD } from 'shared';
import { createValidate, RadioGroupField } from 'shared/forms';
import { DeclarationField } from './declaration-field';
import { SectionForm, type SectionProps, type SectionValues } from './section-form';
import styles from './section-form.module.css';

const validate = createValidate(accountUserTypeRequestSchema);

/** What makes an investor sophisticated, for the person type chosen (Regulation (EU) 2020/1503, Art. 21). */
function Criteria({ headingLevel }: { headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('account');
  const { input } = useField<string>('person_type', { subscription: { value: true } });
  const legal = input.value === 'legal';
  return (
    <section className={styles.fieldset} aria-labelledby="criteria-title">
      <Heading id="criteria-title" className={styles.legend}>
        {t('investor_type.criteria.title')}
      </Heading>
      <p className={styles.note}>{legal ? t('investor_type.criteria.legal_intro') : t('investor_type.criteria.natural_intro')}</p>
      {legal ? (
        <ul className={styles.explain}>
          <li>{t('investor_type.criteria.legal_own_funds')}</li>
          <li>{t('investor_type.criteria.legal_turnover')}</li>
          <li>{t('investor_type.criteria.legal_balance')}</li>
        </ul>
      ) : (
        <ul className={styles.explain}>
          <li>{t('investor_type.criteria.natural_income')}</li>
          <li>{t('investor_type.criteria.natural_experience')}</li>
          <li>{t('investor_type.criteria.natural_transactions')}</li>
        </ul>
      )}
      <p className={styles.note}>{t('investor_type.criteria.professional')}</p>
      <p className={styles.note}>{t('investor_type.criteria.non_sophisticated')}</p>
    </section>
  );
}

function Declaration() {
  const { t } = useTranslation('account');
  const { input } = useField<string>('sophisticated', { subscription: { value: true } });
  if (input.value !== 'true') return null;
  return (
    <div className={styles.fieldset}>
      <DeclarationField text={t('investor_type.declaration_text')} label={t('investor_type.declaration_label', { word: DECLARATION_WORD })} />
    </div>
  );
}

/**
 * Natural or legal person, sophisticated or not (with the typed declaration). With the tenant's
 * `hide.legalTypeInvestor` only natural persons are offered: the choice is not shown and the
 * caller's initial values say natural.
 */
export function InvestorTypeSection<TValues extends SectionValues>({
  hideLegalType = false,
  headingLevel = 2,
  ...props
}: SectionProps<TValues> & { hideLegalType?: boolean; /** 3 inside a page whose sections are headed by h2. */ headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(['account', 'domain']);
  return (
    <SectionForm {...props} validate={validate}>
      {!hideLegalType && (
        <RadioGroupField
          name="person_type"
          legend={t('investor_type.person_type')}
          required
          options={[
            { value: 'natural', label: t('domain:person_type.natural') },
            { value: 'legal', label: t('domain:person_type.legal') },
          ]}
        />
      )}
      <Criteria headingLevel={headingLevel} />
      <RadioGroupField
        name="sophisticated"
        legend={t('investor_type.sophisticated')}
        required
        options={[
          { value: 'false', label: t('investor_type.non_sophisticated_option') },
          { value: 'true', label: t('investor_type.sophisticated_option') },
        ]}
      />
      <Declaration />
    </SectionForm>
  );
}
