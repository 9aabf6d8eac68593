import { config } from '../../app/config';
import type { OfflineReplies, OfflineRequest, OfflineResult } from './offlineActions';

/** Spec 02 §9: without a reply within 2 seconds, offline access is taken as unsupported. */
export const SUPPORT_TIMEOUT_MS = 2_000;
/** A check-out or check-in waits longer: it calls the server. */
const CALL_TIMEOUT_MS = 60_000;
/**
 * A first visit installs the worker (it keeps every built file first), which takes longer than the 2 s a
 * reply may take: support is judged only once the worker is active, or after this long without it.
 */
export const INSTALL_TIMEOUT_MS = 60_000;

const SERVICE_WORKER_URL = '/sw.js';
/** The longest the worker's registration waits for an idle main thread. */
const IDLE_WAIT_MS = 2_000;

/**
 * Registers the offline service worker (a production build has one; the subscriber's screens ask for it,
 * a client's phone never downloads it).
 */
export async function registerOfflineWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !config.isProductionBuild) return undefined;
  await pageIdle();
  return navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
}

/**
 * Resolves once the page has loaded and its main thread is idle: a first install downloads and keeps every
 * built file, which on a busy machine would otherwise compete with the screen's first rows.
 */
function pageIdle(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () => new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS }) : setTimeout(resolve, 0))),
  );
}

/**
 * Resolves once the registration's worker has had its chance: active, or its install ended (activated or
 * redundant), or INSTALL_TIMEOUT_MS passed. A registration already active resolves at once.
 */
export function offlineWorkerSettled(registration: ServiceWorkerRegistration | undefined, timeoutMs = INSTALL_TIMEOUT_MS): Promise<void> {
  const starting = registration && !registration.active ? (registration.installing ?? registration.waiting) : null;
  if (!starting) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      starting!.removeEventListener('statechange', onStateChange);
      resolve();
    }
    function onStateChange() {
      if (starting!.state === 'activated' || starting!.state === 'redundant') done();
    }
    starting.addEventListener('statechange', onStateChange);
  });
}

/** Sends one message on the offline channel and waits for the worker's reply (rejects after `timeoutMs`). */
export async function askOfflineWorker<Request extends OfflineRequest>(request: Request, timeoutMs = CALL_TIMEOUT_MS): Promise<OfflineReplies[Request['action']]> {
  if (!('serviceWorker' in navigator)) throw new Error('No service worker');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error('The offline worker did not answer')), timeoutMs)));
  try {
    const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
    const worker = registration.active;
    if (!worker) throw new Error('No active service worker');
    const reply = new Promise<OfflineReplies[Request['action']]>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data as OfflineReplies[Request['action']]);
      worker.postMessage(request, [channel.port2]);
    });
    return await Promise.race([reply, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this browser can check clients out: the worker answered within the time-out. */
export async function isCheckoutSupported(): Promise<boolean> {
  try {
    return (await askOfflineWorker({ action: 'getIsCheckoutSupported' }, SUPPORT_TIMEOUT_MS)).supported;
  } catch {
    return false;
  }
}

/** A check-out or check-in through the worker; a worker that does not answer is a failure (status -1). */
export function runOfflineAction(request: Extract<OfflineRequest, { action: 'checkOut' | 'checkIn' }>): Promise<OfflineResult> {
  return askOfflineWorker(request).catch((error: Error) => ({ ok: false, status: -1, message: error.message }));
}
