import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import type { Request, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { CLIENT_APP_HTML, isClientAppPath } from '@app/contracts';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><p>The web app is not built yet. Run <code>npm run build -w web</code> and reload this page.</p></body></html>
`;

function wantsHtml(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built SPA, compressed (brotli or gzip as the browser asks, from the build's compressed copies
 * where there are some: a client's phone on a weak signal downloads about a quarter of the bytes): hashed files under /assets are cached for a year, everything else
 * (the pages and the service worker above all) is revalidated on each use. A browser navigation to any
 * other path gets its app's page (client routing): a client's or supporter's address client.html, any other
 * index.html (contracts' `isClientAppPath`).
 */
export function spa(webDist: string): RequestHandler[] {
  const root = path.resolve(webDist);
  const assets = path.join(root, 'assets') + path.sep;
  // The build's brotli and gzip copies (web/vite.config.ts, `precompressed`), made once at the highest levels:
  // a seventh fewer bytes than compressing each answer on the fly.
  const files: RequestHandler = expressStaticGzip(root, {
    index: false,
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    serveStatic: {
      setHeaders: (res, file) => {
        res.setHeader('cache-control', file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  });
  const indexFile = path.join(root, 'index.html');
  const clientFile = path.join(root, CLIENT_APP_HTML);
  const historyFallback: RequestHandler = (req, res, next) => {
    if (!wantsHtml(req)) return next();
    const page = isClientAppPath(req.path) ? clientFile : indexFile;
    if (!existsSync(page)) {
      res.status(503).type('html').setHeader('cache-control', 'no-store');
      return void res.send(notBuiltPage);
    }
    res.sendFile(page, { cacheControl: false, headers: { 'cache-control': 'no-cache' } }, (err) => err && next(err));
  };
  return [compression(), files, historyFallback];
}
