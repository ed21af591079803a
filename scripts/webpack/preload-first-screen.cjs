// Preload hints for what the page needs before its first screen, written into index.html.
//
// The entry (main.js) only starts the federation runtime and then imports `./bootstrap`; the
// bootstrap chunk, its vendor chunks and the shared packages it consumes are requested only once
// main.js has arrived and run. Listing them in the HTML lets the browser fetch them alongside
// main.js: one round trip and one script evaluation less before /login can paint.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/** The JS and CSS files of the entry's first async step: the chunk groups it imports, and for
 * every shared package their chunks consume, the chunk of this app's own copy, which is the one
 * the runtime loads when the host is the first to provide it. Not the lazy routes below them. */
function firstScreenFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const groups = [...entrypoint.getChildren()];
  const consumed = new Set();
  for (const group of groups) {
    for (const chunk of group.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === CONSUME_SHARED) consumed.add(module.options.shareKey);
      }
    }
  }
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED || !consumed.has(module._name)) continue;
    for (const block of module.blocks) {
      const provided = chunkGraph.getBlockChunkGroup(block);
      if (provided) groups.push(provided);
    }
  }
  const files = new Set();
  for (const group of groups) for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  return [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
}

class PreloadFirstScreenPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstScreenPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('PreloadFirstScreenPlugin', (data) => {
        const links = firstScreenFiles(compilation, this.entry).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${data.publicPath}${file}` },
          meta: { plugin: 'PreloadFirstScreenPlugin' },
        }));
        data.assetTags.styles.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadFirstScreenPlugin };
