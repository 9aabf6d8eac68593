import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startSystem, type TestSystem } from './testing/servers.js';

const indexHtml = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>';
const clientHtml = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/clientMain-DeF789.js"></script></body></html>';
const bigScript = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `A client-facing text number ${i}.`))};`;
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('gateway serving the built SPA', () => {
  let system: TestSystem;
  let dist: string;
  let base: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    writeFileSync(path.join(dist, 'client.html'), clientHtml);
    writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log("app");');
    writeFileSync(path.join(dist, 'assets', 'pages-Big456.js'), bigScript);
    writeFileSync(path.join(dist, 'assets', 'pages-Big456.js.br'), brotliCompressSync(bigScript));
    writeFileSync(path.join(dist, 'assets', 'pages-Big456.js.gz'), gzipSync(bigScript));
    writeFileSync(path.join(dist, 'assets', 'texts-Big789.js'), bigScript);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    system = await startSystem({ env: { WEB_DIST: dist } });
    base = system.gateway.url;
  });
  afterAll(async () => {
    await system.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching it', async () => {
    const res = await fetch(`${base}/`, { headers: html });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(indexHtml);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain('https://js.stripe.com');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await fetch(`${base}/assets/index-AbC123.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log("app");');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('compresses what the browser accepts compressed, for a phone on a weak signal', async () => {
    const res = await fetch(`${base}/assets/texts-Big789.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(bigScript);
  });

  it("sends the build's brotli or gzip copy of a file as the browser accepts it, and the file itself otherwise", async () => {
    const asBrotli = await fetch(`${base}/assets/pages-Big456.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(asBrotli.headers.get('content-encoding')).toBe('br');
    expect(asBrotli.headers.get('content-type')).toMatch(/javascript/);
    expect(asBrotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asBrotli.text()).toBe(bigScript);
    const asGzip = await fetch(`${base}/assets/pages-Big456.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asGzip.headers.get('content-encoding')).toBe('gzip');
    expect(await asGzip.text()).toBe(bigScript);
    const plain = await fetch(`${base}/assets/pages-Big456.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
  });

  it('revalidates other files', async () => {
    const res = await fetch(`${base}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a browser navigation to a route of the app with index.html', async () => {
    for (const route of ['/admin/users', '/subscriber/client/5/checkOut', '/login?redirect=%2Fclient%2Fform%2F1%2Fpage%2F2', '/clientHelp', '/page/about']) {
      const res = await fetch(base + route, { headers: html });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(indexHtml);
    }
  });

  it("answers a browser navigation to a client's or supporter's address with client.html", async () => {
    for (const route of ['/c/AbCdEfGh', '/client/landing/AbCdEfGh', '/client/form/5/page/2?allowJump', '/Client/form/5/review', '/p/XyZ12345']) {
      const res = await fetch(base + route, { headers: html });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(clientHtml);
    }
  });

  it('answers 404 for a missing file a script asks for, and never index.html for /api', async () => {
    const asset = await fetch(`${base}/assets/gone-123.js`, { headers: { accept: '*/*' } });
    expect(asset.status).toBe(404);
    const api = await fetch(`${base}/api/nothingHere`, { headers: html });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ Details: 'The requested resource does not exist.', SubErrors: [] });
  });

  it('does not answer a POST to a client route with the page', async () => {
    const res = await fetch(`${base}/admin/users`, { method: 'POST', headers: html });
    expect(res.status).toBe(404);
  });
});

describe('gateway without a built SPA', () => {
  let system: TestSystem;
  beforeAll(async () => (system = await startSystem({ env: { WEB_DIST: path.join(tmpdir(), 'no-such-web-dist') } })));
  afterAll(() => system.close());

  it('answers a short page saying the web app is not built', async () => {
    const res = await fetch(`${system.gateway.url}/admin`, { headers: html });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('The web app is not built');
  });
});
