import type { TenantPaymentSettings } from '../schema.js';
import type { CustomizationInput, Money, EarningStatus, EarningType, InvestmentStatus, KycStatus, PaymentMethod, ProductType, ProjectStatus, Role, UserFlag } from 'shared';

/** The one password of every demo account (printed at start and listed in the README). */
export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoTenant {
  slug: string;
  name: string;
  appUrl: string;
  hosts: string[];
  /** Addresses of this tenant's demo accounts end in @<mailDomain>. */
  mailDomain: string;
  customization: CustomizationInput;
  /** Words for investors in texts: EXEU says members and admission to trading. */
  investorWord: string;
  /** Where the tenant's business days start and end. */
  timeZone: string;
  /** Where investors' transfers go and what each method costs. */
  paymentSettings: TenantPaymentSettings;
}

export const demoTenants: DemoTenant[] = [
  {
    slug: 'demo',
    name: 'Demo Invest',
    appUrl: 'http://localhost:3000',
    hosts: ['localhost', '127.0.0.1', '::1'],
    mailDomain: 'demo.test',
    timeZone: 'Europe/Madrid',
    investorWord: 'investors',
    paymentSettings: { iban: 'ES7921000813610123456789', beneficiary: 'Demo Invest S.L.', bank_transfer_fee: '1.50', card_fee_percent: '1.5' },
    customization: {
      title: 'Demo Invest',
      urls: {
        home: '/login',
        legal: 'https://example.com/legal',
        privacy: 'https://example.com/privacy',
        contact: 'https://example.com/contact',
        faq: 'https://example.com/faq',
        whitepaper: null,
      },
      fields: { register: ['name', 'surname'] },
      extras: { referral: true, payWithBalance: true, investmentFee: true, openAllAccordions: false },
      texts: {
        declareInterestDescription: {
          en: 'Tell us how much you would like to invest; we will let you know when the campaign opens.',
          es: 'Indícanos cuánto te gustaría invertir; te avisaremos cuando se abra la campaña.',
        },
        investCustomDisclaimer: null,
      },
    },
  },
  {
    slug: 'exeu',
    name: 'EXEU Markets',
    appUrl: 'http://exeu.localhost:3000',
    hosts: ['exeu.localhost'],
    mailDomain: 'exeu.test',
    timeZone: 'Europe/Madrid',
    investorWord: 'members',
    paymentSettings: { iban: 'ES1000492352082414205416', beneficiary: 'EXEU Markets S.A.', bank_transfer_fee: '3.00', card_fee_percent: '2.25' },
    customization: {
      title: 'EXEU',
      css: ':root { --color-primary: #0b3d91; }',
      urls: { home: '/login', legal: 'https://example.org/exeu/legal', privacy: 'https://example.org/exeu/privacy' },
      fields: { register: ['name', 'surname', 'phone'] },
      extras: { mandatoryCommercialCommunications: true, referral: false, payWithBalance: true, investmentFee: true },
      hide: { progressBar: false, legalTypeInvestor: true },
      texts: {
        declareInterestDescription: {
          en: 'Members may register their interest before the admission to trading.',
          es: 'Los miembros pueden registrar su interés antes de la admisión a negociación.',
        },
        investCustomDisclaimer: {
          en: 'Tokens are offered to members pending admission to trading.',
          es: 'Los tokens se ofrecen a los miembros a la espera de su admisión a negociación.',
        },
      },
    },
  },
];

interface DemoCompany {
  organisationName: string;
  taxId: string;
  activity: string;
  representation: 'sole_administrator' | 'joint_administrator' | 'legal_representative';
}

export interface DemoUser {
  /** The part before @: the same accounts exist in every tenant. */
  local: string;
  description: string;
  primaryRole: Role;
  secondaryRole?: Role;
  name: string;
  surname: string;
  investorType: 'natural' | 'legal';
  kycStatus: KycStatus;
  flags?: UserFlag[];
  verified: boolean;
  balance: string;
  wallet?: string;
  company?: DemoCompany;
  /**
   * The invest onboarding as done (investor type, personal and additional data, suitability test
   * passed); the KYC is `kycStatus`. Without it the account has none of it, like a new user.
   */
  onboarded?: { sophisticated: boolean };
}

