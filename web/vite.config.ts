import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { CLIENT_APP_HTML, isClientAppPath } from '../contracts/src/web-apps';

/** The contracts package is ESM TypeScript: the app bundles its sources (types, messages, zod schemas). */
const contracts = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const contractsMarkdown = fileURLToPath(new URL('../contracts/src/markdown.ts', import.meta.url));

/**
 * The two apps (contracts/src/web-apps.ts): the client's and supporter's screens without antd (`client.html`,
 * for phones on a weak signal) and everything else (`index.html`).
 */
const htmlPages = ['index.html', CLIENT_APP_HTML];

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
 * Gives every build an id derived from its (content-hashed) file names, writes it into both apps' pages
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
        const hash = createHash('sha256');
        for (const name of Object.keys(bundle).sort()) {
          if (!htmlPages.includes(name) && !name.endsWith('.map')) hash.update(`${name}\n`);
        }
        const buildId = hash.digest('hex').slice(0, 16);
        for (const page of htmlPages) {
          const html = bundle[page];
          if (html?.type !== 'asset') this.error(`${page} is missing from the bundle`);
          html.source = String(html.source).replace('%APP_BUILD_ID%', buildId);
        }
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

// The gateway serves the built app and /api; in `vite dev` /api goes to the gateway.
export default defineConfig({
  plugins: [
    react(),
    pureContracts(),
    buildVersion(),
    clientAppInDev(),
    // The offline proctoring service worker (src/sw.ts), with every built file in its precache; registered
    // by the subscriber's screens only (offline/offlineChannel.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: null,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'], maximumFileSizeToCacheInBytes: 4 * 1024 * 1024 },
    }),
  ],
  resolve: {
    alias: [
      { find: /^@app\/contracts$/, replacement: contracts },
      { find: /^@app\/contracts\/markdown$/, replacement: contractsMarkdown },
    ],
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      input: Object.fromEntries(htmlPages.map((page) => [page.replace('.html', ''), fileURLToPath(new URL(page, import.meta.url))])),
      // zod (if a screen ever runs a contracts schema) in a chunk of its own, loaded only by the screens that do.
      output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] } },
    },
  },
});
