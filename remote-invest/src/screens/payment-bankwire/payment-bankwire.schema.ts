import * as v from 'valibot';
import { PROOF_OF_PAYMENT_MAX_MB, PROOF_OF_PAYMENT_TYPES, rule, rules } from 'shared';

/** What the file picker offers: the types the API accepts, by MIME type and extension. */
export const PROOF_ACCEPT = [...PROOF_OF_PAYMENT_TYPES, '.pdf', '.png', '.jpg', '.jpeg'].join(',');

/** The proof of a transfer: required (spec section 5), within the size limit. */
export const proofOfPaymentSchema = v.object({
  file: v.pipe(
    // The default makes v.object run the rule on a picker never used (final-form leaves the
    // field out), so its message is the proof's own and not a missing key.
    v.optional(v.unknown(), null),
    rule<unknown>((value) => value !== undefined && value !== null, 'validator.error_proof_required'),
    rules.file(PROOF_OF_PAYMENT_MAX_MB),
  ),
});
export type ProofOfPaymentValues = { file?: File };

/** The API checks the content too; this spares an upload the browser can already tell is wrong. */
export function isAcceptedProofType(file: File): boolean {
  return (PROOF_OF_PAYMENT_TYPES as readonly string[]).includes(file.type);
}
