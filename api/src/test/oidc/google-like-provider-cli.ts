import { startGoogleLikeProvider } from './google-like-provider.js';

/**
 * The local Google-like OpenID provider as a process, for the e2e suite:
 *   tsx src/test/oidc/google-like-provider-cli.ts <port> <client id> <client secret> <redirect uri>
 * Prints its issuer once it listens; stops on SIGTERM.
 */
const [port, clientId, clientSecret, redirectUri] = process.argv.slice(2);
if (!port || !clientId || !clientSecret || !redirectUri) {
  console.error('usage: google-like-provider-cli.ts <port> <client id> <client secret> <redirect uri>');
  process.exit(1);
}
const provider = await startGoogleLikeProvider({ port: Number(port), clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri] }] });
console.log(provider.issuer);
process.once('SIGTERM', () => void provider.close().then(() => process.exit(0)));
