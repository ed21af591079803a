/** The document title when the tenant's customization has none (spec section 9). */
export const PRODUCT_NAME = 'Tokenised Investment Dashboard';

export interface AppConfig {
  /** When on, an expired token on a protected page does not log the user out (spec section 4). */
  ignoreSessionExpiration: boolean;
  /** The error-reporting service; reporting is active only when a client token is set. */
  errorReporting: { clientToken: string | null; endpoint: string | null };
}

export const APP_CONFIG: AppConfig = {
  ignoreSessionExpiration: false,
  errorReporting: { clientToken: null, endpoint: null },
};
