// jsdom with the web APIs that it leaves out but Node has, which the network mock (MSW) and the
// fetch API need: jsdom pretends to be a browser yet has no fetch, Request, Response, streams
// or BroadcastChannel. Node's own are copied into the test's window (what the `jest-fixed-jsdom`
// environment does); jsdom's DOM-bound ones (Blob, File, FormData, URL, AbortSignal) stay, so a
// file input still hands the code a jsdom File.
const path = require('node:path');

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
  'Headers',
  'Request',
  'Response',
  'fetch',
  'structuredClone',
];

let Environment = null;

/** Built on the jsdom environment the package itself depends on (one version, pinned by the
 * catalog), found from the package's folder because this file sits outside every package. */
function environmentFor(rootDir) {
  if (Environment) return Environment;
  const { TestEnvironment: JSDOMEnvironment } = require(require.resolve('jest-environment-jsdom', { paths: [rootDir] }));
  Environment = class JsdomWithFetchEnvironment extends JSDOMEnvironment {
    constructor(config, context) {
      super(config, context);
      for (const name of FROM_NODE) this.global[name] = globalThis[name];
    }
  };
  return Environment;
}

module.exports = function createEnvironment(config, context) {
  const Env = environmentFor(path.resolve(config.projectConfig.rootDir));
  return new Env(config, context);
};
