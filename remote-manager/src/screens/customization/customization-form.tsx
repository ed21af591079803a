import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CURRENCY_SYMBOL_POSITIONS,
  CUSTOM_CSS_MAX_LENGTH,
  EXTRAS_FLAGS,
  HIDE_FLAGS,
  MODULE_ADAPTERS,
  MODULE_DEFAULT_ADAPTERS,
  REGISTER_PROFILE_FIELDS,
  THEME_COLORS,
  THEME_FONT_NAMES,
  THEME_RADIUS_MAX,
  projectStatusKey,
  type CustomizationDraft,
  type ModuleAdapter,
  type ThemeColor,
} from 'shared';
import { Button, Checkbox, Input, Select, Textarea } from 'shared/ui';
import { ADAPTER_LABELS, ANALYTICS_LABELS, COLOR_LABELS, EXTRAS_LABELS, FONT_LABELS, HIDE_LABELS, LANGUAGE_LABELS, MODULE_LABELS, POSITION_LABELS, REGISTER_LABELS, TEXT_LABELS, URL_LABELS } from './customization-words';
import { ImageUpload } from './image-upload';
import { OrderList } from './order-list';
import styles from './customization.module.css';

export type Errors = Record<string, string>;
type Change = (update: (draft: CustomizationDraft) => void) => void;
type SectionProps = { draft: CustomizationDraft; change: Change; errors: Errors };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`customization-${id}`}>
      <h2 id={`customization-${id}`} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}

