// The webpack config every app builds from: one loader chain, one output shape, one federation
// contract. An app's own webpack.config.cjs only says who it is.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { FirstScreenCompileHintsPlugin } = require('./compile-hints.cjs');
const { PreloadFirstScreenPlugin } = require('./preload-first-screen.cjs');
const { clientModuleAliases, platformRange, platformVersion, sharedDependencies } = require('./shared-deps.cjs');
const { localRemotes, remotePackages } = require('../workspace-packages.cjs');

const hostDir = path.resolve(__dirname, '../../host');

/** Emits every file of `public/` (the runtime manifest, the favicon) beside the build, except the
 * HTML template that HtmlWebpackPlugin renders. */
class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const fs = require('node:fs');
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir)) {
            if (file === 'index.html') continue;
            const full = path.join(this.dir, file);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

/** Emits MSW's service worker from the installed msw package (so it always matches the library
 * that talks to it), for a standalone dev server that answers the API in the browser. */
class MockServiceWorkerPlugin {
  apply(compiler) {
    const fs = require('node:fs');
    const { RawSource } = compiler.webpack.sources;
    const worker = require.resolve('msw/mockServiceWorker.js');
    compiler.hooks.thisCompilation.tap('MockServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MockServiceWorkerPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(worker);
          compilation.emitAsset('mockServiceWorker.js', new RawSource(fs.readFileSync(worker)));
        },
      );
    });
  }
}

/**
 * `MONOLITH=1` with the host: the same host with every area's `./routes` bundled in as lazy
 * chunks (src/index-monolith.ts) and no federation runtime, into dist-monolith, so
 * `npm run bench:web` can compare it with the federated suite. Derived from the host's own
 * config, so both builds keep one loader chain and one output shape.
 */
function asMonolith(config) {
  const routesOf = (remote) => path.resolve(hostDir, '..', remote, 'src/routes.tsx');
  return {
    ...config,
    entry: { main: './src/index-monolith.ts' },
    output: { ...config.output, path: path.join(config.context, 'dist-monolith') },
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve.alias,
        // Without the federation there is no shared router module: the app imports react-router
        // itself, from the same production build the federated page shares.
        'react-router$': config.resolve.alias['react-router-production$'],
        ...Object.fromEntries(remotePackages().map((remote) => [`${remote.container}/routes$`, routesOf(remote.dir)])),
      },
    },
    // Its entry imports the areas themselves, not a bootstrap step: nothing to preload, and the
    // entry file alone is the first screen.
    plugins: config.plugins
      .filter((plugin) => !(plugin instanceof ModuleFederationPlugin) && !(plugin instanceof PreloadFirstScreenPlugin))
      .map((plugin) => (plugin instanceof FirstScreenCompileHintsPlugin ? new FirstScreenCompileHintsPlugin({ bootstrap: false }) : plugin)),
  };
}

/** The manifest plugin's `additionalData`: writes the range into the manifest's `metaData`. */
function withPlatformRange(range) {
  return ({ stats }) => (range === null ? stats : { ...stats, metaData: { ...stats.metaData, platform: { range } } });
}

/**
 * @param {object} app
 * @param {string} app.dir the app folder (__dirname of its config)
 * @param {string} app.name the federation container name (snake_case)
 * @param {number} [app.port] the dev-server port; a remote's is its row in host/public/remotes.json
 * @param {'host' | 'remote'} app.kind
 * @param {Record<string, string>} [app.exposes]
 * @param {(string | [string, Record<string, unknown>])[]} [app.runtimePlugins] a file, or a file and
 *   the options its default export is called with
 */
