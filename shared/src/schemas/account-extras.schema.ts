import type * as v from 'valibot';
import { form, freeText, idNumber, image, number, optional, password, walletAddress } from '../validation/rules';

/** Upload limit of a profile image, in MB. */
export const PROFILE_IMAGE_MAX_MB = 2;

/** The public name and image a manager or issuer shows to investors. */
export const publicProfileSchema = form({
  public_name: freeText({ min: 2, max: 80 }),
  image: optional(image({ maxSizeMb: PROFILE_IMAGE_MAX_MB })),
});
export type PublicProfileValues = v.InferOutput<typeof publicProfileSchema>;

/** The investor's wallet, where tokens are minted. */
export const walletSchema = form({ wallet_address: walletAddress() });
export type WalletValues = v.InferOutput<typeof walletSchema>;

/** A beneficiary of the investor's holdings; percentages are checked together elsewhere. */
export const beneficiarySchema = form({
  name: freeText({ max: 100 }),
  surname: freeText({ max: 100 }),
  id_number: idNumber(),
  percentage: number({ min: 0.01, max: 100 }),
});
export type BeneficiaryValues = v.InferOutput<typeof beneficiarySchema>;

/** Deleting an account is irreversible: the password confirms it is the owner. */
export const deleteAccountSchema = form({ password: password(1) });
export type DeleteAccountValues = v.InferOutput<typeof deleteAccountSchema>;
