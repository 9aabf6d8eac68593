/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CLIENT_APP_HTML, CLIENT_APP_PATH } from '@app/contracts';
import { answerOfflineRequest, type OfflineRequest } from './features/offline/offlineActions';

/**
 * The service worker of offline proctoring (registered by the subscriber's screens only): it keeps the app
 * shell (every built file) so that the pages open with no network, answers every page address with the
 * app, and answers the offline channel's messages (offline/offlineActions.ts) on the port sent with each.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Each page address gets its app (contracts' `isClientAppPath`), as the gateway answers it.
registerRoute(new NavigationRoute(createHandlerBoundToURL(`/${CLIENT_APP_HTML}`), { allowlist: [CLIENT_APP_PATH] }));
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const port = event.ports[0];
  const request = event.data as OfflineRequest | undefined;
  if (!port || !request?.action) return;
  event.waitUntil(
    answerOfflineRequest(request).then(
      (reply) => port.postMessage(reply),
      (error: unknown) => port.postMessage({ ok: false, status: -1, message: (error as Error).message }),
    ),
  );
});
