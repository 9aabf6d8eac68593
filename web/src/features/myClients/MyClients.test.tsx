import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, listAnswer, type FakeRequest } from '../../../test/fake-api';
import { fill, renderApp, session } from '../../../test/render';
import { activeSubscriptionOf, listedForm } from '../../../test/subscriber';

const subscriber = session(['Subscriber']);
const kowalczyk = listedForm({ firstName: 'Anselm', lastName: 'Kowalczyk', email: 'anselm@example.test', formStatus: 'Started' });
const okafor = listedForm({ firstName: 'Ngozi', lastName: 'Okafor', email: 'ngozi@example.test', isProctored: true, formStatus: 'Completed' });

/** The dashboard with My Clients answering `rows` of `total`; the list's requests (not the Getting Started probe's). */
function dashboard(path = '/', rows = [kowalczyk, okafor], total = 25) {
  const api = fakeApi({
    'GET /api/subscriptionUser': { body: activeSubscriptionOf(subscriber.id!) },
    'GET /api/form': (request) => (request.query.get('limit') === '1' && request.query.get('order') === null ? listAnswer(rows.slice(0, 1), total) : listAnswer(rows, total)),
  });
  const view = renderApp(path, { auth: subscriber });
  const listCalls = () => api.calls('GET /api/form').filter((call) => call.query.get('order') !== null);
  const lastQuery = () => Object.fromEntries(listCalls().at(-1)!.query) as Record<string, string>;
  return { ...view, api, listCalls, lastQuery };
}

const query = (call: FakeRequest) => Object.fromEntries(call.query);

describe('My Clients, the list screen of the subscriber dashboard', () => {
  it('fetches only the page shown, newest first, questionnaires only, and says which rows of how many it shows', async () => {
    const { listCalls } = dashboard();
    expect(await screen.findByText('1-2 of 25 results')).toBeInTheDocument();
    expect(query(listCalls()[0])).toEqual({ offset: '0', limit: '10', order: 'created desc', filter: 'originalFormId = null' });
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Last Name', 'First Name', 'Proctored', 'Status']);
    expect(within(table).getByRole('row', { name: /Kowalczyk Anselm Not Proctored Started/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Okafor Ngozi Proctored Completed/ })).toBeInTheDocument();
    // Email, phone and created are hidden until the column toggle shows them.
    expect(within(table).queryByText('anselm@example.test')).not.toBeInTheDocument();
  });

  it('says No results and shows Getting Started when the subscriber has no clients yet', async () => {
    dashboard('/', [], 0);
    expect(await screen.findByText('Getting Started')).toBeInTheDocument();
    expect(screen.getByText('No results', { selector: '[role=status]' })).toBeInTheDocument();
  });

  it("says 'Unable to load results.' when the list cannot be loaded", async () => {
    fakeApi({ 'GET /api/subscriptionUser': { body: activeSubscriptionOf(subscriber.id!) }, 'GET /api/form': { status: 503, body: { Details: 'down', SubErrors: [] } } });
    renderApp('/', { auth: subscriber });
    expect(await screen.findByText('Unable to load results.', { selector: '[role=status]' })).toBeInTheDocument();
  });

  it('filters a text column with Contains once typing pauses, back on the first page, and keeps the filter in the address', async () => {
    const { user, lastQuery, location } = dashboard('/?page=2');
    await screen.findByText('11-12 of 25 results');
    await user.click(screen.getByRole('img', { name: 'Filter by Last Name' }));
    await fill(user, await screen.findByRole('textbox', { name: 'Filter by Last Name' }), 'Kow"al');
    await waitFor(() => expect(lastQuery().filter).toBe('originalFormId = null AND lastName.Contains("Kow\\"al")'));
    expect(lastQuery().offset).toBe('0');
    expect(location()).toBe('/?f.lastName=Kow%22al');
  });

  it('filters the status by blank, Created, Started or Completed', async () => {
    const { user, lastQuery } = dashboard();
    await screen.findByText('1-2 of 25 results');
    await user.click(screen.getByRole('img', { name: 'Filter by Status' }));
    const status = await screen.findByRole('combobox', { name: 'Filter by Status' });
    fireEvent.mouseDown(status);
    const choices = within(document.querySelector<HTMLElement>('.ant-select-dropdown')!);
    for (const choice of ['Any', 'Created', 'Started', 'Completed']) expect(choices.getByTitle(choice)).toBeInTheDocument();
    await user.click(choices.getByTitle('Completed'));
    await waitFor(() => expect(lastQuery().filter).toBe('originalFormId = null AND formStatus = "Completed"'));
  });

  it('sorts by a header, ascending first, then descending', async () => {
    const { user, lastQuery, location } = dashboard();
    await screen.findByText('1-2 of 25 results');
    await user.click(screen.getByRole('columnheader', { name: 'Last Name' }));
    await waitFor(() => expect(lastQuery().order).toBe('lastName asc'));
    await user.click(screen.getByRole('columnheader', { name: 'Last Name' }));
    await waitFor(() => expect(lastQuery().order).toBe('lastName desc'));
    expect(location()).toBe('/?order=lastName+desc');
  });

  it('offers the page sizes 1 to 1000 and pages through the results', async () => {
    const { user, lastQuery } = dashboard();
    await screen.findByText('1-2 of 25 results');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /page/i }));
    const sizes = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(sizes).toEqual(['1 / page', '2 / page', '5 / page', '10 / page', '25 / page', '50 / page', '100 / page', '250 / page', '500 / page', '1000 / page']);
    await user.click(screen.getByTitle('25 / page'));
    await waitFor(() => expect(lastQuery().limit).toBe('25'));
    await user.click(screen.getByRole('listitem', { name: 'Previous Page' }).nextElementSibling as HTMLElement);
    expect(lastQuery().offset).toBe('0');
  });

  it('counts with thousands separators', async () => {
    dashboard('/?page=101', [kowalczyk, okafor], 10_000);
    expect(await screen.findByText('1,001-1,002 of 10,000 results')).toBeInTheDocument();
  });

  it('opens the page a shared address describes', async () => {
    const { lastQuery } = dashboard('/?page=3&size=5&order=lastName+desc&f.firstName=Ng&cols=lastName,email');
    await screen.findByText('11-12 of 25 results');
    expect(lastQuery()).toEqual({ offset: '10', limit: '5', order: 'lastName desc', filter: 'originalFormId = null AND firstName.Contains("Ng")' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Last Name', 'Email']);
    expect(screen.getByText('anselm@example.test')).toBeInTheDocument();
  });

  it('shows and hides columns with the column toggle', async () => {
    const { user, location } = dashboard();
    await screen.findByText('1-2 of 25 results');
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Email' }));
    expect(await screen.findByText('anselm@example.test')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'First Name' }));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Last Name', 'Email', 'Proctored', 'Status']);
    expect(location()).toBe('/?cols=lastName%2Cemail%2CisProctored%2CformStatus');
  });

  it('opens the client view from a row', async () => {
    const { user, location } = dashboard();
    await user.click(await screen.findByText('Kowalczyk'));
    await waitFor(() => expect(location()).toBe(`/subscriber/client/${kowalczyk.clientId}`));
  });
});
