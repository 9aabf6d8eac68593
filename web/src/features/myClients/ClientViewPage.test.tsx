import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { Client, ClientEvent, Form } from '@app/contracts';
import { fakeApi, listAnswer, type FakeRequest } from '../../../test/fake-api';
import { proctoredClientForm } from '../../../test/forms';
import { watchNewTabs } from '../../../test/new-tabs';
import { accountOf, renderApp, session } from '../../../test/render';
import { dateTimeIn } from '../account/timeZone';
import { ADJUSTED_REPORT_POLL_MS } from './ClientReports';

const subscriber = session(['Subscriber']);

const event = (eventType: ClientEvent['eventType'], eventTimestamp: string, description: string): ClientEvent => ({
  id: crypto.randomUUID(),
  eventType,
  eventTimestamp,
  description,
});

/**
 * A client who answered About You, the current case and uploaded a file; as clients answers `GET /api/client/{id}`
 * and survey `GET /api/form/{id}` with the client view's includes.
 */
function startedClient({ isProctored = false, isOffline = false, formStatus = 'Started' }: { isProctored?: boolean; isOffline?: boolean; formStatus?: Form['formStatus'] } = {}) {
  const { form, client } = proctoredClientForm();
  const [aboutYou, currentCase] = form.pages!;
  aboutYou.template = {
    ...aboutYou.template!,
    key: 'AboutYou',
    subscriberTitle: 'Personal Information',
    questions: [
      { key: 'dateOfBirth', label: 'Date of birth', questionType: 'DatePicker', isRequired: true },
      { key: 'gender', label: 'Gender', questionType: 'SelectList', isRequired: false, options: ['Female', 'Male'] },
    ],
  };
  aboutYou.answerSet!.answers = { dateOfBirth: '1988-03-14', gender: 'Female' };
  currentCase.template = {
    ...currentCase.template!,
    key: 'CurrentCase',
    subscriberTitle: 'The Case',
    questions: [
      { key: 'chargesUnderstood', label: 'Charges', questionType: 'Textarea', isRequired: false },
      { key: 'courtPapers', label: 'Court papers', questionType: 'File', isRequired: false },
    ],
  };
  currentCase.answerSet!.answers = { chargesUnderstood: 'Burglary in the second degree', courtPapers: 'f1a2b3c4/charging document.pdf' };
  const surveyForm: Form = { ...form, isProctored, formStatus, started: '2026-11-10T15:00:00.000Z', completed: formStatus === 'Completed' ? '2026-11-12T15:00:00.000Z' : null };
  const viewed: Client = {
    ...client,
    isProctored,
    isOffline,
    formStatus,
    forms: [
      {
        id: form.id,
        key: 'Default',
        formStatus,
        created: form.created,
        started: surveyForm.started,
        completed: surveyForm.completed,
        pages: form.pages!.map((page, i) => ({
          id: page.id,
          displayWeight: page.displayWeight,
          answerSetId: page.answerSetId,
          template: { key: page.template!.key, subscriberTitle: page.template!.subscriberTitle },
          answerSet: { id: page.answerSetId, hasAnswers: i === 0 },
        })),
      },
    ],
    supporters: [
      { id: crypto.randomUUID(), firstName: 'Maria', lastName: 'Kowalczyk', clientRelationship: 'Sister', isCompleted: true },
      { id: crypto.randomUUID(), firstName: 'Tomasz', lastName: 'Nowak', clientRelationship: 'Employer', isCompleted: false },
    ],
    clientEvents: [
      event('InviteSent', '2026-11-09T10:00:00.000Z', 'Invitation sent by email'),
      event('Started', '2026-11-10T15:00:00.000Z', 'The client started the questionnaire'),
      event('PageSaved', '2026-11-11T09:30:00.000Z', 'Saved Personal Information'),
    ],
  };
  return { client: viewed, form: surveyForm };
}

