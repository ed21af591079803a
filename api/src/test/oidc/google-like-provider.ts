import { createHash, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A local OpenID provider configured as Google is, for the API's tests and the e2e suite: the
 * authorization code flow with PKCE, `openid email profile` scopes whose claims (e-mail,
 * `email_verified`, names) travel in the RS256-signed ID token, `access_denied` when the person
 * declines, and a numeric `sub` per account. Its sign-in page asks only for an e-mail address:
 * one starting with `unverified` comes back with `email_verified: false`.
 */
export interface GoogleLikeClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface GoogleLikeProvider {
  issuer: string;
  close(): Promise<void>;
}

/** Google's subjects are long digit strings, stable per account. */
export function subjectOf(email: string): string {
  return BigInt(`0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 15)}`).toString().padStart(21, '1');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function signInPage(issuer: string, uid: string, clientId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in - Local Google</title></head><body>
<main><h1>Sign in with Google (local)</h1><p>to continue to ${escapeHtml(clientId)}</p>
<form method="post" action="${escapeHtml(issuer)}/interaction/${escapeHtml(uid)}/login">
<label>Email <input type="email" name="email" required autocomplete="off"></label>
<button type="submit">Continue</button>
</form>
<form method="post" action="${escapeHtml(issuer)}/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

async function formOf(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the provider on 127.0.0.1 (`port` 0: any free port). */
export async function startGoogleLikeProvider(options: { clients: GoogleLikeClient[]; port?: number }): Promise<GoogleLikeProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const emails = new Map<string, string>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      ...client,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'locale'],
    },
    // Google puts the scopes' claims in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Short-lived, as a test needs them (and stated, so the provider does not warn about its defaults).
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Grant: 600, Session: 600 },
    // Absolute, as Google's are: a browser never resolves them against another page.
    interactions: { url: (_ctx, interaction) => `${issuer}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const email = emails.get(sub);
      if (!email) return undefined;
      const local = email.split('@')[0] ?? email;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email,
          email_verified: !local.startsWith('unverified'),
          name: `Google ${local}`,
          given_name: 'Google',
          family_name: local,
          locale: 'en',
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const match = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!match) {
      callback(req, res);
      return;
    }
    const step = match[2];
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (!step && req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(signInPage(issuer, details.uid, String(details.params.client_id)));
        return;
      }
      if (step === 'abort') {
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user denied the request' }, { mergeWithLastSubmission: false });
        return;
      }
      const email = (await formOf(req)).get('email')?.trim() ?? '';
      const accountId = subjectOf(email);
      emails.set(accountId, email);
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error));
    });
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
