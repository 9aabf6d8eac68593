// jsdom, plus Node's fetch classes: RTK Query's fetchBaseQuery builds `new Request(...)`, which jsdom lacks.
// The tests replace `fetch` itself with a small fake of the API (web/test/fake-api.ts).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone']) {
      this.global[name] = globalThis[name];
    }
    // jsdom's crypto has no SubtleCrypto: Node's WebCrypto (the offline store seals with AES-GCM).
    Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true });
  }
}

module.exports = JsdomWithFetch;
