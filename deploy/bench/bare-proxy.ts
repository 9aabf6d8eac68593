/**
 * The gateway benchmark's ceiling: http-proxy-middleware alone on a bare Node HTTP server, with a
 * keep-alive agent and nothing else (no Express, token check, limits or headers). Run as its own
 * process: `node bare-proxy.js <port> <target>`.
 */
import http from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';

const [port, target] = process.argv.slice(2);
const proxy = createProxyMiddleware({ target, agent: new http.Agent({ keepAlive: true }) });
http.createServer((req, res) => void proxy(req, res, () => res.writeHead(404).end())).listen(Number(port), '127.0.0.1');
