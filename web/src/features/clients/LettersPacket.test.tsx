import { screen, waitFor } from '@testing-library/react';
import type { Client } from '@app/contracts';
import { fakeApi, listAnswer } from '../../../test/fake-api';
import { proctoredClientForm } from '../../../test/forms';
import { renderApp, session } from '../../../test/render';

const subscriber = session(['Subscriber']);

/** The tabs downloads open (jsdom has no windows of its own). */
function watchNewTabs() {
  const tabs: { location: { href: string }; close(): void }[] = [];
  window.open = (() => {
    const tab = { location: { href: 'about:blank' }, close: () => undefined };
    tabs.push(tab);
    return tab;
  }) as unknown as typeof window.open;
  return tabs;
}

const supporter = (firstName: string, isCompleted: boolean) => ({ id: crypto.randomUUID(), firstName, lastName: 'Kowalczyk', clientRelationship: 'Sister', isCompleted });

/** The client view of a client with these supporters, on its Reports tab. */
async function reportsTab(supporters: NonNullable<Client['supporters']>) {
  const { form, client } = proctoredClientForm();
  const viewed: Client = { ...client, isProctored: false, forms: [{ id: form.id, key: 'Default', formStatus: 'Started', created: form.created, started: null, completed: null, pages: [] }], supporters };
  fakeApi({
    [`GET /api/client/${client.id}`]: { body: viewed },
    [`GET /api/form/${form.id}`]: { body: form },
    'GET /api/form': listAnswer([]),
    'GET /api/account/temporaryAccessToken': { body: { token: 'temporary.token' } },
  });
  const tabs = watchNewTabs();
  const rendered = renderApp(`/subscriber/client/${client.id}`, { auth: subscriber });
  await rendered.user.click(await screen.findByRole('tab', { name: 'Reports' }));
  await screen.findByRole('columnheader', { name: 'Reports' });
  return { ...rendered, tabs, client };
}

describe("the Reports tab's letters packet", () => {
  it('downloads every signed letter in one document once a supporter has signed', async () => {
    const { user, tabs, client } = await reportsTab([supporter('Maria', true), supporter('Tomasz', false), supporter('Ewa', true)]);
    expect(screen.getByText(/^All 2 signed letters in one Word document for the court/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download letters packet' }));
    await waitFor(() => expect(tabs.map((tab) => tab.location.href)).toEqual([`/api/client/${client.id}/letters?temporaryAccessToken=temporary.token`]));
  });

  it('is not offered before any letter is signed', async () => {
    await reportsTab([supporter('Tomasz', false)]);
    expect(screen.queryByRole('button', { name: 'Download letters packet' })).not.toBeInTheDocument();
  });

  it('is not offered to a client with no supporters', async () => {
    await reportsTab([]);
    expect(screen.queryByRole('button', { name: 'Download letters packet' })).not.toBeInTheDocument();
  });
});
