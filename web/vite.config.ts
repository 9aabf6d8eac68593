import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { CLIENT_APP_HTML, isClientAppPath } from '../contracts/src/web-apps';

/** The contracts package is ESM TypeScript: the app bundles its sources (types, messages, zod schemas). */
const contracts = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const contractsMarkdown = fileURLToPath(new URL('../contracts/src/markdown.ts', import.meta.url));

/**
 * The two apps (contracts/src/web-apps.ts), each built on its own into dist/ (`npm run build`: this one second):
 * - the client's and supporter's screens (`client.html`, vite.client.config.ts): for phones on a weak signal,
 *   without antd, in one script and one style sheet (over HTTP/1.1 a phone fetches six files at a time, and
 *   each further round costs a full latency);
 * - everything else (`index.html`, this file), split by area.
 */
const dist = fileURLToPath(new URL('dist/', import.meta.url));
export const clientManifest = '.vite/client-manifest.json';

/** `vite dev` answers a client's or supporter's address with their app, as the gateway does. */
function clientAppInDev(): Plugin {
  return {
    name: 'app-client-pages-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://dev').pathname;
        if ((req.headers.accept ?? '').includes('text/html') && isClientAppPath(pathname)) req.url = `/${CLIENT_APP_HTML}`;
        next();
      });
    },
  };
}

/**
 * Gives every build an id derived from both apps' (content-hashed) file names, writes it into both apps' pages
 * (`<meta name="build-id">`) and into `version.json`. The running app polls version.json and offers
 * "Update Now" when the deployed build differs from the one it was loaded from.
 */
function buildVersion(): Plugin {
  return {
    name: 'app-build-version',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        let built: { clientHtml: string; clientFiles: string[] };
        try {
          const manifest = JSON.parse(readFileSync(dist + clientManifest, 'utf8')) as Record<string, { file: string; css?: string[] }>;
          built = { clientHtml: readFileSync(dist + CLIENT_APP_HTML, 'utf8'), clientFiles: Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]) };
        } catch {
          return this.error(`the client's app is not in dist/: build it first (npm run build -w web)`);
        }
        const hash = createHash('sha256');
        for (const name of [...Object.keys(bundle), ...built.clientFiles].sort()) {
          if (!name.endsWith('.html') && !name.endsWith('.map')) hash.update(`${name}\n`);
        }
        const buildId = hash.digest('hex').slice(0, 16);
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return this.error('index.html is missing from the bundle');
        html.source = String(html.source).replace('%APP_BUILD_ID%', buildId);
        this.emitFile({ type: 'asset', fileName: CLIENT_APP_HTML, source: built.clientHtml.replace('%APP_BUILD_ID%', buildId) });
        this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ buildId })}\n` });
      },
    },
  };
}

/**
 * The contracts build their zod schemas at module level (`export const X = z.object(...)`), which a bundler must
 * keep (a call might have side effects), pulling zod and every schema into any chunk that imports a constant
 * such as `Messages` or `Roles`. This marks each top-level `const` initializer of the contracts pure (as a pure
 * IIFE, evaluated exactly as before when used), so unused schemas, and zod with them, drop out of the bundle.
 */
function pureContracts(): Plugin {
  const contractsDir = fileURLToPath(new URL('../contracts/src/', import.meta.url));
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const trivial = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression', 'TemplateLiteral']);
  return {
    name: 'app-pure-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(contractsDir)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as Node | null;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const declarator of declaration.declarations as { init: Node | null }[]) {
          if (declarator.init && !trivial.has(declarator.init.type)) inits.push(declarator.init);
        }
      }
      if (inits.length === 0) return null;
      let out = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
/**
 * Lists the app's shell (src/start.tsx and every chunk it imports, React and antd among them) in index.html as
 * module preloads: main.tsx asks for it only once its own script has run, so the shell's download and parsing,
 * the largest of a screen's scripts, began a round later (npm run bench -- screens).
 */
function preloadShell(): Plugin {
  const closure = (bundle: Rolldown.OutputBundle, from: string, into = new Set<string>()) => {
    const chunk = bundle[from];
    if (chunk?.type === 'chunk' && !into.has(from)) {
      into.add(from);
      for (const file of chunk.imports) closure(bundle, file, into);
    }
    return into;
  };
  return {
    name: 'app-preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const start = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith('/src/start.tsx'));
        if (!start) throw new Error('the shell (src/start.tsx) is not a chunk of its own');
        const preloaded = closure(bundle, chunk.fileName);
        return [...closure(bundle, start.fileName)]
          .filter((file) => !preloaded.has(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each script, style sheet and page, compressed once at
 * the highest levels, for the gateway to send as they are (gateway/src/spa.ts): brotli's 11 makes a client's
 * script about 13% smaller than the gzip a server makes on the fly.
 */
function precompressed(): Plugin {
  const toBrotli = promisify(brotliCompress);
  const toGzip = promisify(gzip);
  let outDir = '';
  return {
    name: 'app-precompressed',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    async writeBundle(_options, bundle) {
      const texts = Object.values(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file.fileName) && !file.fileName.startsWith('.vite/'));
      await Promise.all(
        texts.map(async (file) => {
          const source = file.type === 'chunk' ? file.code : file.source;
          const path = join(outDir, file.fileName);
          await writeFile(`${path}.br`, await toBrotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } }));
          await writeFile(`${path}.gz`, await toGzip(source, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The head both apps' pages share (index.html, client.html hold only their own): charset first, the viewport,
 * the build id (written by `buildVersion`), the icon and the title.
 */
function sharedHead(): Plugin {
  const meta = (attrs: Record<string, string>) => ({ tag: 'meta', attrs, injectTo: 'head-prepend' as const });
  return {
    name: 'app-shared-head',
    transformIndexHtml: () => [
      meta({ charset: 'UTF-8' }),
      meta({ name: 'viewport', content: 'width=device-width, initial-scale=1.0' }),
      meta({ name: 'build-id', content: '%APP_BUILD_ID%' }),
      { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }, injectTo: 'head-prepend' },
      { tag: 'title', children: 'Mitigation Survey', injectTo: 'head-prepend' },
    ],
  };
}

/** What both apps' builds share: React, the pages' head, the contracts' sources (tree-shaken), compressed copies, source maps. */
export const sharedConfig = {
  plugins: [react(), sharedHead(), pureContracts(), precompressed()],
  resolve: {
    alias: [
      { find: /^@app\/contracts$/, replacement: contracts },
      { find: /^@app\/contracts\/markdown$/, replacement: contractsMarkdown },
    ],
  },
  build: { outDir: 'dist', sourcemap: true },
} satisfies UserConfig;

// The gateway serves the built app and /api; in `vite dev` /api goes to the gateway.
export default defineConfig({
  ...sharedConfig,
  plugins: [
    ...sharedConfig.plugins,
    buildVersion(),
    preloadShell(),
    clientAppInDev(),
    // The offline proctoring service worker (src/sw.ts), with every built file in its precache; registered
    // by the subscriber's screens only (offline/offlineChannel.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: null,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // The worker's own build: the contracts tree-shaken as in the app's (it reads two constants of them).
        buildPlugins: { vite: [pureContracts()] },
      },
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    ...sharedConfig.build,
    // The client's app is already there (see above).
    emptyOutDir: false,
    manifest: true,
    rolldownOptions: {
      // zod (if a screen ever runs a contracts schema) in a chunk of its own, loaded only by the screens that do.
      output: {
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
        postBanner: '//# allFunctionsCalledOnLoad',
      },
    },
  },
});
