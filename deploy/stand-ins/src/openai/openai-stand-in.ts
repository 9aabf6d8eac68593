import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A chat completion request as the stand-in received it. */
export interface RecordedCompletion {
  authorization: string | null;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema?: object } };
    max_completion_tokens?: number;
  };
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

/** A sentence of a structured answer: its text and the keys of the facts it cites. */
interface StandInSentence {
  text: string;
  sources: string[];
}

/**
 * The stand-in's structured answer to a narrative request (`response_format` json_schema): the facts sent
 * (the user message's JSON `{ section, facts: [{ key, about, text }] }`) composed into sentences that quote
 * them: in the third person "<the client's name as the system message gives it> writes, “<fact>”" (a letter's
 * "<about>: “<sentence>”"), in the first person each of the client's sentences as written; every sentence
 * cites its fact's key. No model: what a test can check the checker and the report with.
 */
function composedAnswer(system: string, user: string): { paragraphs: { sentences: StandInSentence[] }[] } {
  let facts: { key: string; about: string; text: string }[] = [];
  try {
    facts = (JSON.parse(user) as { facts?: typeof facts }).facts ?? [];
  } catch {
    facts = [];
  }
  const firstPerson = /first-person statement/.test(system);
  const name = /Refer to the client as (.+?), pronouns/.exec(system)?.[1] ?? 'The client';
  return {
    paragraphs: facts.map((fact) => ({
      sentences: firstPerson
        ? fact.text
            .split(/\n|(?<=[.!?])\s+/)
            .map((sentence) => sentence.trim())
            .filter(Boolean)
            .map((sentence) => ({ text: /[.!?]$/.test(sentence) ? sentence : `${sentence}.`, sources: [fact.key] }))
        : [{ text: fact.key.startsWith('letter-') ? `${fact.about}: “${fact.text}”` : `${name} writes, “${fact.text.replace(/\s+/g, ' ').trim()}”`, sources: [fact.key] }],
    })),
  };
}

/**
 * OpenAI's chat completions endpoint (`POST /v1/chat/completions`) as the `openai` SDK speaks it, on
 * 127.0.0.1. It runs no model: a structured-output request (a narrative's section) it answers with the facts
 * sent composed into sentences (`composedAnswer`), any other with the user message's "Answer:" part after
 * `STAND_IN_REWRITE_PREFIX` (placeholders kept). It records every request, and fails on demand: the next `n` calls with
 * a 429 (with Retry-After) or a 500, or a run of 500s after `k` more successful calls.
 */
export class OpenAiStandIn {
  readonly requests: RecordedCompletion[] = [];
  delayMs: number;
  private readonly faults: Fault[] = [];
  private failAfterCalls: { successes: number; failures: number; status: number } | null = null;
  private readonly inventions: string[] = [];

  private constructor(
    private readonly server: Server,
    delayMs: number,
  ) {
    this.delayMs = delayMs;
  }

  static async listen({ port = 0, delayMs = 0 }: OpenAiStandInOptions = {}): Promise<OpenAiStandIn> {
    const server = createServer((req, res) => void standIn.serve(req, res));
    const standIn = new OpenAiStandIn(server, delayMs);
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

  /**
   * The next structured answer also says `sentence` (an invented fact, "He was born in 1962 in Chicago."),
   * citing its first fact: what the fact checker must drop.
   */
  inventNext(sentence: string): void {
    this.inventions.push(sentence);
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
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return this.answer(res, (record.status = 404), { error: { message: 'Unknown route', type: 'invalid_request_error' } });
    if (!record.authorization?.startsWith('Bearer ')) return this.answer(res, (record.status = 401), { error: { message: 'No API key', type: 'invalid_request_error' } });
    const fault = this.faults.shift() ?? this.scheduledFault();
    if (this.delayMs > 0) await sleep(this.delayMs);
    if (fault) {
      const headers: Record<string, string> = fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
      return this.answer(
        res,
        (record.status = fault.status),
        { error: { message: fault.status === 429 ? 'Rate limit reached' : 'The server had an error', type: fault.status === 429 ? 'rate_limit_error' : 'server_error' } },
        headers,
      );
    }
    const user = body.messages?.findLast((message) => message.role === 'user')?.content ?? '';
    const answer =
      body.response_format?.type === 'json_schema'
        ? this.structured(body.messages?.find((message) => message.role === 'system')?.content ?? '', user)
        : `${STAND_IN_REWRITE_PREFIX}${/(?:^|\n)Answer: ([\s\S]*)$/.exec(user)?.[1] ?? user}`;
    this.answer(res, 200, {
      id: `chatcmpl-${this.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'stand-in',
      choices: [{ index: 0, message: { role: 'assistant', content: answer, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  }

  private structured(system: string, user: string): string {
    const answer = composedAnswer(system, user);
    const invented = this.inventions.shift();
    const first = answer.paragraphs[0]?.sentences[0];
    if (invented && first) answer.paragraphs[0].sentences.push({ text: invented, sources: first.sources });
    else if (invented) this.inventions.unshift(invented);
    return JSON.stringify(answer);
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
