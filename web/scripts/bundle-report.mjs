// Gzipped JavaScript each area of the app downloads, from the Vite manifest of the last build
// (`npm run build -w web` first). An area = its chunk plus every chunk it imports statically, plus what
// the app's entry (index.html) loads before any page. The client's and supporter's app (client.html, its own
// build and manifest) is one script, all of it loaded with the page.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gz = new Map();
const size = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
const closure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
};
const find = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));
const entry = closure('index.html');
const areas = {
  'Shell + home (every visitor)': [],
  'Account screens (login, reset, 2FA)': ['features/auth/pages.ts'],
  'Content pages (terms, contact, help)': ['features/content/pages.ts'],
  'Sign-up wizard (incl. payment form)': ['features/subscribe/pages.ts'],
  'Subscriber area (dashboard, clients, subscription, offline)': ['features/subscriber/pages.ts'],
  'Admin area': ['features/admin/pages.ts'],
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
const union = new Set(entry);
for (const [name, keys] of Object.entries(areas)) {
  const files = new Set();
  for (const key of keys) for (const file of closure(find(key))) if (!entry.has(file)) files.add(file);
  const own = [...files].reduce((sum, f) => sum + size(f), 0);
  const total = [...entry, ...files].reduce((sum, f) => sum + size(f), 0);
  rows.push([name, keys.length === 0 ? kb(total) : kb(own), kb(total)]);
}
// A new visitor: the shell, the content pages, login and the whole sign-up wizard.
for (const key of ['features/auth/pages.ts', 'features/content/pages.ts', 'features/subscribe/pages.ts']) for (const f of closure(find(key))) union.add(f);
const visitor = [...union].reduce((sum, f) => sum + size(f), 0);
console.log('| Area | Its own chunks (gzip) | With the shell (gzip) |\n|---|---|---|');
for (const [name, own, total] of rows) console.log(`| ${name} | ${own} | ${total} |`);
const clientManifest = JSON.parse(readFileSync(join(dist, '.vite/client-manifest.json'), 'utf8'));
const clientApp = Object.values(clientManifest).map((chunk) => chunk.file);
const brotli = clientApp.reduce((sum, f) => sum + (existsSync(join(dist, `${f}.br`)) ? statSync(join(dist, `${f}.br`)).size : NaN), 0);
console.log(
  `\nThe client's and supporter's app (client.html: landing, form pages, review, supporter letter), all of it before the first form page: ${kb(clientApp.reduce((sum, f) => sum + size(f), 0))} gzip (${kb(brotli)} as the gateway sends it to a browser that takes brotli).`,
);
console.log(`A new visitor (shell, public pages, login and the whole sign-up wizard): ${kb(visitor)} gzip.`);
// With VITE_STRIPE_PUBLISHABLE_KEY the payment form also loads the Stripe React binding (and Stripe.js itself
// from js.stripe.com, which is not part of this build).
const stripe = [...closure(find('features/payment/StripeCardField.tsx'))].filter((f) => !union.has(f));
console.log(`Stripe card field, on top of that (only with a Stripe key): ${kb(stripe.reduce((sum, f) => sum + size(f), 0))} gzip.`);
