// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in every app, as axios itself
// stands `null` in for its Node.js adapter in a browser build. The platform's HTTP client sends
// every request through XHR: axios's first choice in a browser, and the one the tests' MSW
// interceptors answer. The adapter it leaves out is about 2.5 KiB of /login's script, compressed.
// `false` is how axios's own adapters say "not supported by the environment".
export const getFetch = () => false;
