import * as v from 'valibot';
import { askForRemoteManifest, REMOTE_MANIFEST_URL } from '../platform/boot-requests';

/** The deployment's runtime manifest: which remote container lives at which URL. Changing it
 * redeploys a remote without rebuilding the host. */
const remoteManifestSchema = v.object({
  remotes: v.array(
    v.object({
      name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/)),
      entry: v.pipe(v.string(), v.minLength(1)),
    }),
  ),
});

export type RemoteManifest = v.InferOutput<typeof remoteManifestSchema>;
export type RemoteEntry = RemoteManifest['remotes'][number];


/** Resolves entries relative to the manifest, so a deployment may list `/remote-manager/mf-manifest.json`. */
export function parseRemoteManifest(json: unknown, manifestUrl: string): RemoteManifest {
  const manifest = v.parse(remoteManifestSchema, json);
  return {
    remotes: manifest.remotes.map((remote) => ({ ...remote, entry: new URL(remote.entry, manifestUrl).href })),
  };
}

/** Reads the manifest at `url`, or from `asked`, its answer already on the way (the page's boot). */
export async function fetchRemoteManifest(url = REMOTE_MANIFEST_URL, asked: Promise<Response> | null = null): Promise<RemoteManifest> {
  const absolute = new URL(url, globalThis.location.href).href;
  const response = await (asked ?? askForRemoteManifest(absolute));
  if (!response.ok) throw new Error(`Remote manifest ${absolute} answered ${response.status}`);
  return parseRemoteManifest(await response.json(), absolute);
}
