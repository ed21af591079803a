// Preload hints and stylesheets for what the page needs before its first screen, written into
// index.html. Not the font face: the entry asks for it (host/src/platform/first-screen-font.ts).
//
// The entry (main.js) only starts the federation runtime and then imports `./bootstrap`; the
// bootstrap chunk, its vendor chunks and the shared packages it consumes are requested only once
// main.js has arrived and run. Listing them in the HTML lets the browser fetch them alongside
// main.js: one round trip and one script evaluation less before /login can paint.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/** The JS and CSS files of the entry's first async step: the chunk groups it imports, and for
 * every shared package their chunks consume (and those packages consume in turn), the chunk of
 * this app's own copy, which is the one the runtime loads when the host is the first to provide
 * it. Not the lazy routes below them, nor the copies of packages only a lazy chunk consumes. */
function firstScreenFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const providedGroups = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED) continue;
    const groups = module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
    providedGroups.set(module._name, [...(providedGroups.get(module._name) ?? []), ...groups]);
  }
  // The entry module's own dynamic import (./bootstrap): not the copies of the shares (other
  // children of the entry), nor what a module the entry imports fetches on its own terms (the
  // messages of one language, which the boot picks at run time).
  // An entry concatenated with the modules it imports is one module, whose own imports keep the
  // entry file (its root module) as their origin; not those of the modules merged into it.
  const entryModules = new Set([...chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())].flatMap((module) => [module, module.rootModule].filter(Boolean)));
  const groups = [...entrypoint.getChildren()].filter((group) => group.origins.some((origin) => entryModules.has(origin.module)));
  const consumed = new Set();
  for (let index = 0; index < groups.length; index++) {
    for (const chunk of groups[index].chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED || consumed.has(module.options.shareKey)) continue;
        consumed.add(module.options.shareKey);
        for (const group of providedGroups.get(module.options.shareKey) ?? []) if (!groups.includes(group)) groups.push(group);
      }
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
        const files = firstScreenFiles(compilation, this.entry);
        const link = (attributes) => ({ tagName: 'link', voidTag: true, attributes, meta: { plugin: 'PreloadFirstScreenPlugin' } });
        const links = files.map((file) =>
          file.endsWith('.css')
            ? // Applied by the HTML, not preloaded: mini-css-extract's runtime would insert the
              // same stylesheet once the bootstrap asks for its chunk, parse it then, in the middle
              // of the boot, and wait for its load event before going on. It takes a stylesheet the
              // page already has when `data-href` names the file as its chunk map does (hashed
              // names: no other app's file can match). A stylesheet that fails to load now leaves
              // the screen unstyled instead of failing the chunk.
              link({ rel: 'stylesheet', href: `${data.publicPath}${file}`, 'data-href': file })
            : link({ rel: 'preload', as: 'script', href: `${data.publicPath}${file}` }),
        );
        data.assetTags.styles.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadFirstScreenPlugin, firstScreenFiles };
