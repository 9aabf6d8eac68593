import { DEFAULT_LANGUAGE, OfflineMessages, type CheckOut, type Form } from '@app/contracts';
import { deviceCheckouts, type CheckoutSummary } from './deviceCheckouts';

/** The messages of the offline channel (spec 02 §7: getCheckouts, getIsCheckoutSupported, checkOut, checkIn). */
export type OfflineRequest =
  | { action: 'getIsCheckoutSupported' }
  | { action: 'getCheckouts' }
  | { action: 'checkOut'; clientId: string; token: string; deviceName?: string }
  | { action: 'checkIn'; clientId: string; token: string };

/** How a check-out or check-in went: `status` 0 is no network, 401 a session that has expired. */
export type OfflineResult = { ok: true } | { ok: false; status: number; message: string };

export interface OfflineReplies {
  getIsCheckoutSupported: { supported: true };
  getCheckouts: { checkouts: CheckoutSummary[] };
  checkOut: OfflineResult;
  checkIn: OfflineResult;
}

type Call = { ok: true; body: unknown } | { ok: false; status: number; message: string };

/** A call of the API with the subscriber's token; a failure as its status and the server's Details. */
async function call(method: string, path: string, token: string, body?: unknown): Promise<Call> {
  let response: Response;
  try {
    response = await fetch(`${location.origin}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: 'No network connection.' };
  }
  const json = (await response.json().catch(() => undefined)) as { Details?: string } | undefined;
  if (response.ok) return { ok: true, body: json };
  return { ok: false, status: response.status, message: json?.Details ?? response.statusText };
}

/** Checks the client's (raw) form out to this device and keeps all it needs here. */
async function checkOut(clientId: string, token: string, deviceName: string | undefined): Promise<OfflineResult> {
  if (await deviceCheckouts.ofClient(clientId)) return { ok: true };
  const client = await call('GET', `/api/client/${encodeURIComponent(clientId)}?includes=forms`, token);
  if (!client.ok) return client;
  const forms = ((client.body as { forms?: Form[] }).forms ?? []).filter((form) => !form.originalFormId);
  if (forms.length === 0) return { ok: false, status: 404, message: OfflineMessages.notCheckedOut };
  const answer = await call('POST', `/api/form/${encodeURIComponent(forms[0].id)}/checkOut`, token, deviceName ? { deviceName } : {});
  if (!answer.ok) return answer;
  const { checkOutId, form } = answer.body as CheckOut;
  await deviceCheckouts.add(clientId, checkOutId, form);
  return { ok: true };
}

/**
 * Sends every answer set of the device's form (and the finalize, if the survey was completed here) in one
 * idempotent call; the device's copy is removed only once the server has acknowledged it.
 */
async function checkIn(clientId: string, token: string): Promise<OfflineResult> {
  const checkout = await deviceCheckouts.ofClient(clientId);
  if (!checkout) return { ok: false, status: 404, message: OfflineMessages.notCheckedOut };
  const answerSets = (checkout.form.pages ?? [])
    .filter((page) => page.answerSet)
    .map((page) => ({ id: page.answerSetId, answers: page.answerSet!.answers, language: page.answerSet!.language ?? DEFAULT_LANGUAGE }));
  const answer = await call('POST', `/api/form/${encodeURIComponent(checkout.form.id)}/checkIn`, token, {
    checkOutId: checkout.checkOutId,
    answerSets,
    finalize: checkout.finalized,
  });
  if (!answer.ok) return answer;
  await deviceCheckouts.remove(clientId);
  return { ok: true };
}

/** Answers one message of the offline channel. */
export async function answerOfflineRequest(request: OfflineRequest): Promise<OfflineReplies[OfflineRequest['action']]> {
  switch (request.action) {
    case 'getIsCheckoutSupported':
      return { supported: true };
    case 'getCheckouts':
      return { checkouts: await deviceCheckouts.list() };
    case 'checkOut':
      return checkOut(request.clientId, request.token, request.deviceName);
    case 'checkIn':
      return checkIn(request.clientId, request.token);
  }
}