export const demoUsers: DemoUser[] = [
  { local: 'manager', description: 'manager (ADMIN)', primaryRole: 'ADMIN', name: 'Marta', surname: 'Manager', investorType: 'natural', kycStatus: 'success', verified: true, balance: '0' },
  {
    local: 'entrepreneur',
    description: 'entrepreneur (ENTREPRENEUR, also investor)',
    primaryRole: 'ENTREPRENEUR',
    secondaryRole: 'USER',
    name: 'Enrique',
    surname: 'Emprendedor',
    investorType: 'natural',
    kycStatus: 'success',
    verified: true,
    balance: '250.00',
    wallet: '0x1111111111111111111111111111111111111111',
    onboarded: { sophisticated: false },
  },
  {
    local: 'company',
    description: 'entrepreneur company (ENTREPRENEUR, legal person)',
    primaryRole: 'ENTREPRENEUR',
    name: 'Clara',
    surname: 'Compañía',
    investorType: 'legal',
    kycStatus: 'success',
    verified: true,
    balance: '0',
    company: { organisationName: 'Solaria Proyectos S.L.', taxId: 'B12345678', activity: 'Renewable energy developer', representation: 'sole_administrator' },
  },
  {
    local: 'investor',
    description: 'investor (USER, KYC approved, balance 1,500)',
    primaryRole: 'USER',
    name: 'Irene',
    surname: 'Inversora',
    investorType: 'natural',
    kycStatus: 'success',
    verified: true,
    balance: '1500.00',
    wallet: '0x2222222222222222222222222222222222222222',
    onboarded: { sophisticated: false },
  },
  {
    local: 'investor2',
    description: 'investor (USER, KYC rejected)',
    primaryRole: 'USER',
    name: 'Iván',
    surname: 'Segundo',
    investorType: 'natural',
    kycStatus: 'error',
    flags: ['KYC_NOT_APPROVED'],
    verified: true,
    balance: '0',
    wallet: '0x3333333333333333333333333333333333333333',
    onboarded: { sophisticated: false },
  },
  {
    local: 'legal',
    description: 'investor, legal person (USER, KYC approved)',
    primaryRole: 'USER',
    name: 'Lucía',
    surname: 'Legal',
    investorType: 'legal',
    kycStatus: 'success',
    verified: true,
    balance: '10000.00',
    wallet: '0x4444444444444444444444444444444444444444',
    company: { organisationName: 'Inversiones Atlántico S.A.', taxId: 'A87654321', activity: 'Family office', representation: 'legal_representative' },
    onboarded: { sophisticated: false },
  },
  {
    local: 'pending',
    description: 'investor pending validation (USER, KYC pending)',
    primaryRole: 'USER',
    name: 'Pablo',
    surname: 'Pendiente',
    investorType: 'natural',
    kycStatus: 'pending',
    verified: true,
    balance: '0',
    onboarded: { sophisticated: false },
  },
  {
    local: 'premium',
    description: 'premium investor (PREMIUM_USER)',
    primaryRole: 'PREMIUM_USER',
    name: 'Paula',
    surname: 'Premium',
    investorType: 'natural',
    kycStatus: 'success',
    verified: true,
    balance: '50000.00',
    wallet: '0x5555555555555555555555555555555555555555',
    onboarded: { sophisticated: true },
  },
  {
    local: 'unverified',
    description: 'investor who has not verified the e-mail (login answers 403)',
    primaryRole: 'USER',
    name: 'Ulises',
    surname: 'Sinverificar',
    investorType: 'natural',
    kycStatus: 'created',
    verified: false,
    balance: '0',
  },
];

export interface DemoIssuance {
  title: string;
  subtitle: string;
  productType: ProductType;
  status: ProjectStatus;
  owner: 'entrepreneur' | 'company';
  tokenPrice: Money;
  tokensForSale: number;
  /** Days from today: negative is in the past. */
  startInDays: number;
  campaignDays: number;
  modality: 'online_round' | 'co_investment';
  /** Its token contract is deployed already (closed projects always have one). */
  smartContract?: true;
}

/**
 * 14 projects: every product type, every project status; each entrepreneur owns several, a
 * draft among them. Sevilla Offices, Medical Equipment Lease, Sorolla Study and the drafts have
 * no investments (a manager may delete them).
 */
