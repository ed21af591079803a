import type { KycDocumentType, KycProviderStatus, KycStatus, PersonType } from 'shared';

/** One document as the provider receives it: its bytes, its type and, for a company document, when it was issued. */
export interface KycDocument {
  type: KycDocumentType;
  name: string;
  contentType: string;
  bytes: Uint8Array;
  issuedOn: string | null;
}

export interface KycSubmission {
  tenantId: string;
  userId: string;
  personType: PersonType;
  documents: readonly KycDocument[];
  /** The host the investor's request came to: a provider's notification comes back to the same tenant there. */
  callbackHost: string;
}

/** A provider's notification, once its signature is verified. */
export interface KycNotification {
  /** The provider's id of this notification: a retried one carries the same and is processed once. */
  eventId: string;
  /** The provider's id of the check (what `submit` returned). */
  reference: string;
  status: KycProviderStatus;
}

/**
 * The identity-verification service, named by what the product needs of it: send the documents,
 * and read the signed answer it sends later to `POST /api/v2/pfp/kyc/webhooks/{provider}`. One
 * adapter per provider (`sandbox-kyc.ts` is the built-in one), chosen per tenant by `modules.kyc`.
 */
export interface KycProvider {
  readonly name: string;
  /**
   * Hands the documents over; resolves with the provider's reference once it has them and, when
   * it says so at once (manual review: MANUAL_REVIEW), its first value. The check stays pending.
   */
  submit(submission: KycSubmission): Promise<{ reference: string; status?: KycProviderStatus }>;
  /** Checks the notification's signature over the raw body; throws 401 `invalid_signature` when it does not hold. */
  verifyNotification(rawBody: string, headers: (name: string) => string | undefined): KycNotification;
}

/**
 * The provider's verdict in our statuses: a pass, a refusal (the documents, or the identity they
 * show), a case the provider hands to a person (manual_error: a manager decides with `decideKyc`);
 * a provider still working (PENDING, RUNNING) leaves the check pending.
 */
export const KYC_STATUS_OF_PROVIDER: { readonly [K in KycProviderStatus]: KycStatus } = {
  SUCCESS: 'success',
  ERROR: 'error',
  VERIFICATION_ERROR: 'error',
  MANUAL_REVIEW: 'manual_error',
  PENDING: 'pending',
  RUNNING: 'pending',
};

/** The adapters this deployment knows, by the name a tenant's `modules.kyc` uses. */
export class KycProviders {
  private readonly byName = new Map<string, KycProvider>();

  constructor(
    providers: readonly KycProvider[],
    private readonly fallback: string,
  ) {
    for (const provider of providers) this.byName.set(provider.name, provider);
  }

  named(name: string): KycProvider | undefined {
    return this.byName.get(name);
  }

  /**
   * The tenant's provider (`modules.kyc`: `manual` or `sandbox`, see `KYC_MODULES`), or the
   * sandbox when the tenant names none or one this deployment lacks.
   */
  forTenant(moduleName: string | null): KycProvider {
    const provider = (moduleName && this.byName.get(moduleName)) || this.byName.get(this.fallback);
    if (!provider) throw new Error(`no KYC provider ${moduleName ?? this.fallback}`);
    return provider;
  }
}
