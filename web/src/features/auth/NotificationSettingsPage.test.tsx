import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@app/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderApp, session } from '../../../test/render';

const subscriber = session(['Subscriber']);

describe('/notificationSettings (issue 36)', () => {
  it("shows the attorney's choices and saves them; a text needs a phone number", async () => {
    let saved: NotificationSettings = DEFAULT_NOTIFICATION_SETTINGS;
    const api = fakeApi({
      'GET /api/account/notificationSettings': () => ({ body: saved }),
      'PUT /api/account/notificationSettings': (request) => {
        saved = request.body as NotificationSettings;
        return { body: saved };
      },
    });
    const { user } = renderApp('/notificationSettings', { auth: subscriber });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notification Settings' })).toBeInTheDocument();
    await screen.findAllByRole('checkbox');
    const byEmail = screen.getByRole('checkbox', { name: 'A client finishes the questionnaire: Email' });
    expect(byEmail).toBeChecked();
    const byText = screen.getByRole('checkbox', { name: 'A client finishes the questionnaire: Text message' });
    expect(byText).not.toBeChecked();
    expect(screen.getByRole('spinbutton')).toHaveValue('7');

    await user.click(byText);
    await user.click(screen.getByRole('checkbox', { name: 'An invited client has not started: Email' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please provide a phone number to receive text messages.')).toBeInTheDocument();
    expect(api.calls('PUT /api/account/notificationSettings')).toHaveLength(0);

    await user.type(screen.getByLabelText('Phone number for text messages'), '555-201-3344');
    await user.clear(screen.getByRole('spinbutton'));
    await user.type(screen.getByRole('spinbutton'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings were saved.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('PUT /api/account/notificationSettings')).toHaveLength(1));
    expect(api.calls('PUT /api/account/notificationSettings')[0].body).toEqual({
      email: { formCompleted: true, letterSigned: true, reportReady: true, clientNotStarted: false },
      sms: { formCompleted: true, letterSigned: false, reportReady: false, clientNotStarted: false },
      phoneNumber: '555-201-3344',
      notStartedDays: 3,
    });
  });

  it('is in the user menu of a signed-in attorney', async () => {
    fakeApi({ 'GET /api/account/notificationSettings': { body: DEFAULT_NOTIFICATION_SETTINGS } });
    const { user } = renderApp('/notificationSettings', { auth: subscriber });
    await user.click(await screen.findByRole('button', { name: /user menu|menu/i }));
    expect(await screen.findByRole('link', { name: 'Notification Settings' })).toHaveAttribute('href', '/notificationSettings');
  });
});
