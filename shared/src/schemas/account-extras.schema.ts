import { form, freeText, image, optional, walletAddress } from '../validation/rules';

/** Upload limit of a profile image, in MB. */
const PROFILE_IMAGE_MAX_MB = 2;

/** The public name and image a manager or issuer shows to investors. */
export const publicProfileSchema = form({
  public_name: freeText({ min: 2, max: 80 }),
  image: optional(image({ maxSizeMb: PROFILE_IMAGE_MAX_MB })),
});

/** The investor's wallet, where tokens are minted. */
export const walletSchema = form({ wallet_address: walletAddress() });
