/**
 * Access tokens for integration tests: platform's test key set, published by a tiny local HTTP server
 * as a JWKS (pass `jwksUrl` as JWKS_URL) so the service fetches its keys as it does from identity.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ServicePaths } from '@app/contracts';
import { testTokenKeys } from '@app/platform/testing';

export type LocalJwks = Awaited<ReturnType<typeof startLocalJwks>>;

export async function startLocalJwks(kid = 'notification-test-key') {
  const { jwks, sign } = await testTokenKeys(kid);
  const body = JSON.stringify(jwks);
  const server = http.createServer((req, res) => {
    if (req.url === ServicePaths.jwks) res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}${ServicePaths.jwks}`,
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
