/**
 * The autosave bench's baseline: `PUT /api/answerSet/{id}` answered by one plain UPDATE of the answer
 * set's row in survey's database, through a pool of the size survey's own has (the platform's
 * `createDatabase`), on a bare Node server: no Nest, token check, validation, stream or events. Run
 * as its own process: `node plain-update.js <port> <survey's database URL>`.
 */
import http from 'node:http';
import { sql } from 'kysely';
import { createDatabase } from '@app/platform';

const [port, databaseUrl] = process.argv.slice(2);
const db = createDatabase(databaseUrl);
const ANSWER_SET_PATH = /^\/api\/answerSet\/([0-9a-f-]{36})$/;

async function update(req: http.IncomingMessage, res: http.ServerResponse, id: string): Promise<void> {
  let body = '';
  for await (const chunk of req) body += chunk;
  const { answers } = JSON.parse(body) as { answers: unknown };
  const { rows } = await sql<{ version: number }>`
    UPDATE answer_sets SET answers = ${JSON.stringify(answers)}, version = version + 1, updated = now() WHERE id = ${id} RETURNING version`.execute(db);
  if (rows.length === 0) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id, concurrencyCheck: rows[0].version }));
}

http
  .createServer((req, res) => {
    if (req.url === '/health') return void res.writeHead(200).end();
    const id = ANSWER_SET_PATH.exec(req.url ?? '')?.[1];
    if (req.method !== 'PUT' || !id) return void res.writeHead(404).end();
    update(req, res, id).catch(() => res.writeHead(500).end());
  })
  .listen(Number(port), '127.0.0.1');
