/** What was recorded about the signer and the act of signing, printed on the evidence page. */
interface SignatureEvidenceFacts {
  signerId: string;
  typedName: string;
  signedAt: Date;
  timeZone: string;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 (hex) of the unsigned contract. */
  documentSha256: string;
  /** A manager signing while acting as the investor. */
  actingManagerId: string | null;
}

export interface SignatureRequestInput {
  /** The unsigned contract, exactly as GET …/contract answers it. */
  contract: Uint8Array;
  /** The drawn signature, a PNG already checked. */
  drawnSignature: Uint8Array;
  evidence: SignatureEvidenceFacts;
}

/**
 * The signature service, named by what the product needs: the signed document for an unsigned
 * one and the signer's evidence. The built-in adapter (`simple-signature.ts`) signs at once; an
 * adapter for a qualified provider (a remote signing service) would answer `pending` and
 * complete through a signed webhook, moving the investment CHARGED → SIGNED_PENDING → SIGNED.
 */
export interface SignatureProvider {
  readonly name: string;
  sign(input: SignatureRequestInput): Promise<{ status: 'signed'; signedPdf: Uint8Array }>;
}

/** The adapters this deployment knows, by the name a tenant's `modules.signature` uses. */
export class SignatureProviders {
  private readonly byName = new Map<string, SignatureProvider>();

  constructor(
    providers: readonly SignatureProvider[],
    private readonly fallback: string,
  ) {
    for (const provider of providers) this.byName.set(provider.name, provider);
  }

  forTenant(moduleName: string | null): SignatureProvider {
    const provider = (moduleName && this.byName.get(moduleName)) || this.byName.get(this.fallback);
    if (!provider) throw new Error(`no signature provider ${moduleName ?? this.fallback}`);
    return provider;
  }
}
