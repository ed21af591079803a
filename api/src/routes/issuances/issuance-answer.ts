import {
  compareMoney,
  isZeroMoney,
  toMoney,
  type IssuanceDetail,
  type IssuanceSummary,
  type Money,
  type ProjectDocument,
  type ProjectPhase,
  type ProjectStatus,
  type TokenCardStatus,
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

function phaseOf(status: ProjectStatus, financed: boolean): ProjectPhase {
  return status === 'CLOSED' && financed ? 'financed' : PHASES[status];
}

/** The list row or token card: the project without long texts and documents. */
export function toSummary(row: IssuanceRow, origin: string): IssuanceSummary {
  const issuance = row.issuance;
  const raised = toMoney(row.raised);
  const card = cardStatus(raised, toMoney(issuance.softCap));
  return {
    id: issuance.id,
    title: issuance.title,
    subtitle: issuance.subtitle,
    slug: issuance.slug,
    client_uuid: optionalText(issuance.clientUuid),
    video_url: optionalText(issuance.videoUrl),
    short_description: issuance.shortDescription,
    product_type: issuance.productType,
    modality: issuance.modality,
    token_name: issuance.tokenName,
    token_symbol: issuance.tokenSymbol,
    token_acronym: optionalText(issuance.tokenAcronym),
    price: toMoney(issuance.tokenPrice),
    tokens_for_sale: issuance.tokensForSale,
    min_offer: toMoney(issuance.minOffer),
    max_offer: toMoney(issuance.maxOffer),
    soft_cap: toMoney(issuance.softCap),
    max_fundraising: toMoney(issuance.maxFundraising),
    campaign_duration_days: issuance.campaignDays,
    start_date: issuance.startDate,
    end_date: issuance.endDate,
    expiry_date: optionalText(issuance.expiryDate),
    smart_contract_address: optionalText(issuance.smartContractAddress),
    equity: optionalNumber(issuance.equity),
    premoney: optionalMoney(issuance.premoney),
    minimum_contribution: optionalMoney(issuance.minimumContribution),
    status: issuance.status,
    phase: phaseOf(issuance.status, card === 'financed'),
    card_status: card,
    logo: issuance.logoFileId ? fileUrl(origin, issuance.logoFileId) : null,
    intro_images: row.imageFileIds.map((fileId) => fileUrl(origin, fileId)),
    total_amount: toMoney(issuance.totalAmount),
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
