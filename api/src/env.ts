import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { NOTIFICATION_STREAM_HEARTBEAT_MS } from 'shared';

/** The api/ folder, so default paths do not depend on the directory the command runs from. */
export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const flag = (fallback: boolean) =>
  v.pipe(
    v.optional(v.picklist(['1', '0', 'true', 'false']), fallback ? 'true' : 'false'),
    v.transform((value) => value === '1' || value === 'true'),
  );

const positiveInt = (fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.number(),
    v.integer(),
    v.minValue(1),
  );

const list = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
);

/**
 * Google sign-in per tenant, by tenant slug (JSON): `{"demo": {"client_id": "…", "client_secret": "…"}}`.
 * `issuer` defaults to Google's; `redirect_uri` (the API's callback as registered at the provider)
 * defaults to the callback on the host the sign-in started at.
 */
const openIdClientSchema = v.strictObject({
  client_id: v.pipe(v.string(), v.minLength(1)),
  client_secret: v.pipe(v.string(), v.minLength(1)),
  issuer: v.optional(v.pipe(v.string(), v.url()), 'https://accounts.google.com'),
  redirect_uri: v.optional(v.pipe(v.string(), v.url())),
});
export type OpenIdClientSettings = v.InferOutput<typeof openIdClientSchema>;