export const demoIssuances: DemoIssuance[] = [
  { title: 'Madrid Retail Loan', subtitle: 'Senior debt for a retail chain', productType: 'debt', status: 'CAMPAIGN', owner: 'entrepreneur', tokenPrice: '50.00', tokensForSale: 4000, startInDays: -20, campaignDays: 60, modality: 'online_round' },
  { title: 'Bridge Notes 2027', subtitle: 'Short-term notes, 7% yearly', productType: 'debt', status: 'CLOSED', owner: 'company', tokenPrice: '100.00', tokensForSale: 1500, startInDays: -200, campaignDays: 45, modality: 'online_round' },
  { title: 'Valencia Lofts', subtitle: 'Twelve lofts near the beach', productType: 'real_estate', status: 'CAMPAIGN', owner: 'entrepreneur', tokenPrice: '100.00', tokensForSale: 6000, startInDays: -10, campaignDays: 90, modality: 'co_investment', smartContract: true },
  { title: 'Sevilla Offices', subtitle: 'Refurbished offices, leased', productType: 'real_estate', status: 'PRE_CAMPAIGN', owner: 'company', tokenPrice: '250.00', tokensForSale: 2000, startInDays: 15, campaignDays: 60, modality: 'online_round' },
  { title: 'Fleet Leasing Pool', subtitle: 'Electric vans for delivery', productType: 'leasing', status: 'CAMPAIGN', owner: 'company', tokenPrice: '20.00', tokensForSale: 10000, startInDays: -5, campaignDays: 30, modality: 'online_round' },
  { title: 'Medical Equipment Lease', subtitle: 'Scanners for private clinics', productType: 'leasing', status: 'VALIDATING', owner: 'entrepreneur', tokenPrice: '50.00', tokensForSale: 3000, startInDays: 40, campaignDays: 45, modality: 'online_round' },
  { title: 'Solar Park Almería', subtitle: '5 MW photovoltaic plant', productType: 'renewables', status: 'CAMPAIGN', owner: 'company', tokenPrice: '10.00', tokensForSale: 50000, startInDays: -30, campaignDays: 120, modality: 'co_investment' },
  { title: 'Wind Repowering', subtitle: 'New turbines on an old site', productType: 'renewables', status: 'CLOSED', owner: 'company', tokenPrice: '25.00', tokensForSale: 8000, startInDays: -300, campaignDays: 90, modality: 'online_round' },
  { title: 'Indie Album Royalties', subtitle: 'A share of streaming royalties', productType: 'music', status: 'CAMPAIGN', owner: 'entrepreneur', tokenPrice: '5.00', tokensForSale: 20000, startInDays: -3, campaignDays: 45, modality: 'online_round' },
  { title: 'Summer Festival 2027', subtitle: 'Ticket revenue participation', productType: 'music', status: 'DRAFT', owner: 'entrepreneur', tokenPrice: '10.00', tokensForSale: 5000, startInDays: 60, campaignDays: 30, modality: 'online_round' },
  { title: 'Sorolla Study', subtitle: 'Fractional ownership of a painting', productType: 'art', status: 'PRE_CAMPAIGN', owner: 'entrepreneur', tokenPrice: '200.00', tokensForSale: 1000, startInDays: 10, campaignDays: 30, modality: 'co_investment' },
  { title: 'Contemporary Sculpture Fund', subtitle: 'Five works by living artists', productType: 'art', status: 'CLOSED', owner: 'company', tokenPrice: '150.00', tokensForSale: 1200, startInDays: -150, campaignDays: 60, modality: 'online_round' },
  { title: 'Olive Oil Cooperative', subtitle: 'Harvest pre-financing', productType: 'others', status: 'CAMPAIGN', owner: 'company', tokenPrice: '15.00', tokensForSale: 9000, startInDays: -12, campaignDays: 60, modality: 'online_round' },
  { title: 'Coworking Franchise', subtitle: 'Three new locations', productType: 'others', status: 'DRAFT', owner: 'company', tokenPrice: '40.00', tokensForSale: 2500, startInDays: 90, campaignDays: 60, modality: 'co_investment' },
];

export interface DemoInvestment {
  investor: string;
  issuance: number;
  tokens: number;
  status: InvestmentStatus;
  paymentMethod: PaymentMethod;
}

