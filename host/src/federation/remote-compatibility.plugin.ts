import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { checkRemoteManifest, RemoteIncompatibleError, type ProvidedVersions } from './remote-compatibility';

/** Runtime plugin: reads each remote's federation manifest as it arrives and refuses a remote
 * built for another platform contract or another major of a shared singleton, before its entry
 * or any of its code is loaded. `provided` comes from the host's build (its webpack config). */
export default function remoteCompatibilityPlugin(provided: ProvidedVersions): ModuleFederationRuntimePlugin {
  return {
    name: 'host-remote-compatibility',
    loadRemoteSnapshot(args) {
      if (args.from === 'manifest' && args.manifestJson) {
        const problems = checkRemoteManifest(args.manifestJson, provided);
        if (problems.length > 0) throw new RemoteIncompatibleError(args.moduleInfo.name, problems);
      }
      return args;
    },
  };
}
