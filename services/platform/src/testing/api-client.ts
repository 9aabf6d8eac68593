/** A small HTTP client for integration tests: JSON in and out, an optional bearer token. */
export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export type Api = (method: string, path: string, options?: { body?: unknown; token?: string | null; headers?: Record<string, string> }) => Promise<ApiAnswer>;

export function apiOf(baseUrl: string): Api {
  return async (method, path, { body, token, headers = {} } = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
}
