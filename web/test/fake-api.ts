import { afterEach } from '@jest/globals';
import { answerViolation, endpointOf, requestViolation } from './api-contract';

/**
 * A tiny fake of the HTTP API at the network boundary: tests replace `fetch` with it and describe the answers of
 * the calls a screen makes. Every request is recorded (method, path, query, JSON body, authorization header).
 * Anything not described answers 404 with the services' error body.
 *
 * Both sides are held to the contracts (./api-contract.ts): describing a call the API does not have, or an answer
 * it would not give, throws at once; a request the app sends that the API would refuse (or to a call it does not
 * have), and an answer computed by a test's function that breaks the contract, fail the test after it ends.
 */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** More response headers (a list's `x-total-count`). */
  headers?: Record<string, string>;
}

/** A list endpoint's answer: one page of `rows`, and the total in `x-total-count` (spec 01 §7). */
export const listAnswer = (rows: unknown[], total = rows.length): FakeAnswer => ({ body: rows, headers: { 'x-total-count': String(total) } });

export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

export const errorBody = (Details: string, SubErrors: string[] = []) => ({ Details, SubErrors });

const violations: string[] = [];

/** The contract violations seen since the last call (the test kit fails a test that leaves any). */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

afterEach(() => {
  const seen = takeContractViolations();
  if (seen.length > 0) throw new Error(`The fake API saw calls outside the API contracts:\n${[...new Set(seen)].join('\n')}`);
});

function checkedRoute(key: string, route: FakeRoute): FakeRoute {
  if (!endpointOf(key)) throw new Error(`${key} is not a call of the API contracts (web/test/api-contract.ts)`);
  if (typeof route === 'function') return route;
  const violation = answerViolation(key, route.status ?? 200, route.body);
  if (violation) throw new Error(violation);
  return route;
}

export function fakeApi(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];
  const table = new Map(Object.entries(routes).map(([key, route]) => [key, checkedRoute(key, route)] as const));
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const recorded: FakeRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text === '' ? undefined : JSON.parse(text),
      authorization: request.headers.get('authorization'),
    };
    requests.push(recorded);
    const key = `${request.method} ${url.pathname}`;
    const requestProblem = requestViolation(key, recorded.body);
    if (requestProblem) violations.push(requestProblem);
    const route = table.get(key);
    const answer = route === undefined ? { status: 404, body: errorBody('Not found') } : typeof route === 'function' ? await route(recorded) : route;
    const answerProblem = typeof route === 'function' ? answerViolation(key, answer.status ?? 200, answer.body) : null;
    if (answerProblem) violations.push(answerProblem);
    const status = answer.status ?? 200;
    // A 204 has no body at all.
    return new Response(status === 204 ? null : answer.body === undefined ? '{}' : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  globalThis.fetch = fake;
  return {
    requests,
    /** Replaces (or adds) the answer of one call. */
    on(key: string, route: FakeRoute) {
      table.set(key, checkedRoute(key, route));
    },
    /** The requests made to `METHOD /path`. */
    calls(key: string) {
      const [method, path] = key.split(' ');
      return requests.filter((r) => r.method === method && r.path === path);
    },
  };
}
