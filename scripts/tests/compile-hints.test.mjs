import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { COMPILE_HINT, FirstScreenCompileHintsPlugin } = require('../webpack/compile-hints.cjs');

/** Builds an entry that imports its bootstrap step, which imports a lazy screen, as the host's
 * production build does; returns each emitted script by the module it carries. */
function build(pluginOptions) {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  writeFileSync(join(dir, 'index.js'), "console.log('entry-marker');\nimport('./bootstrap');\n");
  writeFileSync(join(dir, 'bootstrap.js'), "console.log('bootstrap-marker');\nexport const open = () => import('./lazy');\n");
  writeFileSync(join(dir, 'lazy.js'), "console.log('lazy-marker');\n");
  const compiler = webpack({
    context: dir,
    mode: 'production',
    devtool: 'source-map',
    entry: { main: './index.js' },
    output: { path: join(dir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    plugins: [new FirstScreenCompileHintsPlugin(pluginOptions)],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      const out = join(dir, 'dist');
      const scripts = readdirSync(out).filter((file) => file.endsWith('.js'));
      const byMarker = (marker) => {
        const file = scripts.find((name) => readFileSync(join(out, name), 'utf8').includes(marker));
        return { code: readFileSync(join(out, file), 'utf8'), map: JSON.parse(readFileSync(join(out, `${file}.map`), 'utf8')) };
      };
      const built = { entry: byMarker('entry-marker'), bootstrap: byMarker('bootstrap-marker'), lazy: byMarker('lazy-marker') };
      rmSync(dir, { recursive: true, force: true });
      compiler.close(() => resolve(built));
    });
  });
}

const hinted = ({ code }) => code.startsWith(`${COMPILE_HINT}\n`);

test('the entry and its bootstrap step ask for their functions compiled as they stream in; a lazy screen does not', async () => {
  const { entry, bootstrap, lazy } = await build();
  assert.equal(hinted(entry), true);
  assert.equal(hinted(bootstrap), true);
  assert.equal(hinted(lazy), false);
});

test('without a bootstrap step (the monolith) only the entry file carries the hint', async () => {
  const { entry, bootstrap, lazy } = await build({ bootstrap: false });
  assert.deepEqual([hinted(entry), hinted(bootstrap), hinted(lazy)], [true, false, false]);
});

test("the source map counts the hint's line: the code it maps starts on the line below", async () => {
  const { bootstrap } = await build();
  const mappedLines = bootstrap.map.mappings.split(';');
  assert.equal(mappedLines[0], '');
  assert.notEqual(mappedLines[1], '');
  assert.equal(mappedLines.length, bootstrap.code.replace(/\n\/\/# sourceMappingURL=.*\n?$/, '').split('\n').length);
});
