import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

const stripeScripts = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/**
 * Helmet with a CSP for the SPA: antd writes its styles at run time (inline styles), and Stripe.js loads from
 * js.stripe.com, talks to api.stripe.com and shows its card fields and 3-D Secure pages in frames.
 */
function helmetFor(production: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...stripeScripts],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'https://api.stripe.com'],
        'frame-src': [...stripeScripts, 'https://hooks.stripe.com'],
        // Locally the gateway is reached over plain http (also by LAN address), where upgrading would break it.
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
  });
}

/**
 * The headers helmet sets, computed once: they depend on the options only, never on the request, and helmet
 * builds and validates each of them again on every request (a measurable share of the gateway's cost).
 */
export function securityHeaderList(production: boolean): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmetFor(production)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err as Error;
  });
  return headers;
}

export function securityHeaders(production: boolean): RequestHandler {
  const headers = securityHeaderList(production);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