const openIdClients = v.pipe(
  v.optional(v.string(), '{}'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return JSON.parse(dataset.value) as unknown;
    } catch {
      addIssue({ message: 'GOOGLE_OIDC_CLIENTS must be JSON: {"<tenant slug>": {"client_id": …, "client_secret": …}}' });
      return NEVER;
    }
  }),
  v.record(v.string(), openIdClientSchema),
);

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.pipe(v.optional(v.string(), '8031'), v.transform(Number), v.number(), v.integer(), v.minValue(0), v.maxValue(65535)),
  /** Unset: loopback only (127.0.0.1 and ::1); `0.0.0.0` or `::` to be reachable from other machines. */
  HOST: v.optional(v.pipe(v.string(), v.minLength(1))),
  /**
   * Opt-in: `/dev/mailbox` shows the mail kept in the outbox (verification codes, reset links) to
   * loopback callers. Anyone who reads it can take any account, so never outside a developer's machine.
   */
  DEV_MAILBOX: flag(false),
  DATA_DIR: v.optional(v.string(), path.join(apiRoot, '.data')),
  /** Unset: DATA_DIR/uploads. Uploaded images and documents, one folder per tenant. */
  UPLOADS_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  /**
   * Where uploads live: `disk` (UPLOADS_DIR of this machine, the default) or `s3`, an S3-compatible
   * bucket (AWS, MinIO, Ceph, R2) that every API node shares; `npm run files:move-to-s3` copies a
   * disk's files there. With `s3`, downloads are short-lived signed URLs issued after the API's checks.
   */
  FILES_STORE: v.optional(v.picklist(['disk', 's3']), 'disk'),
  FILES_S3_BUCKET: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Unset: AWS's endpoint for the region; e.g. `https://minio.internal:9000` for a self-hosted service. */
  FILES_S3_ENDPOINT: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^/]+\/?$/, 'FILES_S3_ENDPOINT must be an origin like https://minio.internal:9000'))),
  FILES_S3_REGION: v.optional(v.pipe(v.string(), v.minLength(1)), 'us-east-1'),
  /** Path-style addressing (`<endpoint>/<bucket>/<key>`), which MinIO and most self-hosted services need. */
  FILES_S3_PATH_STYLE: flag(false),
  /** Unset with its secret: the SDK's own chain (AWS_* variables, an instance or pod role). */
  FILES_S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  FILES_S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** The secret key in a file (a mounted secret) instead of the variable above. */
  FILES_S3_SECRET_ACCESS_KEY_FILE: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Keys start with it, so one bucket can hold several deployments (e.g. `staging/`). */
  FILES_S3_PREFIX: v.optional(v.pipe(v.string(), v.regex(/^(?:[\w.-]+\/)*$/, 'FILES_S3_PREFIX must be empty or end in / (e.g. staging/)')), ''),
  /** How long a signed download URL stays valid (a KYC document's link dies within minutes). */
  FILES_URL_TTL_SECONDS: v.pipe(v.optional(v.string(), '300'), v.transform(Number), v.number(), v.integer(), v.minValue(10), v.maxValue(3600)),
  /** Largest multipart upload (an image or a document); JSON bodies keep BODY_LIMIT_BYTES. */
  UPLOAD_LIMIT_BYTES: positiveInt(10 * 1024 * 1024),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://'))),
  /**
   * PostgreSQL behind a pooler (PgBouncer): the database itself, for the migration lock and the live
   * notifications' LISTEN, which need a session of their own. Unset: DATABASE_URL.
   */
  DATABASE_DIRECT_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_DIRECT_URL must start with postgres://'))),
  /**
   * PostgreSQL only: false behind a pooler in transaction mode that does not track prepared
   * statements (PgBouncer before 1.21, Debian 12's 1.18): the hot reads send their statements unnamed.
   */
  DB_PREPARED_STATEMENTS: flag(true),
  /** PostgreSQL only: connections the pool opens at most; requests beyond them wait for one. */
  DB_POOL_MAX: positiveInt(10),
  /**
   * PostgreSQL only: API processes (node:cluster) sharing the port, each with its own pool. PGlite
   * is an embedded single-writer database: it always runs in one process.
   */
  API_WORKERS: positiveInt(1),
  /** PostgreSQL only: how long a request waits for a connection (pool full or server down) before answering 503. */
  DB_CONNECT_TIMEOUT_MS: positiveInt(5_000),
  /** PostgreSQL only: a statement running longer (slow query, lock held elsewhere) is cancelled and answers 503. */
  DB_STATEMENT_TIMEOUT_MS: positiveInt(15_000),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Dashboard <no-reply@localhost>'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  /** Front-end origins allowed by CORS besides the tenants' own (comma separated). */
  CORS_ORIGINS: list,
  /** Behind a reverse proxy the client address comes from X-Forwarded-For. */
  TRUST_PROXY: flag(false),
  BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
  /** Unset: seed an empty database except in production, where demo accounts must be asked for. */
  SEED_ON_START: v.optional(v.pipe(v.picklist(['1', '0', 'true', 'false']), v.transform((value) => value === '1' || value === 'true'))),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(15 * 60),
  LOGIN_MAX_FAILURES_PER_EMAIL: positiveInt(10),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(50),
  CODE_MAX_FAILURES_PER_EMAIL: positiveInt(15),
  CODE_MAX_FAILURES_PER_ADDRESS: positiveInt(30),
  MAIL_MAX_PER_EMAIL: positiveInt(5),
  /** The sandbox KYC provider answers this long after the documents arrive; 0 answers at once. */
  KYC_SANDBOX_DELAY_MS: v.pipe(v.optional(v.string(), '3000'), v.transform(Number), v.number(), v.integer(), v.minValue(0)),
  /** Key of the sandbox's signed notifications; unset: a random one per process (pending verdicts die with it). */
  KYC_SANDBOX_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'KYC_SANDBOX_SECRET must have 16 characters at least'))),
  /** Key of the sandbox payment provider's signed notifications (a tenant's `sandbox_webhook_secret` overrides it); unset: a random one per process. */
  PAYMENT_SANDBOX_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'PAYMENT_SANDBOX_SECRET must have 16 characters at least'))),
  /**
   * Where a built-in provider (the payment sandbox) POSTs its notifications, as a provider's
   * server would: this API's own URL. Unset: http://127.0.0.1:PORT.
   */
  PROVIDER_CALLBACK_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^/]+$/, 'PROVIDER_CALLBACK_URL must be an origin like http://127.0.0.1:8031'))),
  /**
   * Secrets of the real payment adapters per tenant slug (`*`: every tenant), JSON
   * `{"<tenant slug>" | "*": {"<adapter>": {…}}}`; each adapter documents its section (README,
   * "Going live"). Deployment settings only: never in the customization payload.
   */
  PAYMENT_PROVIDER_SECRETS: v.optional(v.string()),
  /** The same as a JSON file (a mounted secret); its tenants win over PAYMENT_PROVIDER_SECRETS. */
  PAYMENT_PROVIDER_SECRETS_FILE: v.optional(v.pipe(v.string(), v.minLength(1))),
  /**
   * Whether the built-in payment sandbox takes hosted payments (its "Pay" button charges nothing
   * real). On for development and demos; a deployment that takes real money turns it off, so a
   * method without a real adapter is refused instead of falling back to fake payments.
   */
  PAYMENT_SANDBOX: flag(true),
  /** A hosted payment session of the sandbox provider not paid within this long expires (the order goes to PAYMENT_ERROR). */
  PAYMENT_SESSION_TTL_MINUTES: positiveInt(30),
  /** How often undelivered provider notifications are sent again, and expired payment sessions swept. */
  PROVIDER_NOTIFY_INTERVAL_MS: positiveInt(5_000),
  /** How long a request that sends a chain transaction (token deploy, mint, board transfer) waits for it before answering it pending. */
  CHAIN_RECEIPT_WAIT_MS: positiveInt(15_000),
  /** How often pending chain transactions are confirmed (or sent again) and their records settled. */
  CHAIN_CONFIRM_INTERVAL_MS: positiveInt(5_000),
  /** How often the bulletin board's review job publishes or rejects ads in review (issue 15; the contract's default). */
  BOARD_REVIEW_INTERVAL_MS: positiveInt(60_000),
  /** How often an open notification stream sends its heartbeat and recounts the unread (the contract's default). */
  NOTIFICATION_STREAM_HEARTBEAT_MS: positiveInt(NOTIFICATION_STREAM_HEARTBEAT_MS),
  /** Google sign-in (OpenID Connect) of each tenant that offers it; a tenant not listed has none. */
  GOOGLE_OIDC_CLIENTS: openIdClients,
  /**
   * Key of the signed cookie that carries a sign-in's state, nonce and PKCE verifier from the start
   * to the provider's callback; unset: a random one per process (sign-ins under way die with it, and
   * several API processes behind one address need the same key).
   */
  OIDC_STATE_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'OIDC_STATE_SECRET must have 32 characters at least'))),
});

