/** The platform contract's surface is reviewed through its API report, host/platform.api.d.ts:
 * a change to what `host/platform` exports fails here until the report is written again, which
 * scripts/platform-api.cjs does only under a raised version (host/package.json). */
interface PlatformApi {
  platformSurface(): string;
  currentVersion(): string;
  readReport(): { version: string | null; text: string };
  report(version: string | null, surface: string): string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a Node script of the workspace, not a module of the app
const api = require('../../../scripts/platform-api.cjs') as PlatformApi;

describe('the platform contract', () => {
  it('exports what its API report says, under the version the report names', () => {
    const { version, text } = api.readReport();
    const changed = text !== api.report(version, api.platformSurface());
    if (changed && version === api.currentVersion()) {
      throw new Error(
        "host/platform's surface changed but its version did not: raise host/package.json's version (major for a removal or an incompatible change, minor for an addition), then run `npm run platform:api`.",
      );
    }
    if (changed) throw new Error('host/platform changed under a new version: run `npm run platform:api` and commit the report.');
    expect(version).toBe(api.currentVersion());
  }, 60_000);
});
