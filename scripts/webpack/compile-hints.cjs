// Chromium's explicit compile hint (from version 136; other browsers ignore the comment): a
// script that starts with `//# allFunctionsCalledOnLoad` has every function compiled while it
// streams in, on a background thread, instead of each one on the main thread the first time it is
// called. The files /login runs call most of their functions before its first paint (React's
// render, the router, i18next, the federation runtime): at 4× CPU, CPU profiles of /login showed
// about 300 ms less script time on the main thread with the hint, and paired cold loads an LCP
// about 100 ms earlier. Lazy chunks keep the default: most of their functions wait for a click,
// if they run at all.
const { firstScreenFiles } = require('./preload-first-screen.cjs');

const HINT = '//# allFunctionsCalledOnLoad\n';

class FirstScreenCompileHintsPlugin {
  /** @param {{ entry?: string, bootstrap?: boolean }} [options] `bootstrap: false` when the
   * entry file itself holds the first screen (the monolith), not a bootstrap step it imports. */
  constructor({ entry = 'main', bootstrap = true } = {}) {
    this.entry = entry;
    this.bootstrap = bootstrap;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstScreenCompileHintsPlugin', (compilation) => {
      // After the minifier, which drops comments and writes its licence banner on the first
      // line; before the source maps, which then count the hint's line.
      compilation.hooks.processAssets.tap({ name: 'FirstScreenCompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const entrypoint = compilation.entrypoints.get(this.entry);
        if (!entrypoint) return;
        const files = new Set(entrypoint.getFiles());
        if (this.bootstrap) for (const file of firstScreenFiles(compilation, this.entry)) files.add(file);
        for (const file of files) {
          if (!file.endsWith('.js')) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

module.exports = { FirstScreenCompileHintsPlugin, COMPILE_HINT: HINT.trim() };
