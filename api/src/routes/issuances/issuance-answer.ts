import {
  compareMoney,
  isZeroMoney,
  phaseOf,
  tokenCardStatusOf,
  toMoney,
  ZERO_MONEY,
  type IssuanceDetail,
  type IssuanceSummary,
  type Money,
  type ProjectDocument,
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

/** The soft cap is reached once the money raised covers it (a project without one never reaches it). */
function softCapReached(raised: Money, softCap: Money): boolean {
  return !isZeroMoney(softCap) && compareMoney(raised, softCap) >= 0;
}

/** The list row or token card: the project without long texts and documents. */
export function toSummary(row: IssuanceRow, origin: string): IssuanceSummary {
  const issuance = row.issuance;
  const raised = toMoney(row.raised);
  // Financed is how a closed campaign ended, never a campaign still open: a project past its soft
  // cap with days left is in campaign, whatever share of its maximum the progress bar shows.
  const phase = phaseOf(issuance.status, softCapReached(raised, draftMoney(issuance.softCap)), issuance.validationState);
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
    phase,
    card_status: tokenCardStatusOf(phase),
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
