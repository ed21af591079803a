import { Undo2 } from 'lucide-react';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomization, useSession, useSessionCommands } from 'host/platform';
import type { Account } from 'shared';
import { Button, PageHeader, QueryState, Select, Skeleton } from 'shared/ui';
import { IN_PERSON_SECTIONS, LEGAL_PERSON_SECTIONS, SECTION_TITLE_KEYS, sectionAnchor, type AccountArea, type AccountSectionId } from './account-area';
import { useAccount } from './account.api';
import { AdditionalSection, BankingInformationSection, CompanySection, IdentificationSection, LegalSection, PartnerDataSection, PersonalSection, UserTypeSection } from './data-sections';
import { DocumentsSection } from './documents-section';
import {
  BeneficiariesSection,
  CommunicationsSection,
  InvestorProfileSection,
  LanguageSection,
  PublicNameSection,
  SuitabilitySection,
  WalletSection,
} from './profile-sections';
import { DeleteAccountSection, ImageSection, PasswordSection } from './security-sections';
import styles from './account-page.module.css';

function sectionBody(section: AccountSectionId, account: Account, labelledBy: string, area: AccountArea): ReactNode {
  const props = { account, labelledBy };
  switch (section) {
    case 'personal':
      return <PersonalSection {...props} />;
    case 'legal':
      return <LegalSection {...props} />;
    case 'identification':
      return <IdentificationSection {...props} />;
    case 'suitability':
      return <SuitabilitySection account={account} />;
    case 'wallet':
      return <WalletSection {...props} />;
    case 'banking':
      return (
        <>
          {area.bankConnectionHref && <BankConnectionLink href={area.bankConnectionHref} />}
          <BankingInformationSection {...props} />
        </>
      );
    case 'documents':
      return <DocumentsSection account={account} />;
    case 'investor_profile':
      return <InvestorProfileSection {...props} />;
    case 'additional':
      return <AdditionalSection {...props} />;
    case 'beneficiaries':
      return <BeneficiariesSection {...props} />;
    case 'user_type':
      return <UserTypeSection {...props} />;
    case 'company':
      return <CompanySection {...props} />;
    case 'partners':
      return <PartnerDataSection {...props} />;
    case 'public_name':
      return <PublicNameSection {...props} />;
    case 'image':
      return <ImageSection account={account} />;
    case 'communications':
      return <CommunicationsSection {...props} />;
    case 'language':
      return <LanguageSection {...props} />;
    case 'password':
      return <PasswordSection labelledBy={labelledBy} />;
    case 'delete':
      return <DeleteAccountSection />;
  }
}

/** The way to the bank connection page: whether the account is verified, and what it is used for. */
function BankConnectionLink({ href }: { href: string }) {
  const { t } = useTranslation('account');
  return (
    <p className={styles.muted}>
      <Link to={href}>{t('page.bank_connection')}</Link>
    </p>
  );
}

/** The sections this account shows: the area's, less the legal person's for a natural person or a tenant that offers only natural persons. */
function visibleSections(area: AccountArea, account: Account, onlyNatural: boolean): AccountSectionId[] {
  const legal = account.legal.person_type === 'legal' && !onlyNatural;
  return area.sections.filter((section) => legal || !LEGAL_PERSON_SECTIONS.includes(section));
}

/** The list of sections: a side list of anchors on wide screens, a select on phones (CSS picks). */
function SectionNav({ sections }: { sections: AccountSectionId[] }) {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState<string>('');
  const jump = (event: ChangeEvent<HTMLSelectElement>) => {
    setCurrent(event.target.value);
    document.getElementById(event.target.value)?.scrollIntoView({ block: 'start' });
  };
  return (
    <>
      <nav className={styles.nav} aria-label={t('page.sections')}>
        <ul>
          {sections.map((section) => (
            <li key={section}>
              <a href={`#${sectionAnchor(section)}`}>{t(SECTION_TITLE_KEYS[section])}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.jump}>
        <Select
          label={t('page.jump')}
          value={current}
          onChange={jump}
          options={sections.map((section) => ({ value: sectionAnchor(section), label: t(SECTION_TITLE_KEYS[section]) }))}
        />
      </div>
    </>
  );
}

/** While a manager simulates this user: say so, and the way back. */
function SimulationBar() {
  const { t } = useTranslation('account');
  const { simulating } = useSession();
  const { endSimulation } = useSessionCommands();
  const [busy, setBusy] = useState(false);
  if (!simulating) return null;
  return (
    <div className={styles.simulation} role="status">
      <span>{t('page.simulating')}</span>
      <Button
        variant="secondary"
        size="sm"
        icon={<Undo2 size={16} aria-hidden="true" />}
        loading={busy}
        onClick={() => {
          setBusy(true);
          void endSimulation().finally(() => setBusy(false));
        }}
      >
        {t('page.back_to_manager')}
      </Button>
    </div>
  );
}

/**
 * A section only its owner may change, while a manager simulates them: shown, every control
 * disabled (a disabled fieldset), with the reason above it.
 */
function InPersonOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <>
      <p className={styles.muted}>{t('page.in_person_only')}</p>
      <fieldset disabled className={styles.readOnly}>
        {children}
      </fieldset>
    </>
  );
}

/**
 * An area's account page: every section its own form, saved on its own with a toast. The area
 * says which sections it shows (`INVESTOR_ACCOUNT_SECTIONS`, `ISSUER_ACCOUNT_SECTIONS`).
 */
/** `lead`: what an area shows first, above the sections (the investor's balance), so the sections end with deleting the account. */
export function AccountPage({ area, title, description, lead }: { area: AccountArea; title?: string; description?: string; lead?: ReactNode }) {
  const { t } = useTranslation('account');
  const account = useAccount();

  const header = <PageHeader title={title ?? t('page.title')} description={description ?? t('page.description')} />;
  return (
    <>
      {header}
      {lead}
      <QueryState
        query={account}
        errorTitle={t('page.load_error')}
        loadingLabel={t('page.loading')}
        loading={
          <>
            <Skeleton width="40%" height={32} />
            <Skeleton shape="rect" height={320} />
          </>
        }
      >
        {(data) => <AccountSections area={area} account={data} />}
      </QueryState>
    </>
  );
}

/** The account's sections the area shows, each its own form, with a way to jump to each. */
function AccountSections({ area, account }: { area: AccountArea; account: Account }) {
  const { t } = useTranslation('account');
  const { hide } = useCustomization();
  const { simulating } = useSession();
  const sections = visibleSections(area, account, hide.legalTypeInvestor);
  return (
    <>
      <SimulationBar />
      <div className={styles.layout}>
        <SectionNav sections={sections} />
        <div className={styles.sections}>
          {sections.map((section) => {
            const anchor = sectionAnchor(section);
            return (
              <section key={section} id={anchor} className={styles.section} aria-labelledby={`${anchor}-title`}>
                <h2 id={`${anchor}-title`} className={styles.title}>
                  {t(SECTION_TITLE_KEYS[section])}
                </h2>
                {simulating && IN_PERSON_SECTIONS.includes(section) ? (
                  <InPersonOnly>{sectionBody(section, account, `${anchor}-title`, area)}</InPersonOnly>
                ) : (
                  sectionBody(section, account, `${anchor}-title`, area)
                )}
              </section>
            );
          })}
        </div>
      </div>
    </>
  );
}
