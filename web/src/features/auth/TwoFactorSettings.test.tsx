import { screen, waitFor } from '@testing-library/react';
import { AccountMessages, Messages, type ApplicationUser } from '@app/contracts';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { accountOf, fill, renderApp, session } from '../../../test/render';

const subscriber = session(['Subscriber']);
const record = (twoFactorEnabled: boolean): ApplicationUser => accountOf(subscriber, { phoneNumber: twoFactorEnabled ? '555-123-4567' : null, twoFactorEnabled });

describe('/verifyPhoneNumber once two-factor is on (issue 36)', () => {
  it('says which phone the codes go to, and turns two-factor off with the password', async () => {
    const api = fakeApi({
      [`GET /api/applicationUser/${subscriber.id}`]: { body: record(true) },
      'POST /api/account/disableTwoFactor': { body: {} },
    });
    const { user, location } = renderApp('/verifyPhoneNumber', { auth: subscriber });
    expect(await screen.findByText('Two-factor authentication is on. Your codes go to 555-123-4567.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect(await screen.findByText(Messages.required)).toBeInTheDocument();
    expect(api.calls('POST /api/account/disableTwoFactor')).toHaveLength(0);

    await fill(user, screen.getByLabelText('Password'), 'my password 1');
    await user.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect(await screen.findByText('Two-factor authentication was turned off.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.calls('POST /api/account/disableTwoFactor').map((call) => call.body)).toEqual([{ password: 'my password 1' }]);
  });

  it('shows a wrong password', async () => {
    fakeApi({
      [`GET /api/applicationUser/${subscriber.id}`]: { body: record(true) },
      'POST /api/account/disableTwoFactor': { status: 400, body: errorBody(AccountMessages.incorrectCurrentPassword) },
    });
    const { user, location } = renderApp('/verifyPhoneNumber', { auth: subscriber });
    await fill(user, await screen.findByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect(await screen.findByText(AccountMessages.incorrectCurrentPassword)).toBeInTheDocument();
    expect(location()).toBe('/verifyPhoneNumber');
  });

  it('changes the phone: a code goes to the new number, then the code screen', async () => {
    const api = fakeApi({
      [`GET /api/applicationUser/${subscriber.id}`]: { body: record(true) },
      'POST /api/account/verifyPhoneNumber': { body: {} },
    });
    const { user, location } = renderApp('/verifyPhoneNumber', { auth: subscriber });
    expect(await screen.findByRole('heading', { name: 'Change the phone' })).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Phone Number'), '555-987-6543');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(location()).toBe('/verifyVerificationCode'));
    expect(api.calls('POST /api/account/verifyPhoneNumber').map((call) => call.body)).toEqual([{ phoneNumber: '555-987-6543' }]);
  });

  it('offers only to enable it while it is off', async () => {
    fakeApi({ [`GET /api/applicationUser/${subscriber.id}`]: { body: record(false) } });
    renderApp('/verifyPhoneNumber', { auth: subscriber });
    expect(await screen.findByRole('heading', { name: 'Enable Two Factor Authentication' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn Off' })).not.toBeInTheDocument();
  });
});