function view(fixture = startedClient(), routes: Parameters<typeof fakeApi>[0] = {}, auth = subscriber) {
  const api = fakeApi({
    [`GET /api/client/${fixture.client.id}`]: { body: fixture.client },
    [`GET /api/form/${fixture.form.id}`]: { body: fixture.form },
    'GET /api/form': listAnswer([]),
    'GET /api/account/temporaryAccessToken': { body: { token: 'temporary.token' } },
    ...routes,
  });
  const tabs = watchNewTabs();
  return { ...renderApp(`/subscriber/client/${fixture.client.id}`, { auth }), api, tabs, ...fixture };
}

const variant = (form: Form, adjuster: 'FirstPerson' | 'ThirdPerson', formStatus: 'Started' | 'Completed', adjusterProgress: number): Form => ({
  ...form,
  pages: undefined,
  id: crypto.randomUUID(),
  key: adjuster,
  originalFormId: form.id,
  adjuster,
  adjusterProgress,
  formStatus,
});

describe('the client view: Overview', () => {
  it('shows the provided name, status, the facts the client gave, the link and the timeline; a client who answers alone gets reminders', async () => {
    const { user, api, client, form, tabs } = view();
    expect(await screen.findByRole('heading', { name: 'Anselm Kowalczyk' })).toBeInTheDocument();
    expect(screen.getAllByText('Started').length).toBeGreaterThan(0);
    expect(await screen.findByText('1988-03-14')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getByText('Burglary in the second degree')).toBeInTheDocument();
    expect(screen.getByText(client.shortCodeUrl)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copy link/ })).toBeInTheDocument();
    expect(screen.getByText('Invite sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proctor Questionnaire' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Check Out for Offline Access' })).not.toBeInTheDocument();

    api.on(`POST /api/form/${form.id}/reminder`, { status: 204 });
    await user.click(screen.getByRole('button', { name: 'Send Reminder Message' }));
    expect(await screen.findByText('A reminder was sent to the client.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download Mitigation Report' }));
    await waitFor(() => expect(tabs.map((tab) => tab.location.href)).toEqual([`/api/form/${form.id}/report?temporaryAccessToken=temporary.token`]));
  });

  it('shows the invitation as sent and the Reports tab, right after the invitation, without a reload', async () => {
    const fixture = startedClient();
    const justInvited: Client = { ...fixture.client, created: new Date().toISOString(), formStatus: 'Created', forms: [], clientEvents: [] };
    const sentAt = new Date().toISOString();
    let asked = 0;
    const answer = () => {
      asked += 1;
      if (asked === 1) return { body: justInvited };
      if (asked === 2) return { body: { ...justInvited, forms: fixture.client.forms } };
      return { body: { ...justInvited, forms: fixture.client.forms, clientEvents: [event('InviteSent', sentAt, 'Invitation sent by email')] } };
    };
    view(fixture, { [`GET /api/client/${fixture.client.id}`]: answer });
    expect(await screen.findByRole('heading', { name: 'Anselm Kowalczyk' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Reports' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(dateTimeIn(sentAt, Intl.DateTimeFormat().resolvedOptions().timeZone), undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('lets the attorney proctor a proctored client from the first page without answers, or check them out; no reminders', async () => {
    const fixture = startedClient({ isProctored: true });
    const { user, location } = view(fixture);
    expect(await screen.findByRole('link', { name: 'Check Out for Offline Access' })).toHaveAttribute('href', `/subscriber/client/${fixture.client.id}/checkOut`);
    expect(screen.queryByRole('button', { name: 'Send Reminder Message' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proctor Questionnaire' }));
    await waitFor(() => expect(location()).toBe(`/client/form/${fixture.form.id}/page/${fixture.form.pages![1].id}?allowJump`));
  });

  it('shows only the Overview, with Check In, while the client is checked out', async () => {
    const fixture = startedClient({ isProctored: true, isOffline: true });
    const { api } = view(fixture);
    expect(await screen.findByText(/checked out for offline access on a device/)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview']);
    expect(screen.getByRole('link', { name: 'Check In' })).toHaveAttribute('href', `/subscriber/client/${fixture.client.id}/checkIn`);
    expect(screen.queryByRole('button', { name: 'Proctor Questionnaire' })).not.toBeInTheDocument();
    // The answers stay on the device meanwhile: survey is not asked for them.
    expect(api.calls(`GET /api/form/${fixture.form.id}`)).toHaveLength(0);
  });

  it('says so when the client does not exist (or is not this subscriber’s)', async () => {
    fakeApi({});
    renderApp(`/subscriber/client/${crypto.randomUUID()}`, { auth: subscriber });
    expect(await screen.findByText('This client could not be found. They may have been deleted.')).toBeInTheDocument();
  });

  it('opens for a site admin too', async () => {
    view(startedClient(), {}, session(['Site Admin']));
    expect(await screen.findByRole('heading', { name: 'Anselm Kowalczyk' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Summary', 'Reports', 'Files', 'Letters', 'History', 'Manage']);
  });
});

describe('the client view: Reports', () => {
  afterEach(() => jest.useRealTimers());

  it('downloads the raw report and generates an AI-adjusted one', async () => {
    const fixture = startedClient();
    const { user, api, tabs } = view(fixture, {
      [`POST /api/form/${fixture.form.id}/adjust`]: (request) => ({
        body: {
          id: crypto.randomUUID(),
          originalFormId: fixture.form.id,
          key: 'ThirdPerson',
          adjuster: (request.body as { adjuster: 'ThirdPerson' }).adjuster,
          adjusterProgress: 0,
          formStatus: 'Started',
          adjusterLabel: 'Written offline by rules',
        },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Reports' }));
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
    await user.click(within(row('Raw')).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(tabs.map((tab) => tab.location.href)).toEqual([`/api/form/${fixture.form.id}/report?temporaryAccessToken=temporary.token`]));
    await user.click(within(row('Third Person')).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(api.calls(`POST /api/form/${fixture.form.id}/adjust`).map((call) => call.body)).toEqual([{ adjuster: 'ThirdPerson' }]));
    // Issue 35: it says truthfully which writer writes it, and how long that takes.
    expect(await screen.findByText('The report is being written offline by rules, without AI. This takes a few seconds.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Third Person \(Written offline by rules\)/ })).toBeInTheDocument();
    // The variants are asked again once one is started.
    await waitFor(() => expect(api.calls('GET /api/form').length).toBeGreaterThan(1));
  });

  it('downloads in the edition and with the sections chosen, remembered for the client: the saved choice shown, each change saved (issue 34)', async () => {
    const fixture = startedClient();
    const saved = { edition: 'court', sections: ['atAGlance', 'recordsAndPeople', 'screens', 'answers', 'letters'] };
    const { user, api, tabs } = view(fixture, {
      [`GET /api/client/${fixture.client.id}/reportChoice`]: { body: saved },
      [`PUT /api/client/${fixture.client.id}/reportChoice`]: (request) => ({ body: request.body }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Reports' }));
    const edition = await screen.findByRole('radiogroup', { name: 'Edition' });
    await waitFor(() => expect(within(edition).getByRole('radio', { name: 'Court edition' })).toBeChecked());
    const sections = screen.getByRole('group', { name: 'Sections' });
    // The court edition never holds the work product's own sections: shown, not offered.
    expect(within(sections).getByRole('checkbox', { name: 'Records and People (work product only)' })).toBeDisabled();
    expect(within(sections).getByRole('checkbox', { name: 'Records and People (work product only)' })).not.toBeChecked();
    expect(within(sections).getByRole('checkbox', { name: 'Life Chronology' })).not.toBeChecked();
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
    await user.click(within(row('Raw')).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(tabs.map((tab) => tab.location.href)).toEqual([
        `/api/form/${fixture.form.id}/report?edition=court&sections=atAGlance%2Cscreens%2Canswers%2Cletters&temporaryAccessToken=temporary.token`,
      ]),
    );

    await user.click(within(edition).getByRole('radio', { name: 'Attorney work product' }));
    await user.click(within(sections).getByRole('checkbox', { name: 'Answers' }));
    await waitFor(() =>
      expect(api.calls(`PUT /api/client/${fixture.client.id}/reportChoice`).map((call) => call.body)).toEqual([
        { edition: 'workProduct', sections: ['atAGlance', 'recordsAndPeople', 'screens', 'answers', 'letters'] },
        { edition: 'workProduct', sections: ['atAGlance', 'recordsAndPeople', 'screens', 'letters'] },
      ]),
    );
    expect(within(sections).getByRole('checkbox', { name: 'Records and People (work product only)' })).toBeChecked();
    await user.click(within(row('Raw')).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(tabs[1]?.location.href).toBe(`/api/form/${fixture.form.id}/report?sections=atAGlance%2CrecordsAndPeople%2Cscreens%2Cletters&temporaryAccessToken=temporary.token`),
    );
  });

  it('shows the progress while a variant is Started, asks again every 10 seconds, and offers Download once it is Completed', async () => {
    // Fake timers from the start, so that the polling's timer is one of them; they also run with real time.
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const fixture = startedClient();
    let third = variant(fixture.form, 'ThirdPerson', 'Started', 40);
    const { user, api, tabs } = view(fixture, { 'GET /api/form': () => listAnswer([third]) });
    await user.click(await screen.findByRole('tab', { name: 'Reports' }));
    expect(await screen.findByRole('progressbar', { name: 'Third Person: Generating' })).toHaveAttribute('aria-valuenow', '40');
    expect(api.calls('GET /api/form')[0].query.get('filter')).toBe(`originalForm.clientId = "${fixture.client.id}"`);

    third = { ...third, formStatus: 'Completed', adjusterProgress: 100 };
    const asked = api.calls('GET /api/form').length;
    jest.advanceTimersByTime(ADJUSTED_REPORT_POLL_MS - 2_000);
    expect(api.calls('GET /api/form')).toHaveLength(asked);
    jest.advanceTimersByTime(2_000);
    const row = await screen.findByRole('row', { name: /^Third Person Download/ });
    await user.click(within(row).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(tabs.map((tab) => tab.location.href)).toEqual([`/api/form/${third.id}/report?temporaryAccessToken=temporary.token`]));
    expect(screen.getByRole('row', { name: /^First Person Generate/ })).toBeInTheDocument();
  });
});

describe('the client view: Files, Letters, History and Manage', () => {
  it('lists the uploaded files and downloads one', async () => {
    const { user, tabs, form } = view();
    await user.click(await screen.findByRole('tab', { name: 'Files' }));
    expect(await screen.findByText('The Case: Court papers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'charging document.pdf' }));
    await waitFor(() =>
      expect(tabs.map((tab) => tab.location.href)).toEqual([
        `/api/answerSet/${form.pages![1].answerSetId}/file/f1a2b3c4/charging%20document.pdf?temporaryAccessToken=temporary.token`,
      ]),
    );
  });

  it('lists the supporters with their relationship and Download or Incomplete', async () => {
    const { user, tabs, client } = view();
    await user.click(await screen.findByRole('tab', { name: 'Letters' }));
    const signed = await screen.findByRole('row', { name: /Maria Kowalczyk Sister/ });
    expect(screen.getByRole('row', { name: /Tomasz Nowak Employer Incomplete/ })).toBeInTheDocument();
    await user.click(within(signed).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(tabs.map((tab) => tab.location.href)).toEqual([`/api/supporter/${client.supporters![0].id}/letter?temporaryAccessToken=temporary.token`]));
  });

  it('lists the history newest first, each event by a readable name', async () => {
    const { user } = view();
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    await screen.findByText('Saved Personal Information');
    const rows = within(screen.getByRole('tabpanel')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Answers saved', 'Questionnaire started', 'Invitation sent']);
  });

  it("shows the history's times in the attorney's time zone, with its name (issue 36, item 12)", async () => {
    const me = accountOf(subscriber, { disabled: false, timeZone: 'Asia/Tokyo' });
    const { user } = view(startedClient(), { [`GET /api/applicationUser/${subscriber.id}`]: { body: me } });
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const rows = within(screen.getByRole('tabpanel')).getAllByRole('row').slice(1);
    // 2026-11-11T09:30Z is 6:30 PM in Tokyo; 2026-11-09T10:00Z is 7:00 PM.
    await waitFor(() =>
      expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
        'Nov 11, 2026, 6:30 PM GMT+9',
        'Nov 11, 2026, 12:00 AM GMT+9',
        'Nov 9, 2026, 7:00 PM GMT+9',
      ]),
    );
  });

  it('deletes the client after a confirmation that names them', async () => {
    const fixture = startedClient();
    const { user, api, location } = view(fixture, { 'POST /api/client/deleteClient': { status: 204 } });
    await user.click(await screen.findByRole('tab', { name: 'Manage' }));
    await user.click(screen.getByRole('button', { name: 'Delete Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Anselm Kowalczyk?' });
    expect(api.calls('POST /api/client/deleteClient')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.calls('POST /api/client/deleteClient').map((call) => call.body)).toEqual([{ clientId: fixture.client.id }]);
    expect(await screen.findByText('Anselm Kowalczyk was deleted.')).toBeInTheDocument();
  });

  it('reads My Clients again once survey has taken the deletion in, so the deleted client does not stay listed', async () => {
    const fixture = startedClient();
    let surveyCaughtUp = false;
    let askedForTheClientsForms = 0;
    let myClientsReadSinceCaughtUp = 0;
    const forms = (request: FakeRequest) => {
      const filter = request.query.get('filter');
      if (filter === `clientId = "${fixture.client.id}"`) surveyCaughtUp = ++askedForTheClientsForms === 2 || surveyCaughtUp;
      else if (filter === 'originalFormId = null' && surveyCaughtUp) myClientsReadSinceCaughtUp += 1;
      return listAnswer(surveyCaughtUp ? [] : [fixture.form]);
    };
    const { user, location } = view(fixture, { 'POST /api/client/deleteClient': { status: 204 }, 'GET /api/form': forms });
    await user.click(await screen.findByRole('tab', { name: 'Manage' }));
    await user.click(screen.getByRole('button', { name: 'Delete Client' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Anselm Kowalczyk?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toBe('/'));
    await waitFor(() => expect(myClientsReadSinceCaughtUp).toBeGreaterThan(0), { timeout: 5_000 });
    await waitFor(() => expect(screen.queryByRole('row', { name: /Kowalczyk/ })).not.toBeInTheDocument());
    expect(askedForTheClientsForms).toBe(2);
  });
});

describe('the client view: answers about harming oneself (issue 33)', () => {
  const flag = 'This client may be thinking of harming themselves';

  it('shows the flag survey raises from the answers', async () => {
    const fixture = startedClient();
    view({ ...fixture, form: { ...fixture.form, selfHarmConcern: true } });
    const alert = (await screen.findByText(flag)).closest('[role=alert]') as HTMLElement;
    expect(alert).toHaveTextContent('They were shown the 988 Suicide & Crisis Lifeline as they answered.');
  });

  it('shows none while the answers raise none', async () => {
    const fixture = startedClient();
    view({ ...fixture, form: { ...fixture.form, selfHarmConcern: false } });
    expect(await screen.findByText('Burglary in the second degree')).toBeInTheDocument();
    expect(screen.queryByText(flag)).not.toBeInTheDocument();
  });
});
