import * as v from 'valibot';
import { askForRemoteManifest, REMOTE_MANIFEST_URL } from '../platform/boot-requests';

const entrySchema = v.pipe(v.string(), v.minLength(1));

/** The deployment's runtime manifest: which remote container lives at which URL. Changing it
 * redeploys a remote without rebuilding the host. A row may give a tenant its own build of the
 * area (`tenants`, by tenant id) and try a new build on a share of the users first (`canary`). */
const remoteManifestSchema = v.object({
  remotes: v.array(
    v.object({
      name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/)),
      entry: entrySchema,
      tenants: v.optional(v.record(v.string(), entrySchema)),
      canary: v.optional(
        v.object({
          entry: entrySchema,
          /** The percentage of users served the canary, 0 to 100. */
          share: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
        }),
      ),
    }),
  ),
});

export type RemoteManifest = v.InferOutput<typeof remoteManifestSchema>;
export type RemoteEntry = RemoteManifest['remotes'][number];

/** Resolves entries relative to the manifest, so a deployment may list `/remote-manager/mf-manifest.json`. */
export function parseRemoteManifest(json: unknown, manifestUrl: string): RemoteManifest {
  const manifest = v.parse(remoteManifestSchema, json);
  const resolve = (entry: string) => new URL(entry, manifestUrl).href;
  return {
    remotes: manifest.remotes.map(({ tenants, canary, ...remote }) => ({
      ...remote,
      entry: resolve(remote.entry),
      ...(tenants ? { tenants: Object.fromEntries(Object.entries(tenants).map(([tenant, entry]) => [tenant, resolve(entry)])) } : {}),
      ...(canary ? { canary: { ...canary, entry: resolve(canary.entry) } } : {}),
    })),
  };
}

/** Reads the manifest at `url`, or from `asked`, its answer already on the way (the page's boot). */
export async function fetchRemoteManifest(url = REMOTE_MANIFEST_URL, asked: Promise<Response> | null = null): Promise<RemoteManifest> {
  const absolute = new URL(url, globalThis.location.href).href;
  const response = await (asked ?? askForRemoteManifest(absolute));
  if (!response.ok) throw new Error(`Remote manifest ${absolute} answered ${response.status}`);
  return parseRemoteManifest(await response.json(), absolute);
}
