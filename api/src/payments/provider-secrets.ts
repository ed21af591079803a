import { readFileSync } from 'node:fs';
import * as v from 'valibot';

/** Every tenant not named in the secrets has the `*` entry's, when there is one. */
const ANY_TENANT = '*';

type SecretsByTenant = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

const secretsSchema = v.record(v.string(), v.record(v.string(), v.unknown()));

/**
 * The secrets of the real payment adapters (merchant keys, API keys, webhook keys) per tenant slug,
 * `{"<tenant slug>" | "*": {"<adapter>": {…}}}`. They are deployment settings, read from the
 * environment or a secrets file at start: never stored with the tenant's customization, which
 * browsers read. Each adapter owns the shape of its section and checks it with its own schema.
 */
export class ProviderSecrets {
  constructor(private readonly byTenant: SecretsByTenant = {}) {}

  /** The adapter's section for a tenant (its own, else `*`); undefined when the adapter is not set up for it. */
  of<S extends v.GenericSchema>(tenantSlug: string, adapter: string, schema: S): v.InferOutput<S> | undefined {
    const section = this.byTenant[tenantSlug]?.[adapter] ?? this.byTenant[ANY_TENANT]?.[adapter];
    if (section === undefined) return undefined;
    return this.parse(tenantSlug, adapter, schema, section);
  }

  /** Checks every tenant's section of an adapter at start, so a typo fails the deployment, not a payment. */
  check<S extends v.GenericSchema>(adapter: string, schema: S): void {
    for (const [tenantSlug, sections] of Object.entries(this.byTenant)) {
      if (sections[adapter] !== undefined) this.parse(tenantSlug, adapter, schema, sections[adapter]);
    }
  }

  private parse<S extends v.GenericSchema>(tenantSlug: string, adapter: string, schema: S, section: unknown): v.InferOutput<S> {
    const result = v.safeParse(schema, section);
    // The message names the fields, never their values: those are secrets.
    if (!result.success) throw new Error(`payment secrets of "${adapter}" for tenant "${tenantSlug}" are invalid: ${result.issues.map((issue) => v.getDotPath(issue) ?? '(root)').join(', ')}`);
    return result.output;
  }
}

/** `PAYMENT_PROVIDER_SECRETS` (JSON) and `PAYMENT_PROVIDER_SECRETS_FILE` (a JSON file, e.g. a mounted secret); the file's tenants win. */
export function loadProviderSecrets(json: string | undefined, file: string | undefined): ProviderSecrets {
  const read = (text: string, where: string): SecretsByTenant => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`${where} must be JSON: {"<tenant slug>" | "*": {"<adapter>": {…}}}`);
    }
    const result = v.safeParse(secretsSchema, parsed);
    if (!result.success) throw new Error(`${where} must map tenant slugs to adapters' sections: {"<tenant slug>" | "*": {"<adapter>": {…}}}`);
    return result.output;
  };
  const fromEnv = json ? read(json, 'PAYMENT_PROVIDER_SECRETS') : {};
  const fromFile = file ? read(readFileSync(file, 'utf8'), `PAYMENT_PROVIDER_SECRETS_FILE (${file})`) : {};
  return new ProviderSecrets({ ...fromEnv, ...fromFile });
}