/** Every investment status at least once, on projects whose phase makes it plausible. */
export const demoInvestments: DemoInvestment[] = [
  { investor: 'investor', issuance: 0, tokens: 20, status: 'RESERVED', paymentMethod: 'bank_transfer' },
  { investor: 'investor', issuance: 2, tokens: 10, status: 'CREATED', paymentMethod: 'bank_transfer' },
  { investor: 'investor', issuance: 4, tokens: 50, status: 'ACCEPTED', paymentMethod: 'card_provider' },
  { investor: 'investor', issuance: 6, tokens: 100, status: 'METHOD_PAYMENT', paymentMethod: 'bank_transfer' },
  { investor: 'investor', issuance: 8, tokens: 200, status: 'IN_UPLOAD_PROOF_OF_PAYMENT', paymentMethod: 'bank_transfer' },
  { investor: 'investor', issuance: 12, tokens: 30, status: 'PROOF_OF_PAYMENT_UPLOADED', paymentMethod: 'bank_transfer' },
  { investor: 'premium', issuance: 0, tokens: 100, status: 'IN_UPDATE_CREDIT_CARD', paymentMethod: 'card_provider' },
  { investor: 'premium', issuance: 2, tokens: 40, status: 'CARD_REGISTRATION_UPDATED', paymentMethod: 'card_provider' },
  { investor: 'premium', issuance: 4, tokens: 300, status: 'IN_UPDATE_TPV', paymentMethod: 'card_terminal' },
  { investor: 'premium', issuance: 6, tokens: 1000, status: 'CREDIT_CARD', paymentMethod: 'card_provider' },
  { investor: 'legal', issuance: 8, tokens: 500, status: 'PAYMENT_ERROR', paymentMethod: 'card_provider' },
  { investor: 'legal', issuance: 12, tokens: 400, status: 'CHARGED', paymentMethod: 'bank_wire' },
  { investor: 'legal', issuance: 2, tokens: 60, status: 'SIGNED', paymentMethod: 'bank_wire' },
  { investor: 'investor', issuance: 6, tokens: 150, status: 'SIGNED_PENDING', paymentMethod: 'bizum' },
  { investor: 'investor', issuance: 1, tokens: 10, status: 'CLOSED', paymentMethod: 'bank_transfer' },
  { investor: 'investor2', issuance: 0, tokens: 5, status: 'CANCELED', paymentMethod: 'bank_transfer' },
  { investor: 'investor', issuance: 7, tokens: 80, status: 'MINTED', paymentMethod: 'crypto_wallet' },
  { investor: 'investor', issuance: 11, tokens: 4, status: 'MINTED', paymentMethod: 'balance' },
  { investor: 'premium', issuance: 1, tokens: 200, status: 'MINTED', paymentMethod: 'bank_wire' },
  { investor: 'legal', issuance: 7, tokens: 400, status: 'MINTED', paymentMethod: 'bank_wire' },
  { investor: 'entrepreneur', issuance: 7, tokens: 20, status: 'MINTED', paymentMethod: 'bank_transfer' },
  // Money committed so progress varies: Bridge Notes, Wind Repowering and Solar Park pass their
  // soft cap (30% of the total); Madrid Retail Loan is a third of the way; Contemporary Sculpture
  // Fund closed short of it.
  { investor: 'legal', issuance: 1, tokens: 300, status: 'MINTED', paymentMethod: 'bank_wire' },
  { investor: 'premium', issuance: 7, tokens: 2000, status: 'MINTED', paymentMethod: 'bank_wire' },
  { investor: 'premium', issuance: 6, tokens: 16000, status: 'CHARGED', paymentMethod: 'bank_wire' },
  { investor: 'legal', issuance: 0, tokens: 400, status: 'SIGNED', paymentMethod: 'bank_wire' },
  // For the managers' investments list: a second transfer to confirm (with its receipt), beside a
  // signed order whose mint waits for the campaign to close, both in Valencia Lofts, whose token
  // contract is deployed. The closed order in Bridge Notes 2027, a closed round, is ready to mint.
  { investor: 'legal', issuance: 2, tokens: 25, status: 'PROOF_OF_PAYMENT_UPLOADED', paymentMethod: 'bank_transfer' },
];

/**
 * Issuances that already have their token (by index): the closed rounds whose investments were
 * minted. The others are left for the manager's new-token form.
 */
export const demoTokenIssuances: readonly number[] = [1, 7];

/** Projects the demo investors follow, by issuance index. */
export const demoFollows: { investor: string; issuance: number }[] = [
  { investor: 'investor', issuance: 6 },
  { investor: 'investor', issuance: 10 },
  { investor: 'premium', issuance: 2 },
];

export interface DemoEarning {
  investor: string;
  issuance: number;
  kind: EarningType;
  status: EarningStatus;
  gross: Money;
  /** Days from today. */
  profitInDays: number;
}

export const demoEarnings: DemoEarning[] = [
  { investor: 'investor', issuance: 7, kind: 'dividend', status: 'pending', gross: '48.00', profitInDays: -5 },
  { investor: 'investor', issuance: 7, kind: 'dividend', status: 'paid', gross: '52.00', profitInDays: -95 },
  { investor: 'investor', issuance: 7, kind: 'dividend', status: 'claimed', gross: '50.00', profitInDays: -185 },
  { investor: 'investor', issuance: 11, kind: 'repayment', status: 'pending', gross: '600.00', profitInDays: -2 },
  { investor: 'investor', issuance: 1, kind: 'interest', status: 'paid', gross: '70.00', profitInDays: -30 },
  { investor: 'premium', issuance: 1, kind: 'interest', status: 'claimed', gross: '1400.00', profitInDays: -60 },
  { investor: 'premium', issuance: 1, kind: 'interest', status: 'pending', gross: '1400.00', profitInDays: -1 },
  { investor: 'legal', issuance: 7, kind: 'dividend', status: 'paid', gross: '260.00', profitInDays: -20 },
  { investor: 'entrepreneur', issuance: 7, kind: 'dividend', status: 'pending', gross: '12.00', profitInDays: -5 },
];
