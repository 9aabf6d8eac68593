import type { Request } from 'express';

const forwardedHeaders = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-port', 'x-forwarded-proto'] as const;

/**
 * What a service hears about the caller, set before a request is proxied with http-proxy-middleware's
 * `xfwd`: the address and protocol Express trusts (`req.ip`, `req.protocol` under `trust proxy`, that is
 * TRUST_PROXY_HOPS proxies in front of the gateway), never forwarded headers the caller wrote itself
 * (xfwd keeps any it finds, so a caller could name its own address); xfwd adds the host and port. A
 * service behind the gateway trusts this one hop (TRUSTED_PROXY_HOPS=1).
 */
export function forwardAsTheGatewaySawIt(req: Request): void {
  const { ip, protocol } = req; // read before the headers they may come from go
  for (const header of forwardedHeaders) delete req.headers[header];
  if (ip) req.headers['x-forwarded-for'] = ip;
  req.headers['x-forwarded-proto'] = protocol;
}
