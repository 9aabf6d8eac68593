import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { AccountMessages } from '@app/contracts';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { proctoredClientForm } from '../../../test/forms';
import { authResponse, fill, renderApp, session } from '../../../test/render';

const attorney = session(['Subscriber'], '0b6a1c8e-6a53-4a4f-9d36-2f0f0c6c2a11', 'pat@example.com');
const PASSWORD = 'Tall-Harbor-attorney';

describe('an attorney proctoring on the device the client holds (issue 33, item 10)', () => {
  it('shows the client’s screens only, and leaves them for the attorney’s password', async () => {
    const { form } = proctoredClientForm();
    const page = form.pages![0];
    const api = fakeApi({
      [`GET /api/form/${form.id}`]: { body: form },
      'POST /api/account/login': (request) =>
        (request.body as { password: string }).password === PASSWORD
          ? { body: authResponse(attorney) }
          : { status: 400, body: { ...errorBody(AccountMessages.incorrectCredentials), MessageKey: { key: 'account.incorrectCredentials' } } },
    });
    const pagePath = `/client/form/${form.id}/page/${page.id}`;
    const proctored = renderApp(pagePath, { auth: attorney });
    await screen.findByLabelText('Your story');
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveTextContent('pat@example.com');
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).queryByRole('link')).not.toBeInTheDocument();
    proctored.unmount();

    // The attorney's app on this device (a new tab, the address bar) leads back to the client's screen.
    const elsewhere = renderApp('/subscriber/client/add', { auth: attorney });
    await waitFor(() => expect(elsewhere.location()).toBe(pagePath));
    expect(document.body).not.toHaveTextContent('pat@example.com');
    elsewhere.unmount();

    const { user } = renderApp(pagePath, { auth: attorney });
    await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Return to Attorney' }));
    await fill(user, screen.getByLabelText("Attorney's password"), 'a guess');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(AccountMessages.incorrectCredentials)).toBeInTheDocument();
    expect(localStorage.getItem('proctor.lock')).not.toBeNull();
    await user.clear(screen.getByLabelText("Attorney's password"));
    await fill(user, screen.getByLabelText("Attorney's password"), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(localStorage.getItem('proctor.lock')).toBeNull());
    expect(api.calls('POST /api/account/login').map((call) => call.body)).toEqual([
      { email: 'pat@example.com', password: 'a guess' },
      { email: 'pat@example.com', password: PASSWORD },
    ]);
  });

  it('leaves them without a network for the password the attorney last logged in with on this device', async () => {
    const { form } = proctoredClientForm();
    const page = form.pages![0];
    let online = true;
    fakeApi({
      [`GET /api/form/${form.id}`]: { body: form },
      'POST /api/account/login': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { body: authResponse(attorney) };
      },
    });
    const atLogin = renderApp('/login');
    await fill(atLogin.user, await screen.findByLabelText('Email or Phone Number'), 'pat@example.com');
    await fill(atLogin.user, screen.getByLabelText('Password'), PASSWORD);
    await atLogin.user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(localStorage.getItem('proctor.verifier')).not.toBeNull());
    atLogin.unmount();

    online = false;
    const { user } = renderApp(`/client/form/${form.id}/page/${page.id}`, { auth: attorney });
    await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Return to Attorney' }));
    await fill(user, screen.getByLabelText("Attorney's password"), 'a guess');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/^Without an internet connection, only the password last used/)).toBeInTheDocument();
    expect(localStorage.getItem('proctor.lock')).not.toBeNull();
    await user.clear(screen.getByLabelText("Attorney's password"));
    await fill(user, screen.getByLabelText("Attorney's password"), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(localStorage.getItem('proctor.lock')).toBeNull());
  });
});
