/** A request client.html's early-requests.js (web/public) started before the app loaded. */
interface EarlyRequest {
  authorization: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** By address. */
    earlyRequests?: Record<string, EarlyRequest>;
  }
}

/**
 * The API's fetch: a GET that the page started early for the same address and the same session is answered
 * with that response, once (if it failed, the GET is sent again); everything else is fetched.
 */
export function fetchOrTakeEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (input instanceof Request && input.method === 'GET') {
    const early = window.earlyRequests?.[input.url];
    if (early && early.authorization === input.headers.get('authorization')) {
      delete window.earlyRequests![input.url];
      return early.response.catch(() => fetch(input, init));
    }
  }
  return fetch(input, init);
}
