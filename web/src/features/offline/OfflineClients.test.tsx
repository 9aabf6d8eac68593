import 'fake-indexeddb/auto';
import { afterEach, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { config } from '../../app/config';
import { fakeApi } from '../../../test/fake-api';
import { proctoredClientForm } from '../../../test/forms';
import { expectLinks, renderApp, session } from '../../../test/render';
import { activeSubscriptionOf } from '../../../test/subscriber';
import { deviceCheckouts } from './deviceCheckouts';
import { answerOfflineRequest, type OfflineRequest } from './offlineActions';

const subscriber = session(['Subscriber']);
const active = activeSubscriptionOf(subscriber.id!);

/** The offline worker as the page meets it: a registration whose active worker answers on the port sent along. */
function installWorker() {
  const worker = {
    postMessage(request: OfflineRequest, [port]: MessagePort[]) {
      void answerOfflineRequest(request).then((reply) => port.postMessage(reply));
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ active: worker }), register: () => Promise.resolve() } });
}

/**
 * A first visit: the worker registered now is still installing (keeping every built file) for longer than
 * the 2 s a reply may take; `activate()` ends its install.
 */
function installWorkerStillInstalling() {
  const listeners = new Set<() => void>();
  const worker = {
    state: 'installing' as ServiceWorkerState,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    postMessage(request: OfflineRequest, [port]: MessagePort[]) {
      void answerOfflineRequest(request).then((reply) => port.postMessage(reply));
    },
  };
  const registration: { active: typeof worker | null; installing: typeof worker | null; waiting: null } = { active: null, installing: worker, waiting: null };
  let becomeReady: (value: typeof registration) => void = () => undefined;
  const ready = new Promise<typeof registration>((resolve) => (becomeReady = resolve));
  let registered = false;
  const register = () => {
    registered = true;
    return Promise.resolve(registration);
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready, register } });
  return {
    wasRegistered: () => registered,
    activate() {
      worker.state = 'activated';
      registration.active = worker;
      registration.installing = null;
      becomeReady(registration);
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  jest.restoreAllMocks();
});

describe('the subscriber dashboard’s offline part', () => {
  it('warns when this browser cannot check clients out (no worker answers within 2 s)', async () => {
    fakeApi({ 'GET /api/subscriptionUser': { body: active } });
    renderApp('/', { auth: subscriber });
    expect(await screen.findByText('Sorry, offline access is not supported on your web browser. Try refreshing this page.')).toBeInTheDocument();
  });

  it('lists the clients checked out to this device, with Proctor Questionnaire and Check In, and points out one not checked in for 5 days', async () => {
    const recent = proctoredClientForm();
    const old = proctoredClientForm();
    old.form.firstName = 'Bettina';
    await deviceCheckouts.add(recent.client.id, recent.checkOutId, recent.form);
    await deviceCheckouts.add(old.client.id, old.checkOutId, old.form, Date.now() - 6 * 24 * 60 * 60 * 1000);
    installWorker();
    fakeApi({ 'GET /api/subscriptionUser': { body: active } });
    renderApp('/', { auth: subscriber });
    const row = await screen.findByRole('row', { name: /Anselm Kowalczyk/ });
    expectLinks(row, {
      'Proctor Questionnaire': `/client/form/${recent.form.id}/page/${recent.form.pages![0].id}?allowJump`,
      'Check In': `/subscriber/client/${recent.client.id}/checkIn`,
    });
    expect(screen.getByText(/These clients are checked out to this device/)).toBeInTheDocument();
    expect(screen.getByText(/Not checked in for more than 5 days: Bettina Kowalczyk\./)).toBeInTheDocument();
    expect(screen.queryByText(/offline access is not supported/)).not.toBeInTheDocument();
  });

  it('does not warn on a first visit while the worker is still installing, past the 2 s, and lists the checkouts once it is active', async () => {
    jest.replaceProperty(config, 'isProductionBuild', true);
    const checkedOut = proctoredClientForm();
    checkedOut.form.firstName = 'Cordula';
    await deviceCheckouts.add(checkedOut.client.id, checkedOut.checkOutId, checkedOut.form);
    const worker = installWorkerStillInstalling();
    fakeApi({ 'GET /api/subscriptionUser': { body: active } });
    renderApp('/', { auth: subscriber });
    await waitFor(() => expect(worker.wasRegistered()).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_300)));
    expect(screen.queryByText(/offline access is not supported/)).not.toBeInTheDocument();
    act(() => worker.activate());
    expect(await screen.findByRole('row', { name: /Cordula Kowalczyk/ })).toBeInTheDocument();
    expect(screen.queryByText(/offline access is not supported/)).not.toBeInTheDocument();
  });
});
