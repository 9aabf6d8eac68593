import { screen, waitFor } from '@testing-library/react';
import { Messages } from '@app/contracts';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { renderApp, session } from '../../../test/render';

describe('a session that ends by itself', () => {
  it('sends the user to log in with the reason said, and back to where they were afterwards', async () => {
    fakeApi({ 'GET /api/template': { status: 401, body: errorBody(Messages.notLoggedInOrNoAccess) } });
    const { location } = renderApp('/subscriber/client/add', { auth: session(['Subscriber']) });
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fsubscriber%2Fclient%2Fadd&reason=expired'));
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
  });

  it('says nothing of the kind to a visitor who was never logged in', async () => {
    fakeApi({});
    const { location } = renderApp('/subscriber/client/add');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fsubscriber%2Fclient%2Fadd'));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });
});
