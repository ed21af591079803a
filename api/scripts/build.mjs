// The API as plain JavaScript for production: `node dist/server.js`, no tsx. The workspace
// package `shared` is TypeScript source (no emitted JavaScript to import at run time), so the
// API and `shared` are bundled by esbuild, while the API's own dependencies stay external and are
// loaded from node_modules as usual. The migrations go beside the bundle, where the migrator
// looks for them (src/db/client.ts: ./migrations next to the code).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== 'shared');
const outdir = new URL('../dist/', import.meta.url).pathname;

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: new URL('..', import.meta.url).pathname,
  entryPoints: {
    server: 'src/server.ts',
    'migrate-cli': 'src/db/migrate-cli.ts',
    'seed-cli': 'src/db/seed-cli.ts',
    'backup-cli': 'src/db/backup-cli.ts',
    'restore-cli': 'src/db/restore-cli.ts',
    'copy-to-postgres-cli': 'src/db/copy-to-postgres-cli.ts',
    'move-to-s3-cli': 'src/files/move-to-s3-cli.ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir,
  // Shared code in chunks beside the entries, so `import.meta.url` names the same folder
  // wherever a module ended up (the API's root is its parent).
  splitting: true,
  chunkNames: '[name]-[hash]',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(new URL('../src/db/migrations', import.meta.url), new URL('migrations', `file://${outdir}`), { recursive: true });
console.log(`API built into ${outdir}: node dist/server.js`);
