import { screen, waitFor } from '@testing-library/react';
import { Messages } from '@app/contracts';
import { fakeApi } from '../../../test/fake-api';
import { clientLanding } from '../../../test/forms';
import { fill, renderApp } from '../../../test/render';

const LANDING = '/c/abcdEFGH23456';

/** "Forgot your password?" on the client's landing (this device asks for the link). */
async function askForLinkOnLanding() {
  fakeApi({
    'GET /api/client/landingData': { body: clientLanding({ isAccountActivated: true }) },
    'POST /api/account/requestClientPasswordReset': { body: {} },
    'POST /api/account/resetPassword': { body: {} },
  });
  const landing = renderApp(LANDING);
  await landing.user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
  await screen.findByText('We sent you a link to set a new password. Please check your email or text messages.');
  landing.unmount();
}

/** The reset link's screen: a new password, twice. */
async function resetBy(query: string) {
  const app = renderApp(`/login?${query}`);
  await fill(app.user, await screen.findByLabelText('New Password'), 'a brand new passphrase');
  await fill(app.user, screen.getByLabelText('Confirm Password'), 'a brand new passphrase');
  await app.user.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText(Messages.passwordChanged)).toBeInTheDocument();
  return app;
}

describe('a client’s password reset (issue 33, item 12)', () => {
  it('leads the client back to their own landing, on the device that asked for the link', async () => {
    await askForLinkOnLanding();

    const { location } = await resetBy('token=tok-1&email=ann%40example.test');
    await waitFor(() => expect(location()).toBe(LANDING));
  });

  it('leaves anyone else on the login screen (another person’s link on that device)', async () => {
    await askForLinkOnLanding();

    const { location } = await resetBy('token=tok-2&email=pat%40example.com');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });
});
