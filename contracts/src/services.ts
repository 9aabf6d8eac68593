/**
 * The services behind the gateway: default local port, the `/api/...` path prefixes each owns, and the
 * single paths (`paths`) it answers under another service's prefix. The gateway routes each request to the
 * most specific entry that matches (see gateway/src/routing.ts); a `{name}` segment matches any one
 * segment. Each service's base URL comes from `<NAME>_URL` (e.g. IDENTITY_URL) or defaults to
 * http://127.0.0.1:<port>. Every service also answers for its own dead letters under
 * `/api/deadLetters/<service>` (the platform kit's admin view).
 */
export const ServiceDirectory = {
  identity: {
    port: 3001,
    prefixes: ['/api/account', '/api/applicationUser', '/api/contact', '/api/deadLetters/identity'],
    // Accepting an invitation sets the client's password, and passwords live in identity only.
    paths: ['/api/client/acceptInvite'],
  },
  billing: { port: 3002, prefixes: ['/api/subscription', '/api/subscriptionUser', '/api/billing', '/api/deadLetters/billing'], paths: [] },
  clients: { port: 3003, prefixes: ['/api/client', '/api/supporter', '/api/compliance', '/api/deadLetters/clients'], paths: [] },
  survey: { port: 3004, prefixes: ['/api/form', '/api/answerSet', '/api/template', '/api/deadLetters/survey'], paths: [] },
  reporting: {
    port: 3005,
    prefixes: ['/api/stats', '/api/deadLetters/reporting'],
    // The documents reporting builds, under the prefixes of the things they are made from.
    paths: [
      '/api/form/{id}/report',
      '/api/form/{id}/adjust',
      '/api/form/{id}/summary',
      '/api/supporter/{id}/letter',
      '/api/client/{id}/letters',
      '/api/client/{id}/reportChoice',
      '/api/account/export',
    ],
  },
  notification: {
    port: 3006,
    prefixes: ['/api/contentBlock', '/api/dev', '/api/deadLetters/notification'],
    // A reminder is a message; notification keeps the reminder schedule of each form. What the attorney is
    // told of, and how, is notification's too (issue 36).
    paths: ['/api/form/{id}/reminder', '/api/account/notificationSettings'],
  },
} as const;
export type ServiceName = keyof typeof ServiceDirectory;

/**
 * The routes that take uploads, with the body size the gateway lets through to them (the service checks
 * the file itself). Every other `/api` request is bounded by the gateway's BODY_LIMIT.
 */
export const UploadRoutes = [
  // One file of at most 25,000,000 bytes (contracts' AnswerLimits.fileBytes) and its multipart framing.
  { path: '/api/answerSet/{id}/file', maxBodyBytes: 25_000_000 + 65_536 },
] as const;

/**
 * How long idle keep-alive connections are kept. A server of ours (every service, the gateway) keeps one
 * `serverKeepAliveMs`, longer than whoever calls it keeps theirs: the gateway keeps an idle connection to a
 * service `gatewayToServiceMs`, load balancers 60 s (ingress-nginx's upstream keep-alive, AWS ALB's default).
 * So a caller drops an idle connection before the server closes it, and never sends a request on one the
 * server is closing at that very moment (the request would meet a reset: a 502). `serverHeadersTimeoutMs`
 * stays above the keep-alive timeout, as Node asks.
 */
export const IdleConnections = {
  serverKeepAliveMs: 65_000,
  serverHeadersTimeoutMs: 66_000,
  gatewayToServiceMs: 60_000,
} as const;

/**
 * The response header in which a service names the template of the route that answered (`/api/form/:id`),
 * for the gateway's access log, which never logs a path (it can carry file names and link codes). The
 * gateway takes it out of the answer.
 */
export const RouteTemplateHeader = 'x-route-template';

/** Paths every service answers on its own port (not through `/api`). */
export const ServicePaths = {
  health: '/health',
  /** The service's part of the API description (OpenAPI 3.1), merged by the gateway at `/api/openapi.json`. */
  openapi: '/openapi.json',
  /**
   * The service's Prometheus metrics (text format), for the scrape token (`METRICS_TOKEN`) or a site admin;
   * never routed by the gateway (it proxies only `/api` paths).
   */
  metrics: '/metrics',
  /** Identity's public signing keys (JSON Web Key Set). */
  jwks: '/.well-known/jwks.json',
  /**
   * Identity's check of a site admin's temporary access token for the admin pages (`POST`, the token in the
   * body): the gateway asks it at the one exchange for the cookie (which spends the token) and for each page.
   */
  adminPagesToken: '/tokens/admin-pages',
  /** The service's public key (JWK) for its compliance verification reports; the gateway lists them all. */
  signingKey: '/.well-known/compliance-key.json',
} as const;

/**
 * The site admin's pages outside the SPA: the job dashboards under `/hangfire` (each service's at
 * `/hangfire/<service>`) and the API docs under `/swagger`. The gateway trades a temporary access
 * token (`?temporaryAccessToken=`) for `cookie` (HttpOnly, SameSite=Strict, one per path, as long as
 * the token lasts); each service checks the token in it again.
 */
export const AdminPages = {
  cookie: 'admin_pages',
  jobsPath: '/hangfire',
  apiDocsPath: '/swagger',
  /** The merged API description the `/swagger` page reads; the admin cookie is sent there too. */
  apiDescriptionPath: '/api/openapi.json',
  /** Each service's job queues with their counts (JSON, on the service's own port), for the `/hangfire` index. */
  queueCountsPath: '/jobs/queues',
} as const;

/** Claims of the access tokens identity signs (ES256). */
export const TokenClaims = {
  issuer: 'mitigation-identity',
  audience: 'mitigation-app',
} as const;
/** `use` claim: an ordinary session token, or a short-lived one valid only in download URLs. */
export type TokenUse = 'access' | 'download';
/** The longest any token identity signs lives (access tokens: `ACCESS_TOKEN_MINUTES`, at most this; download tokens 5). */
export const LONGEST_TOKEN_MINUTES = 15;
