import { form, freeText, image, optional, walletAddress } from '../validation/rules';

/** Upload limit of a profile image, in MB. */
export const PROFILE_IMAGE_MAX_MB = 2;

const profileImage = image({ maxSizeMb: PROFILE_IMAGE_MAX_MB });
const publicName = freeText({ min: 2, max: 80 });

/** The public name and image a manager or issuer shows to investors. */
export const publicProfileSchema = form({
  public_name: publicName,
  image: optional(profileImage),
});

/** The public name alone (the account's public-name section; the image has its own upload). */
export const publicNameSchema = form({ public_name: publicName });

/** The profile image upload: the allowed image extensions, at most PROFILE_IMAGE_MAX_MB. */
export const profileImageSchema = form({ image: profileImage });

/** The investor's wallet, where tokens are minted. */
export const walletSchema = form({ wallet_address: walletAddress() });
