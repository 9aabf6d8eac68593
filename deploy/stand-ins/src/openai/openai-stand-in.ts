import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A chat completion request as the stand-in received it. */
export interface RecordedCompletion {
  authorization: string | null;
  body: { model?: string; messages?: { role: string; content: string }[] };
  status: number;
}

export interface OpenAiStandInOptions {
  port?: number;
  /** Milliseconds each answer is held back (the bench's 100 ms a call). */
  delayMs?: number;
}

interface Fault {
  status: number;
  retryAfterSeconds?: number;
}

/** What the stand-in prefixes to every rewrite, so a test sees the answer came back through the SDK. */
export const STAND_IN_REWRITE_PREFIX = '[rewritten] ';

/**
 * OpenAI's chat completions endpoint (`POST /v1/chat/completions`) as the `openai` SDK speaks it, on
 * 127.0.0.1. It runs no model: it answers the user message's "Answer:" part with `STAND_IN_REWRITE_PREFIX`
 * before it (placeholders kept). It records every request, and fails on demand: the next `n` calls with
 * a 429 (with Retry-After) or a 500, or a run of 500s after `k` more successful calls.
 */
export class OpenAiStandIn {
  readonly requests: RecordedCompletion[] = [];
  delayMs: number;
  private readonly faults: Fault[] = [];
  private failAfterCalls: { successes: number; failures: number; status: number } | null = null;

  private constructor(
    private readonly server: Server,
    delayMs: number,
  ) {
    this.delayMs = delayMs;
  }

  static async listen({ port = 0, delayMs = 0 }: OpenAiStandInOptions = {}): Promise<OpenAiStandIn> {
    let standIn: OpenAiStandIn | undefined;
    const server = createServer((req, res) => void standIn!.serve(req, res));
    standIn = new OpenAiStandIn(server, delayMs);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return standIn;
  }

  /** The base URL the SDK is given (`baseURL`). */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** The next `count` calls answer `status` (429 with Retry-After `retryAfterSeconds`). */
  failNext(count: number, status: 429 | 500 | 503, retryAfterSeconds?: number): void {
    for (let i = 0; i < count; i++) this.faults.push({ status, retryAfterSeconds });
  }

  /** After `successes` more successful calls, the next `failures` calls answer `status`. */
  failAfter(successes: number, failures: number, status: 500 | 503 = 500): void {
    this.failAfterCalls = { successes, failures, status };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: RecordedCompletion['body'] = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return this.answer(res, 400, { error: { message: 'Invalid JSON', type: 'invalid_request_error' } });
    }
    const record: RecordedCompletion = { authorization: req.headers.authorization ?? null, body, status: 200 };
    this.requests.push(record);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return this.answer(res, (record.status = 404), { error: { message: 'Unknown route', type: 'invalid_request_error' } });
    if (!record.authorization?.startsWith('Bearer ')) return this.answer(res, (record.status = 401), { error: { message: 'No API key', type: 'invalid_request_error' } });
    const fault = this.faults.shift() ?? this.scheduledFault();
    if (this.delayMs > 0) await sleep(this.delayMs);
    if (fault) {
      const headers: Record<string, string> = fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
      return this.answer(res, (record.status = fault.status), { error: { message: fault.status === 429 ? 'Rate limit reached' : 'The server had an error', type: fault.status === 429 ? 'rate_limit_error' : 'server_error' } }, headers);
    }
    const user = body.messages?.findLast((message) => message.role === 'user')?.content ?? '';
    const answer = /(?:^|\n)Answer: ([\s\S]*)$/.exec(user)?.[1] ?? user;
    this.answer(res, 200, {
      id: `chatcmpl-${this.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'stand-in',
      choices: [{ index: 0, message: { role: 'assistant', content: `${STAND_IN_REWRITE_PREFIX}${answer}`, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  }

  private scheduledFault(): Fault | undefined {
    const plan = this.failAfterCalls;
    if (!plan) return undefined;
    if (plan.successes > 0) {
      plan.successes--;
      return undefined;
    }
    if (--plan.failures <= 0) this.failAfterCalls = null;
    return { status: plan.status };
  }

  private answer(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  }
}
