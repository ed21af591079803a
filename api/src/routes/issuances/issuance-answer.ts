import {
  compareMoney,
  isZeroMoney,
  toMoney,
  ZERO_MONEY,
  type IssuanceDetail,
  type IssuanceSummary,
  type Money,
  type ProjectDocument,
  type ProjectPhase,
  type ProjectStatus,
  type TokenCardStatus,
  type ValidationState,
} from 'shared';
import type { DocumentRow, IssuanceRow } from './issuances.queries.js';

const API_BASE = '/api/v2/pfp';

/** Absolute: the remotes run on other origins and put these straight into `src` and `href`. */
export function fileUrl(origin: string, fileId: string): string {
  return `${origin}${API_BASE}/files/${fileId}`;
}

function documentUrl(origin: string, issuanceId: string, documentId: string): string {
  return `${origin}${API_BASE}/issuances/${issuanceId}/documents/${documentId}`;
}

/** numeric columns and sums come as decimal strings ("0" for an empty sum): sent canonical, never as floats. */
const optionalMoney = (value: string | null) => (value === null ? undefined : toMoney(value));
/** Equity is a percentage to show, not an amount. */
const optionalNumber = (value: string | null) => (value === null ? undefined : Number(value));
const optionalText = (value: string | null) => value ?? undefined;

/**
 * A draft's list row and sheet (managers and its owner see drafts) before its story and token
 * steps are written: empty texts, zero amounts, and for what the list's schema requires to be
 * positive or a day, the smallest it accepts (one token, one day, the creation day). Published
 * issuances are complete (submission needs every step), so investors never see these.
 */
const DRAFT_TEXT = '';
const draftMoney = (value: string | null) => (value === null ? ZERO_MONEY : toMoney(value));
const draftDay = (value: string | null, createdAt: Date) => value ?? createdAt.toISOString().slice(0, 10);

/** A project is financed once its committed money reaches the soft cap, during or after the campaign. */
function cardStatus(raised: Money, softCap: Money): TokenCardStatus {
  return !isZeroMoney(softCap) && compareMoney(raised, softCap) >= 0 ? 'financed' : 'candidacy';
}

const PHASES: { readonly [K in ProjectStatus]: ProjectPhase } = {
  DRAFT: 'draft',
  VALIDATING: 'validating',
  PRE_CAMPAIGN: 'pre-campaign',
  CAMPAIGN: 'campaign',
  CLOSED: 'closed',
};

/** The phase the texts name: validated once the regulator validated it (still VALIDATING), financed once closed past the soft cap. */
export function phaseOf(status: ProjectStatus, financed: boolean, validation: ValidationState): ProjectPhase {
  if (status === 'VALIDATING' && validation === 'validated') return 'validated';
  return status === 'CLOSED' && financed ? 'financed' : PHASES[status];
}

/** The list row or token card: the project without long texts and documents. */
export function toSummary(row: IssuanceRow, origin: string): IssuanceSummary {
  const issuance = row.issuance;
  const raised = toMoney(row.raised);
  const card = cardStatus(raised, draftMoney(issuance.softCap));
  return {
    id: issuance.id,
    title: issuance.title,
    subtitle: issuance.subtitle,
    slug: issuance.slug,
    client_uuid: optionalText(issuance.clientUuid),
    video_url: optionalText(issuance.videoUrl),
    short_description: issuance.shortDescription ?? DRAFT_TEXT,
    product_type: issuance.productType,
    modality: issuance.modality,
    token_name: issuance.tokenName ?? DRAFT_TEXT,
    token_symbol: issuance.tokenSymbol ?? DRAFT_TEXT,
    token_acronym: optionalText(issuance.tokenAcronym),
    price: draftMoney(issuance.tokenPrice),
    tokens_for_sale: issuance.tokensForSale ?? 1,
    min_offer: draftMoney(issuance.minOffer),
    max_offer: draftMoney(issuance.maxOffer),
    soft_cap: draftMoney(issuance.softCap),
    max_fundraising: draftMoney(issuance.maxFundraising),
    campaign_duration_days: issuance.campaignDays ?? 1,
    start_date: draftDay(issuance.startDate, issuance.createdAt),
    end_date: draftDay(issuance.endDate, issuance.createdAt),
    expiry_date: optionalText(issuance.expiryDate),
    smart_contract_address: optionalText(issuance.smartContractAddress),
    equity: optionalNumber(issuance.equity),
    premoney: optionalMoney(issuance.premoney),
    minimum_contribution: optionalMoney(issuance.minimumContribution),
    status: issuance.status,
    phase: phaseOf(issuance.status, card === 'financed', issuance.validationState),
    card_status: card,
    logo: issuance.logoFileId ? fileUrl(origin, issuance.logoFileId) : null,
    intro_images: row.imageFileIds.map((fileId) => fileUrl(origin, fileId)),
    total_amount: draftMoney(issuance.totalAmount),
    investors: row.investors,
    raised,
    remaining_days: row.remainingDays,
    following: row.following,
    invested: row.invested,
    soft_cap_progress: Number(row.softCapProgress),
  };
}

export function toDocument(document: DocumentRow, issuanceId: string, origin: string): ProjectDocument {
  return {
    id: document.id,
    name: document.name,
    url: documentUrl(origin, issuanceId, document.id),
    view_permission: document.visibility,
    expires_at: document.expiresAt,
  };
}

/** The full sheet; `documents` are already the ones this caller may see. */
export function toDetail(row: IssuanceRow, documents: readonly DocumentRow[], origin: string): IssuanceDetail {
  const issuance = row.issuance;
  return {
    ...toSummary(row, origin),
    product: optionalText(issuance.product),
    market: optionalText(issuance.market),
    competitors: optionalText(issuance.competitors),
    business_model: optionalText(issuance.businessModel),
    projections: optionalText(issuance.projections),
    documents: documents.map((document) => toDocument(document, issuance.id, origin)),
    owner: { id: issuance.ownerId, name: row.ownerName },
  };
}
