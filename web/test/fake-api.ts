/**
 * A tiny fake of the HTTP API at the network boundary: tests replace `fetch` with it and describe the answers of
 * the calls a screen makes. Every request is recorded (method, path, query, JSON body, authorization header).
 * Anything not described answers 404 with the services' error body.
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
}

export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

export const errorBody = (Details: string, SubErrors: string[] = []) => ({ Details, SubErrors });

export function fakeApi(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];
  const table = new Map(Object.entries(routes));
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
    const route = table.get(`${request.method} ${url.pathname}`);
    const answer = route === undefined ? { status: 404, body: errorBody('Not found') } : typeof route === 'function' ? await route(recorded) : route;
    return new Response(answer.body === undefined ? '{}' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = fake as typeof fetch;
  return {
    requests,
    /** Replaces (or adds) the answer of one call. */
    on(key: string, route: FakeRoute) {
      table.set(key, route);
    },
    /** The requests made to `METHOD /path`. */
    calls(key: string) {
      const [method, path] = key.split(' ');
      return requests.filter((r) => r.method === method && r.path === path);
    },
  };
}