function createConfig(app, env = {}, argv = {}) {
  const production = argv.mode === 'production';
  // `--env buildVersion=… --env outputPath=…` builds a redeployable variant beside the usual one.
  const buildVersion = env.buildVersion ?? require(path.join(app.dir, 'package.json')).version;
  const outputPath = path.resolve(app.dir, env.outputPath ?? 'dist');
  // `webpack serve --env standalone` serves a remote alone with the host's platform bundled in.
  const standalone = app.kind === 'remote' && Boolean(env.standalone);
  const role = app.kind === 'host' ? 'host' : standalone ? 'standalone' : 'remote';
  // `STANDALONE_MOCKS=1` with a standalone remote: the API is answered in the browser (MSW).
  const mocks = standalone && process.env.STANDALONE_MOCKS === '1';
  // A federated remote's only entry is its container (remoteEntry.js), which the plugin adds.
  const entry = standalone ? { main: './src/standalone.ts' } : app.kind === 'host' ? { main: './src/index.ts' } : {};

  const config = {
    context: app.dir,
    entry,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath: 'auto',
      // Hashed in development too: with the platform bundled into a standalone remote, webpack
      // emits two different chunks named after it.
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: app.name,
      clean: true,
    },
    // The host's first screen is the bootstrap chunk group and the platform's provided copy, which
    // share most of their modules: webpack's default group cut them into several common chunks
    // (19 files on /login, each compressed on its own). Without it a module stays in the chunk
    // that needs it first; vendors keep their own chunks.
    ...(role === 'remote' ? {} : { optimization: { splitChunks: { cacheGroups: { default: false } } } }),
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        ...clientModuleAliases(app.dir),
        ...(role === 'remote'
          ? {}
          : {
              'host/platform$': path.join(hostDir, 'src/exposes/platform.ts'),
              'host/standalone$': path.join(hostDir, 'src/exposes/standalone.tsx'),
            }),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /\.module\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                modules: {
                  // The container name keeps two remotes' class names apart in one page.
                  localIdentName: production ? `${app.name}_[hash:base64:6]` : `${app.name}__[name]__[local]`,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                },
              },
            },
          ],
        },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(woff2?|png|svg|ico)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __BUILD_VERSION__: JSON.stringify(buildVersion),
        __PLATFORM_VERSION__: JSON.stringify(platformVersion()),
        __STANDALONE_MOCKS__: JSON.stringify(mocks),
      }),
      new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, path.join(__dirname, 'axios-fetch-adapter-unavailable.mjs')),
      ...(mocks ? [new MockServiceWorkerPlugin()] : []),
      // provideExternalRuntime names this runtime plugin by its CommonJS file, whose require()
      // chain bundled a second, CommonJS copy of the federation runtime (runtime-core, sdk,
      // error codes: about 90 kB) beside the ES one the page runs. Its ES file imports the same
      // modules as the rest of the runtime, so the page ships and evaluates one copy.
      new webpack.NormalModuleReplacementPlugin(/[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resolveData) => {
        resolveData.request = resolveData.request.replace(/index\.cjs$/, 'index.js');
      }),
      new ModuleFederationPlugin({
        name: app.name,
        // Served alone, a remote is the page's consumer like the host, and exposes nothing.
        ...(role === 'remote' ? { filename: 'remoteEntry.js', exposes: app.exposes } : { remotes: {} }),
        shared: sharedDependencies({ appDir: app.dir, role }),
        // The default strategy ('version-first') fetches every registered remote's manifest to
        // compare versions before a lazy chunk's shared module resolves: one area that was down
        // broke every lazy screen of the host (and of a remote served alone, whose neighbours are
        // usually not running), and every page paid for the other areas' manifests. The versions
        // are the catalog's anyway: take the copy already in the page.
        ...(role === 'remote' ? {} : { shareStrategy: 'loaded-first' }),
        runtimePlugins: app.runtimePlugins ?? [],
        // A remote's manifest states the platform range it was built for; the host refuses it
        // outside that range before loading any of its code (its shared singletons' versions
        // are in the manifest's `shared` already).
        manifest: role === 'remote' ? { fileName: 'mf-manifest.json', additionalData: withPlatformRange(platformRange(app.dir)) } : false,
        // Types cross the boundary through workspace paths checked by `tsc`, not generated files.
        dts: false,
        // The host (or a remote serving alone in its place) provides the federation runtime to
        // the page; a remote uses it instead of shipping its own copy in every remoteEntry.js
        // (about 60 kB less per remote).
        // `target: 'web'` leaves the runtime's Node.js loaders out of the page (they are dead code
        // in a browser, and the host ships the runtime before /login can render).
        experiments: {
          ...(role === 'remote' ? { externalRuntime: true } : { provideExternalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      new MiniCssExtractPlugin({
        // Each app bundles the shared kit's CSS modules with its own, so two lazy screens can import
        // them in different orders. Every class is scoped to its module, and the root rule of the
        // kit's components that take a `className` (Card, Field) has no specificity (`:where`), so
        // the screen's class wins either way: the order cannot change what applies.
        ignoreOrder: true,
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      ...(app.kind === 'host' || standalone
        ? [
            new HtmlWebpackPlugin({ template: path.join(hostDir, 'public/index.html'), publicPath: '/' }),
            new PreloadFirstScreenPlugin(),
            new FirstScreenCompileHintsPlugin(),
            // A standalone remote serves the host's runtime manifest, so the other areas still load.
            new CopyPublicPlugin(path.join(app.kind === 'host' ? app.dir : hostDir, 'public')),
          ]
        : []),
    ],
    devServer: {
      port: app.port ?? localRemotes().find((remote) => remote.container === app.name)?.port,
      host: '0.0.0.0',
      allowedHosts: 'all',
      historyApiFallback: app.kind === 'host' || standalone,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: false,
      hot: false,
      liveReload: true,
      client: { overlay: { warnings: false, errors: true } },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return app.kind === 'host' && process.env.MONOLITH === '1' ? asMonolith(config) : config;
}

module.exports = { createConfig };
