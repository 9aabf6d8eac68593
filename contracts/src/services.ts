/**
 * The services behind the gateway: default local port and the `/api/...` path prefixes each owns.
 * The gateway routes by these prefixes; each service's base URL comes from `<NAME>_URL`
 * (e.g. IDENTITY_URL) or defaults to http://127.0.0.1:<port>. Every service also answers for its
 * own dead letters under `/api/deadLetters/<service>` (the platform kit's admin view).
 */
export const ServiceDirectory = {
  identity: { port: 3001, prefixes: ['/api/account', '/api/applicationUser', '/api/deadLetters/identity'] },
  billing: { port: 3002, prefixes: ['/api/subscription', '/api/subscriptionUser', '/api/billing', '/api/deadLetters/billing'] },
  clients: { port: 3003, prefixes: ['/api/client', '/api/supporter', '/api/deadLetters/clients'] },
  survey: { port: 3004, prefixes: ['/api/form', '/api/answerSet', '/api/template', '/api/deadLetters/survey'] },
  reporting: { port: 3005, prefixes: ['/api/stats', '/api/deadLetters/reporting'] },
  notification: { port: 3006, prefixes: ['/api/contentBlock', '/api/dev', '/api/deadLetters/notification'] },
} as const;
export type ServiceName = keyof typeof ServiceDirectory;

/** Paths every service answers on its own port (not through `/api`). */
export const ServicePaths = {
  health: '/health',
  /** Identity's public signing keys (JSON Web Key Set). */
  jwks: '/.well-known/jwks.json',
} as const;

/** Claims of the access tokens identity signs (ES256). */
export const TokenClaims = {
  issuer: 'mitigation-identity',
  audience: 'mitigation-app',
} as const;
/** `use` claim: an ordinary session token, or a short-lived one valid only in download URLs. */
export type TokenUse = 'access' | 'download';