/** A colour by picker or by typing its hex; what is typed only reaches the draft once it is a colour. */
function ColorField({ name, value, onChange, error }: { name: ThemeColor; value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useTranslation('manager');
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // The draft changed elsewhere (a restore, a reload): the text follows it.
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  const label = t(COLOR_LABELS[name]);
  return (
    <div className={styles.colorField}>
      <input type="color" className={styles.swatch} value={value} aria-label={t('customization.theme.picker', { name: label })} onChange={(event) => onChange(event.target.value)} />
      <Input
        label={label}
        value={typed}
        error={error}
        spellCheck={false}
        maxLength={7}
        onChange={(event) => {
          setTyped(event.target.value);
          if (/^#[0-9a-fA-F]{6}$/.test(event.target.value)) onChange(event.target.value.toLowerCase());
        }}
      />
    </div>
  );
}

const orNull = (value: string) => (value === '' ? null : value);

export function ThemeSection({ draft, change, errors }: SectionProps) {
  const { t } = useTranslation('manager');
  return (
    <Section id="theme" title={t('customization.sections.theme')}>
      <div className={styles.colorGrid}>
        {THEME_COLORS.map((name) => (
          <ColorField key={name} name={name} value={draft.theme.colors[name]} error={errors[`theme.colors.${name}`]} onChange={(value) => change((d) => void (d.theme.colors[name] = value))} />
        ))}
      </div>
      <div className={styles.row}>
        <Select
          label={t('customization.theme.font')}
          placeholder={false}
          value={draft.theme.font}
          options={THEME_FONT_NAMES.map((font) => ({ value: font, label: t(FONT_LABELS[font]) }))}
          onChange={(event) => change((d) => void (d.theme.font = event.target.value as CustomizationDraft['theme']['font']))}
          error={errors['theme.font']}
        />
        <Input
          label={t('customization.theme.radius')}
          hint={t('customization.theme.radius_hint', { max: THEME_RADIUS_MAX })}
          type="number"
          min={0}
          max={THEME_RADIUS_MAX}
          value={draft.theme.radius}
          onChange={(event) => change((d) => void (d.theme.radius = Number(event.target.value)))}
          error={errors['theme.radius']}
        />
      </div>
      <Textarea
        label={t('customization.theme.css')}
        hint={t('customization.theme.css_hint', { max: CUSTOM_CSS_MAX_LENGTH })}
        rows={6}
        className={styles.code}
        spellCheck={false}
        value={draft.css}
        onChange={(event) => change((d) => void (d.css = event.target.value))}
        error={errors.css}
      />
    </Section>
  );
}

export function IdentitySection({ draft, change, errors }: SectionProps) {
  const { t } = useTranslation('manager');
  return (
    <Section id="identity" title={t('customization.sections.identity')}>
      <Input label={t('customization.identity.title')} hint={t('customization.identity.title_hint')} value={draft.title ?? ''} onChange={(event) => change((d) => void (d.title = orNull(event.target.value)))} error={errors.title} />
      <ImageUpload
        kind="favicon"
        label={t('customization.identity.favicon')}
        value={draft.image.favicon}
        alt={t('customization.identity.favicon_alt')}
        onChange={(url) => change((d) => void (d.image.favicon = url))}
        error={errors['image.favicon']}
      />
      <ImageUpload
        kind="logo"
        label={t('customization.identity.logo')}
        value={draft.image.logo}
        alt={draft.title ?? t('customization.preview.untitled')}
        onChange={(url) => change((d) => void (d.image.logo = url))}
        error={errors['image.logo']}
      />
      {draft.image.logo && (
        <Button type="button" variant="secondary" onClick={() => change((d) => void (d.image.logo = null))}>
          {t('customization.identity.remove_logo')}
        </Button>
      )}
    </Section>
  );
}

const URL_NAMES = Object.keys(URL_LABELS) as (keyof typeof URL_LABELS)[];

export function UrlsSection({ draft, change, errors }: SectionProps) {
  const { t } = useTranslation('manager');
  return (
    <Section id="urls" title={t('customization.sections.urls')}>
      {URL_NAMES.map((name) => (
        <Input
          key={name}
          label={t(URL_LABELS[name])}
          type="text"
          inputMode="url"
          required={name === 'home'}
          value={draft.urls[name] ?? ''}
          onChange={(event) => change((d) => void (name === 'home' ? (d.urls.home = event.target.value) : (d.urls[name] = orNull(event.target.value))))}
          error={errors[`urls.${name}`]}
        />
      ))}
    </Section>
  );
}

export function CurrencySection({ draft, change, errors }: SectionProps) {
  const { t } = useTranslation('manager');
  return (
    <Section id="currency" title={t('customization.sections.currency')}>
      <div className={styles.row}>
        <Input label={t('customization.currency.symbol')} required value={draft.currency.symbol} onChange={(event) => change((d) => void (d.currency.symbol = event.target.value))} error={errors['currency.symbol']} />
        <Select
          label={t('customization.currency.position')}
          placeholder={false}
          value={draft.currency.symbol_position}
          options={CURRENCY_SYMBOL_POSITIONS.map((position) => ({ value: position, label: t(POSITION_LABELS[position]) }))}
          onChange={(event) => change((d) => void (d.currency.symbol_position = event.target.value as CustomizationDraft['currency']['symbol_position']))}
        />
      </div>
      <div className={styles.row}>
        <Input label={t('customization.currency.code')} required maxLength={3} value={draft.currency.code} onChange={(event) => change((d) => void (d.currency.code = event.target.value))} error={errors['currency.code']} />
        <Input label={t('customization.currency.name')} required value={draft.currency.name} onChange={(event) => change((d) => void (d.currency.name = event.target.value))} error={errors['currency.name']} />
      </div>
    </Section>
  );
}

export function FlowsSection({ draft, change, errors }: SectionProps) {
  const { t } = useTranslation('manager');
  const domain = useTranslation('domain').t;
  return (
    <Section id="flows" title={t('customization.sections.flows')}>
      <h3 className={styles.subTitle}>{t('customization.flows.onboarding')}</h3>
      <OrderList
        label={t('customization.flows.onboarding')}
        items={draft.flows.onboarding}
        labelOf={(step) => domain(`onboarding_step.${step}`)}
        onChange={(items) => change((d) => void (d.flows.onboarding = items))}
        error={errors['flows.onboarding']}
      />
      <h3 className={styles.subTitle}>{t('customization.flows.project_status')}</h3>
      <OrderList
        label={t('customization.flows.project_status')}
        items={draft.flows.project_status}
        labelOf={(status) => domain(projectStatusKey(status))}
        onChange={(items) => change((d) => void (d.flows.project_status = items))}
        error={errors['flows.project_status']}
      />
    </Section>
  );
}

export function SwitchesSection({ draft, change }: SectionProps) {
  const { t } = useTranslation('manager');
  return (
    <>
      <Section id="hide" title={t('customization.sections.hide')}>
        {HIDE_FLAGS.map((flag) => (
          <Checkbox key={flag} label={t(HIDE_LABELS[flag])} checked={draft.hide[flag]} onChange={(event) => change((d) => void (d.hide[flag] = event.target.checked))} />
        ))}
      </Section>
      <Section id="register" title={t('customization.sections.register')}>
        {REGISTER_PROFILE_FIELDS.map((field) => (
          <Checkbox
            key={field}
            label={t(REGISTER_LABELS[field])}
            checked={draft.fields.register.includes(field)}
            onChange={(event) =>
              change((d) => void (d.fields.register = event.target.checked ? [...d.fields.register, field] : d.fields.register.filter((item) => item !== field)))
            }
          />
        ))}
      </Section>
      <Section id="extras" title={t('customization.sections.extras')}>
        {EXTRAS_FLAGS.map((flag) => (
          <Checkbox key={flag} label={t(EXTRAS_LABELS[flag])} checked={draft.extras[flag]} onChange={(event) => change((d) => void (d.extras[flag] = event.target.checked))} />
        ))}
      </Section>
    </>
  );
}

const TEXT_NAMES = ['declareInterestDescription', 'investCustomDisclaimer'] as const;
const LANGUAGES = ['es', 'en'] as const;

export function TextsSection({ draft, change, errors }: SectionProps) {
  const { t } = useTranslation('manager');
  return (
    <Section id="texts" title={t('customization.sections.texts')}>
      {TEXT_NAMES.map((name) =>
        LANGUAGES.map((language) => (
          <Textarea
            key={`${name}.${language}`}
            label={t(TEXT_LABELS[name], { language: t(LANGUAGE_LABELS[language]) })}
            rows={3}
            lang={language}
            value={draft.texts[name][language] ?? ''}
            onChange={(event) => change((d) => void (d.texts[name][language] = orNull(event.target.value)))}
            error={errors[`texts.${name}.${language}`]}
          />
        )),
      )}
    </Section>
  );
}

const ANALYTICS_NAMES = ['googleTagManagerId', 'metaPixelId', 'microsoftClarityId', 'registerEventId'] as const;

export function AnalyticsSection({ draft, change, errors }: SectionProps) {
  const { t } = useTranslation('manager');
  return (
    <Section id="analytics" title={t('customization.sections.analytics')}>
      <p className={styles.sectionHint}>{t('customization.analytics.hint')}</p>
      {ANALYTICS_NAMES.map((name) => (
        <Input
          key={name}
          label={t(ANALYTICS_LABELS[name])}
          spellCheck={false}
          value={draft.analytics[name] ?? ''}
          onChange={(event) => change((d) => void (d.analytics[name] = orNull(event.target.value)))}
          error={errors[`analytics.${name}`]}
        />
      ))}
    </Section>
  );
}

const MODULE_NAMES = ['kyc', 'payment', 'signature', 'payment_profit', 'erir', 'ledger'] as const;

export function ModulesSection({ draft, change, errors }: SectionProps) {
  const { t } = useTranslation('manager');
  return (
    <Section id="modules" title={t('customization.sections.modules')}>
      {MODULE_NAMES.map((name) => {
        const adapters: readonly ModuleAdapter[] = MODULE_ADAPTERS[name];
        const fallback: ModuleAdapter | null = MODULE_DEFAULT_ADAPTERS[name];
        const unnamed = fallback ? t('customization.modules.default', { adapter: t(ADAPTER_LABELS[fallback]) }) : t('customization.modules.off');
        return (
          <Select
            key={name}
            label={t(MODULE_LABELS[name])}
            hint={adapters.length === 0 ? t('customization.modules.none_available') : undefined}
            placeholder={false}
            disabled={adapters.length === 0}
            value={draft.modules[name] ?? ''}
            options={[{ value: '', label: unnamed }, ...adapters.map((adapter) => ({ value: adapter, label: t(ADAPTER_LABELS[adapter]) }))]}
            onChange={(event) => change((d) => void Object.assign(d.modules, { [name]: orNull(event.target.value) }))}
            error={errors[`modules.${name}`]}
          />
        );
      })}
    </Section>
  );
}
