import { screen, waitFor } from '@testing-library/react';
import type { Client } from '@app/contracts';
import { fakeApi, listAnswer } from '../../../test/fake-api';
import { proctoredClientForm } from '../../../test/forms';
import { watchNewTabs } from '../../../test/new-tabs';
import { renderApp, session } from '../../../test/render';
import { reportChoiceText } from './texts';

const subscriber = session(['Subscriber']);

const supporter = (firstName: string, isCompleted: boolean) => ({ id: crypto.randomUUID(), firstName, lastName: 'Kowalczyk', clientRelationship: 'Sister', isCompleted });

/** The client view of a client with these supporters (and the report choice reporting answers), on its Reports tab. */
async function reportsTab(supporters: NonNullable<Client['supporters']>, { edition }: { edition?: 'workProduct' | 'court' } = {}) {
  const { form, client } = proctoredClientForm();
  const viewed: Client = {
    ...client,
    isProctored: false,
    forms: [{ id: form.id, key: 'Default', formStatus: 'Started', created: form.created, started: null, completed: null, pages: [] }],
    supporters,
  };
  fakeApi({
    [`GET /api/client/${client.id}`]: { body: viewed },
    [`GET /api/form/${form.id}`]: { body: form },
    'GET /api/form': listAnswer([]),
    'GET /api/account/temporaryAccessToken': { body: { token: 'temporary.token' } },
    ...(edition ? { [`GET /api/client/${client.id}/reportChoice`]: { body: { edition, sections: ['letters'] } } } : {}),
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

describe("the Letters tab's letter", () => {
  it('downloads in the edition chosen on the Reports tab: the court edition without the writer’s contact', async () => {
    const maria = supporter('Maria', true);
    const { user, tabs } = await reportsTab([maria], { edition: 'court' });
    // The Reports tab shows the choice read; the Letters tab follows it.
    await waitFor(() => expect(screen.getByRole('radio', { name: reportChoiceText('court') })).toBeChecked());
    await user.click(screen.getByRole('tab', { name: 'Letters' }));
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(tabs.map((tab) => tab.location.href)).toEqual([`/api/supporter/${maria.id}/letter?edition=court&temporaryAccessToken=temporary.token`]));
  });
});
