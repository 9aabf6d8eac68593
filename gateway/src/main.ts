import http from 'node:http';
import { pino } from 'pino';
import { IdleConnections } from '@app/contracts';
import { ConfigError, loadConfig, type GatewayConfig } from './config.js';
import { createGateway } from './create-gateway.js';

let config: GatewayConfig;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const logger = pino({ name: 'gateway', level: config.logLevel });
const gateway = createGateway(config, { logger });
const server = http.createServer(gateway.app);
// Longer than the idle timeout of common load balancers, so they never reuse a connection we just closed.
server.keepAliveTimeout = IdleConnections.serverKeepAliveMs;
server.headersTimeout = IdleConnections.serverHeadersTimeoutMs;

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ url: `http://localhost:${port}`, services: config.healthServices }, 'gateway listening');
});

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'gateway stopping');
  setTimeout(() => {
    logger.warn('open connections did not finish in time; exiting');
    process.exit(1);
  }, 10_000).unref();
  server.close(() => {
    void gateway.close().then(() => process.exit(0));
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
