// jsdom with the web APIs that it leaves out but Node has, which the network mock (MSW) and the
// fetch API need: jsdom pretends to be a browser yet has no fetch, Request, Response, streams
// or BroadcastChannel. Node's own are copied into the test's window (what the `jest-fixed-jsdom`
// environment does); jsdom's DOM-bound ones (Blob, File, FormData, URL, AbortSignal) stay, so a
// file input still hands the code a jsdom File.
const { TestEnvironment: JSDOMEnvironment } = require('jest-environment-jsdom');

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

module.exports = class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
};
