import * as v from 'valibot';
import { INVESTMENT_STATUSES } from '../domain/investment';
import { rule } from '../validation/rule';
import { accepted, form, text } from '../validation/rules';

/**
 * The wire of the signature step (issues 10 and 34). The order is signed after its payment method
 * is chosen (the contract states method, fee and total) and before it is paid: GET
 * /investments/{id}/contract/text answers the contract's text to read in the page (the page's
 * Content-Security-Policy shows no PDF) and GET /investments/{id}/contract the same contract as a
 * PDF to download; POST /investments/{id}/signature signs it; POST /investments/{id}/payments
 * answers 409 contract_not_signed until the contract as it stands is signed. Once paid, a signed
 * order moves CHARGED → SIGNED at once. GET /investments/{id}/signed-contract downloads the signed
 * PDF (the contract plus an evidence page). A tenant with `hide.signInvestment` has no signature
 * step: the order is paid without one, stays CHARGED and POST …/signature answers 409
 * signature_not_required.
 */

/** Largest drawn signature, in bytes of the PNG (the data URL's base64 is about 4/3 of it). */
export const DRAWN_SIGNATURE_MAX_BYTES = 200 * 1024;
export const DRAWN_SIGNATURE_PREFIX = 'data:image/png;base64,';
const MAX_DATA_URL_LENGTH = DRAWN_SIGNATURE_PREFIX.length + Math.ceil(DRAWN_SIGNATURE_MAX_BYTES / 3) * 4;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A PNG data URL of at most DRAWN_SIGNATURE_MAX_BYTES; the API also checks the PNG's signature bytes. */
export function isDrawnSignature(value: string): boolean {
  if (!value.startsWith(DRAWN_SIGNATURE_PREFIX) || value.length > MAX_DATA_URL_LENGTH) return false;
  const data = value.slice(DRAWN_SIGNATURE_PREFIX.length);
  return data.length > 0 && data.length % 4 === 0 && BASE64.test(data);
}

/** POST /investments/{id}/signature */
export const signatureRequestSchema = form({
  /** The signer's full name as typed. */
  typed_name: text({ min: 2, max: 200 }),
  drawn_signature: v.pipe(v.string('validator.error_null'), rule<string>(isDrawnSignature, 'validator.error_signature_image')),
  consent: accepted('validator.error_signature_consent'),
});
export type SignatureRequest = v.InferInput<typeof signatureRequestSchema>;

/** The record kept of a simple electronic signature (eIDAS Art. 25(1)): who, when, from where, over which document. */
export const signatureEvidenceSchema = v.object({
  signer_id: v.string(),
  typed_name: v.string(),
  signed_at: v.string(),
  ip: v.nullable(v.string()),
  user_agent: v.nullable(v.string()),
  /** SHA-256 (hex) of the unsigned contract's bytes, as GET …/contract answered them. */
  document_sha256: v.string(),
  /** SHA-256 (hex) of the signed PDF. */
  signed_document_sha256: v.string(),
  provider: v.string(),
});
export type SignatureEvidence = v.InferOutput<typeof signatureEvidenceSchema>;

export const signatureSchema = v.object({
  investment_id: v.string(),
  status: v.picklist(INVESTMENT_STATUSES),
  evidence: signatureEvidenceSchema,
  /** API path of GET /investments/{id}/signed-contract. */
  signed_contract_url: v.string(),
});
export type Signature = v.InferOutput<typeof signatureSchema>;
export const signatureResponseSchema = v.object({ data: signatureSchema });
export type SignatureResponse = v.InferOutput<typeof signatureResponseSchema>;

/** One block of the contract's text, in the order the PDF lays it out. */
export const contractBlockSchema = v.variant('kind', [
  v.object({ kind: v.picklist(['title', 'heading', 'text']), text: v.string() }),
  v.object({ kind: v.literal('row'), label: v.string(), value: v.string() }),
]);
export type ContractBlock = v.InferOutput<typeof contractBlockSchema>;

/** GET /investments/{id}/contract/text */
export const contractTextSchema = v.object({
  investment_id: v.string(),
  blocks: v.array(contractBlockSchema),
  /** SHA-256 (hex) of the PDF these blocks are drawn into: the document the signature is over. */
  document_sha256: v.string(),
  /** Whether this contract, as it stands, is signed already. */
  signed: v.boolean(),
});
export type ContractText = v.InferOutput<typeof contractTextSchema>;
export const contractTextResponseSchema = v.object({ data: contractTextSchema });
