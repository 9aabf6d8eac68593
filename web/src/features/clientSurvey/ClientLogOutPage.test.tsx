import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import type { AnswerSet, Page } from '@app/contracts';
import { storedPlainly } from '../../../test/device-storage';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { clientLanding, proctoredClientForm } from '../../../test/forms';
import { authResponse, fill, renderApp, session } from '../../../test/render';

const STORY = 'My grandmother raised me in Dayton, then we moved to Toledo.';

/** A client's form of two pages, and the client's session. */
function clientAndForm() {
  const { form } = proctoredClientForm();
  const client = session(['Client'], form.applicationUserId, 'anselm@example.test');
  return { form: { ...form, isProctored: false }, page: form.pages![0], client };
}

/** The answer of a save: the answers sent, one version on. */
const saved = (page: Page) => (request: FakeRequest) => {
  const body = request.body as { answers: AnswerSet['answers']; concurrencyCheck: number };
  return { body: { ...page.answerSet!, answers: body.answers, concurrencyCheck: body.concurrencyCheck + 1 } };
};

/** The phone has no signal for the saves while `offline.now`. */
const noSignal = (offline: { now: boolean }, answer: (request: FakeRequest) => { body: unknown }) => (request: FakeRequest) => {
  if (offline.now) throw new TypeError('Failed to fetch');
  return answer(request);
};

async function logOut(user: ReturnType<typeof renderApp>['user']) {
  await user.click(within(screen.getByRole('banner')).getByRole('button'));
  await user.click(screen.getByRole('link', { name: 'Log Out' }));
}

describe('Log Out on a phone clients share (issue 33, item 9)', () => {
  it('sends the answers waiting on the device, then signs the client out', async () => {
    const { form, page, client } = clientAndForm();
    const api = fakeApi({ [`GET /api/form/${form.id}`]: { body: form }, [`PUT /api/answerSet/${page.answerSetId}`]: saved(page) });
    const { user, store } = renderApp(`/client/form/${form.id}/page/${page.id}`, { auth: client });
    await fill(user, await screen.findByLabelText('Your story'), STORY);
    await logOut(user);
    expect(await screen.findByText('All your answers were sent.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'You have been logged out.' })).toBeInTheDocument();
    expect(api.calls(`PUT /api/answerSet/${page.answerSetId}`).at(-1)?.body).toMatchObject({ answers: { story: STORY } });
    expect(store.getState().auth.id).toBeNull();
    expect(await storedPlainly(STORY)).toEqual([]);
  });

  it('keeps what it cannot send sealed on the device, says so, and sends it when the client signs in there again', async () => {
    const { form, page, client } = clientAndForm();
    const offline = { now: true };
    let signedIn = false;
    const api = fakeApi({
      [`GET /api/form/${form.id}`]: { body: form },
      [`PUT /api/answerSet/${page.answerSetId}`]: noSignal(offline, saved(page)),
      'GET /api/client/landingData': () => ({
        body: clientLanding({ isAccountActivated: true, isAuthenticated: signedIn, clientApplicationUserId: client.id, activeFormId: form.id, activePageId: page.id }),
      }),
      'POST /api/account/login': () => {
        signedIn = true;
        return { body: authResponse(client) };
      },
    });
    const first = renderApp(`/client/form/${form.id}/page/${page.id}`, { auth: client });
    await fill(first.user, await first.findByLabelText('Your story'), STORY);
    await logOut(first.user);
    expect(
      await screen.findByText('Some of your answers could not be sent just now. They are kept encrypted on this device and will be sent the next time you log in here.'),
    ).toBeInTheDocument();
    expect(first.store.getState().auth.id).toBeNull();
    expect(await storedPlainly(STORY)).toEqual([]);
    expect(api.calls(`PUT /api/answerSet/${page.answerSetId}`).filter((call) => (call.body as AnswerSet).answers.story === STORY)).not.toHaveLength(0);
    first.unmount();

    // The signal is back; the client signs in again on the landing, on this phone.
    offline.now = false;
    const next = renderApp('/c/abcdEFGH23456');
    await fill(next.user, await next.findByLabelText('Password'), 'the client’s password');
    await next.user.click(next.getByRole('button', { name: 'Log In' }));
    expect(await next.findByText('The answers you left on this device were sent.')).toBeInTheDocument();
    const sent = api.calls(`PUT /api/answerSet/${page.answerSetId}`).at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${client.jwtToken}`);
    expect(sent.body).toMatchObject({ answers: { story: STORY }, concurrencyCheck: page.answerSet!.concurrencyCheck });
    await waitFor(async () => expect(await storedPlainly(STORY)).toEqual([]));
    await next.findByRole('button', { name: 'Continue' });
  });
});
