import { screen, waitFor, within } from '@testing-library/react';
import { Messages, type Client } from '@app/contracts';
import { fakeApi, listAnswer } from '../../../test/fake-api';
import { proctoredClientForm } from '../../../test/forms';
import { refill, renderApp, session } from '../../../test/render';

function managed(over: Partial<Client> = {}) {
  const { form, client } = proctoredClientForm();
  const viewed: Client = {
    ...client,
    isProctored: false,
    useEmail: true,
    useSms: false,
    applicationUser: { ...client.applicationUser, email: 'anselm@example.test', phoneNumber: null },
    ...over,
  };
  let current = viewed;
  const api = fakeApi({
    [`GET /api/client/${viewed.id}`]: () => ({ body: current }),
    [`GET /api/form/${form.id}`]: { body: form },
    'GET /api/form': listAnswer([]),
    [`PUT /api/client/${viewed.id}`]: (request) => {
      const body = request.body as { firstName: string; lastName: string; email: string | null; phoneNumber: string | null; useEmail: boolean; useSms: boolean };
      const { firstName, lastName, email, phoneNumber, useEmail, useSms } = body;
      current = { ...current, useEmail, useSms, applicationUser: { ...current.applicationUser, firstName, lastName, email, phoneNumber, displayName: `${firstName} ${lastName}` } };
      return { body: current };
    },
    'POST /api/client/resendInvitation': () => {
      current = { ...current, shortCodeUrl: 'https://app.example.test/c/NewCodeNewCod' };
      return { body: current };
    },
  });
  const rendered = renderApp(`/subscriber/client/${viewed.id}`, { auth: session(['Subscriber']) });
  return { ...rendered, api, client: viewed };
}

describe('the client view: correcting a client and resending the invitation (issue 36)', () => {
  it("saves the corrected name, email, phone and channels with the invitation's rules", async () => {
    const { user, api, client } = managed();
    await user.click(await screen.findByRole('tab', { name: 'Manage' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anselm@example.test');
    expect(screen.getByRole('checkbox', { name: 'Send the invitation by text message' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Send the invitation by text message' }));
    await user.click(screen.getByRole('button', { name: 'Save Corrections' }));
    expect(await screen.findByText(Messages.invitePhoneRequired)).toBeInTheDocument();
    await refill(user, screen.getByRole('textbox', { name: 'Mobile Phone' }), '5550100199');
    await user.click(screen.getByRole('button', { name: 'Save Corrections' }));
    expect(await screen.findByText(Messages.phoneFormat)).toBeInTheDocument();
    expect(api.calls(`PUT /api/client/${client.id}`)).toHaveLength(0);

    await refill(user, screen.getByRole('textbox', { name: 'Mobile Phone' }), '555-010-0199');
    await refill(user, screen.getByRole('textbox', { name: 'First Name' }), 'Anzelm');
    await user.click(screen.getByRole('button', { name: 'Save Corrections' }));
    expect(await screen.findByText('The client’s name and contacts were saved.')).toBeInTheDocument();
    expect(api.calls(`PUT /api/client/${client.id}`).map((call) => call.body)).toEqual([
      { firstName: 'Anzelm', lastName: 'Kowalczyk', email: 'anselm@example.test', phoneNumber: '555-010-0199', useEmail: true, useSms: true },
    ]);
    expect(await screen.findByRole('heading', { name: 'Anzelm Kowalczyk' })).toBeInTheDocument();
  });

  it('resends the invitation after a confirmation: the view shows the new link', async () => {
    const { user, api, client } = managed();
    await user.click(await screen.findByRole('tab', { name: 'Manage' }));
    await user.click(screen.getByRole('button', { name: 'Resend Invitation' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Resend the invitation?');
    expect(api.calls('POST /api/client/resendInvitation')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The invitation was sent again with a new link.')).toBeInTheDocument();
    expect(api.calls('POST /api/client/resendInvitation').map((call) => call.body)).toEqual([{ clientId: client.id }]);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(screen.getByText('https://app.example.test/c/NewCodeNewCod')).toBeInTheDocument());
  });
});