export type Env = Omit<v.InferOutput<typeof envSchema>, 'SEED_ON_START' | 'UPLOADS_DIR'> & { SEED_ON_START: boolean; UPLOADS_DIR: string };

/** What the object-store settings miss together, which no single variable's schema sees. */
function filesStoreProblem(output: v.InferOutput<typeof envSchema>): string | undefined {
  if (output.FILES_STORE !== 's3') return undefined;
  if (!output.FILES_S3_BUCKET) return 'FILES_S3_BUCKET: required when FILES_STORE=s3';
  const secret = output.FILES_S3_SECRET_ACCESS_KEY ?? output.FILES_S3_SECRET_ACCESS_KEY_FILE;
  if (output.FILES_S3_SECRET_ACCESS_KEY && output.FILES_S3_SECRET_ACCESS_KEY_FILE) return 'FILES_S3_SECRET_ACCESS_KEY_FILE: set it or FILES_S3_SECRET_ACCESS_KEY, not both';
  if (Boolean(output.FILES_S3_ACCESS_KEY_ID) !== Boolean(secret)) return 'FILES_S3_ACCESS_KEY_ID: set with its secret (FILES_S3_SECRET_ACCESS_KEY or _FILE), or neither for the SDK’s own credentials';
  return undefined;
}

/** Validates a set of variables; tests call it with their own instead of the process's. */
export function parseEnv(vars: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(envSchema, present);
  if (result.success) {
    const output = result.output;
    if (output.DEV_MAILBOX && output.NODE_ENV === 'production') throw new Error('Invalid environment:\n  DEV_MAILBOX: not allowed in production');
    const filesProblem = filesStoreProblem(output);
    if (filesProblem) throw new Error(`Invalid environment:\n  ${filesProblem}`);
    return {
      ...output,
      SEED_ON_START: output.SEED_ON_START ?? output.NODE_ENV !== 'production',
      UPLOADS_DIR: output.UPLOADS_DIR ?? path.join(output.DATA_DIR, 'uploads'),
    };
  }
  const problems = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${problems.join('\n')}`);
}

/** The only place that reads process.env. */
export function readEnv(): Env {
  return parseEnv(process.env);
}

/** For command-line entry points: a wrong variable ends the process with a readable message. */
export function readEnvOrExit(): Env {
  try {
    return readEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
