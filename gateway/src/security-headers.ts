import helmet from 'helmet';
import type { RequestHandler } from 'express';

const stripeScripts = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/**
 * Helmet with a CSP for the SPA: antd writes its styles at run time (inline styles), and Stripe.js loads from
 * js.stripe.com, talks to api.stripe.com and shows its card fields and 3-D Secure pages in frames.
 */
export function securityHeaders(production: boolean): RequestHandler {
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
