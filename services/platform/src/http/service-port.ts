import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IdleConnections, Messages, ServicePaths } from '@app/contracts';

export interface ServicePort {
  url: string;
  /** While starting: names the dependency the service cannot reach now. */
  waitingFor(dependency: string): void;
  /** From now on `app` answers every request. */
  serve(app: http.RequestListener): void;
  close(): Promise<void>;
}

/** What the port answers until the service is ready: 503, `/health` with the platform's health body saying what it waits for. */
function startingAnswer(service: string, waiting: { dependency?: string }): http.RequestListener {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const body =
      path === ServicePaths.health
        ? { status: 'error', service, starting: true, ...(waiting.dependency ? { waitingFor: waiting.dependency, checks: { [waiting.dependency]: 'error' } } : { checks: {} }) }
        : { Details: Messages.temporarilyUnavailable, SubErrors: [] };
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
  };
}

/**
 * The service's HTTP port, open from the first moment of its start-up, so that probes and callers hear that
 * it is starting (503, and on `/health` what it waits for) rather than find nothing listening; `serve` hands
 * it to the app once everything is ready. An idle keep-alive connection is kept `IdleConnections.serverKeepAliveMs`,
 * longer than the gateway and load balancers keep theirs.
 */
export async function openServicePort(service: string, port: number, host: string): Promise<ServicePort> {
  const waiting: { dependency?: string } = {};
  let answer = startingAnswer(service, waiting);
  const server = http.createServer((req, res) => answer(req, res));
  server.keepAliveTimeout = IdleConnections.serverKeepAliveMs;
  server.headersTimeout = IdleConnections.serverHeadersTimeoutMs;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    waitingFor: (dependency) => void (waiting.dependency = dependency),
    serve: (app) => void (answer = app),
    close: () => (closing ??= new Promise((resolve) => server.close(() => resolve()))),
  };
}
