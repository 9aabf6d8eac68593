import { screen, waitFor, within } from '@testing-library/react';
import { InstrumentScoring, Messages, SUPPORTERS_TEMPLATE_KEY, type Template } from '@app/contracts';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { proctoredClientForm } from '../../../test/forms';
import { fill, renderApp, session } from '../../../test/render';
import { inviteErrorText } from './texts';

const subscriber = session(['Subscriber']);

const template = (key: string, subscriberTitle: string, changes: Partial<Template> = {}): Template => {
  const { form } = proctoredClientForm();
  return { ...form.pages![0].template!, instrument: null, spanishMissing: 0, created: '2026-01-01T00:00:00.000Z', id: crypto.randomUUID(), key, subscriberTitle, ...changes };
};
const aboutYou = template('AboutYou', 'Personal Information', { defaultWeight: 100, description: 'Names and contacts.' });
const military = template('Military', 'Military Service', { defaultWeight: 900, isDefault: false, isOptional: true });
const phq9 = template('Phq9', 'PHQ-9 Depression', {
  defaultWeight: 2000,
  isDefault: false,
  description: 'Nine questions on low mood over the last two weeks.',
  scoring: InstrumentScoring.phq9,
});

const letters = template(SUPPORTERS_TEMPLATE_KEY, 'Letters of Support', { defaultWeight: 10_000, isDefault: false, isOptional: true });

function addClient(invite: () => { status?: number; body?: unknown } = () => ({ body: proctoredClientForm().client }), templates: Template[] = [phq9, military, aboutYou]) {
  const api = fakeApi({ 'GET /api/template': { body: templates }, 'POST /api/client/invite': invite });
  const view = renderApp('/subscriber/client/add', { auth: subscriber });
  return { ...view, api };
}

const field = (name: string) => screen.findByRole('textbox', { name });

async function fillPerson(user: ReturnType<typeof addClient>['user']) {
  await fill(user, await field('First Name'), 'Rosa');
  await fill(user, await field('Last Name'), 'Delgado');
  await fill(user, await field('Email'), 'rosa.delgado@example.test');
  await fill(user, await field('Mobile Phone'), '555-201-3344');
}

describe('Add Client', () => {
  it('offers every field with its default: English, both invitations, reminders every 7 days, letters of support, not proctored, the default pages checked', async () => {
    addClient();
    expect(await screen.findByRole('checkbox', { name: 'Send the invitation by email' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Send the invitation by text message' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Ask for letters of support/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Proctored/ })).not.toBeChecked();
    const language = screen.getByRole('radiogroup', { name: 'Language' });
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(language).getByRole('radio', { name: 'Spanish' })).not.toBeChecked();
    const reminders = screen.getByRole('radiogroup', { name: 'Reminders' });
    expect(
      within(reminders)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['No reminders', 'Every 5 days', 'Every 7 days', 'Every 10 days']);
    expect(within(reminders).getByRole('radio', { name: 'Every 7 days' })).toBeChecked();
    expect(screen.getByText(/a reminder goes by the same email and text message/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Personal Information/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Military Service/ })).not.toBeChecked();
    // The screens are their own group, each with its one-line description.
    const screens = screen.getByRole('group', { name: 'Screens' });
    expect(within(screens).getByRole('checkbox', { name: /PHQ-9 Depression.*Nine questions on low mood/ })).not.toBeChecked();
  });

  it("asks for the names, an email and a phone number for the invitations chosen, formatted, with the spec's messages and toast", async () => {
    const { user, api } = addClient();
    await user.click(await screen.findByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Please Provide Additional Information')).toBeInTheDocument();
    expect(screen.getByText(Messages.inviteIncomplete)).toBeInTheDocument();
    expect(screen.getAllByText(Messages.required)).toHaveLength(2);
    expect(screen.getByText(Messages.inviteEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(Messages.invitePhoneRequired)).toBeInTheDocument();
    await fill(user, await field('Email'), 'rosa-at-example');
    await fill(user, await field('Mobile Phone'), '5552013344');
    expect(await screen.findByText(Messages.invalidEmail)).toBeInTheDocument();
    expect(await screen.findByText(Messages.phoneFormat)).toBeInTheDocument();
    // Without the text invitation, no phone number is needed.
    await user.clear(await field('Mobile Phone'));
    await user.click(screen.getByRole('checkbox', { name: 'Send the invitation by text message' }));
    await waitFor(() => expect(screen.queryByText(Messages.invitePhoneRequired)).not.toBeInTheDocument());
    expect(api.calls('POST /api/client/invite')).toHaveLength(0);
  });

  it('invites with the values chosen and opens the client view', async () => {
    const invited = proctoredClientForm().client;
    const { user, api, location } = addClient(() => ({ body: invited }));
    await fillPerson(user);
    await user.click(screen.getByRole('radio', { name: 'Every 10 days' }));
    await user.click(screen.getByRole('radio', { name: 'Spanish' }));
    await user.click(screen.getByRole('checkbox', { name: /^Proctored/ }));
    await user.click(screen.getByRole('checkbox', { name: /PHQ-9 Depression/ }));
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(location()).toBe(`/subscriber/client/${invited.id}`));
    expect(api.calls('POST /api/client/invite')[0].body).toEqual({
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: 'rosa.delgado@example.test',
      phoneNumber: '555-201-3344',
      useEmail: true,
      useSms: true,
      reminderDays: 10,
      enableSupporters: true,
      isProctored: true,
      preferredLanguage: 'es',
      templateIds: [aboutYou.id, phq9.id],
    });
  });

  it('keeps the Letters of Support page and "Ask for letters of support" one choice: unchecking the page asks for no letters, checking it again does', async () => {
    const invited = proctoredClientForm().client;
    const { user, api } = addClient(() => ({ body: invited }), [phq9, military, aboutYou, letters]);
    const page = await screen.findByRole('checkbox', { name: /^Letters of Support/ });
    const ask = screen.getByRole('checkbox', { name: /Ask for letters of support/ });
    expect(page).toBeChecked();
    await user.click(page);
    expect(ask).not.toBeChecked();
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(api.calls('POST /api/client/invite')).toHaveLength(1));
    expect(api.calls('POST /api/client/invite')[0].body).toEqual(expect.objectContaining({ enableSupporters: false, templateIds: [aboutYou.id] }));
    await user.click(ask);
    expect(page).toBeChecked();
  });

  it.each([
    [400, errorBody(Messages.activeSubscriptionRequired), Messages.activeSubscriptionRequired],
    [500, undefined, 'An unknown error occurred.'],
  ])("says 'Error Inviting Client' on a %i and keeps what was typed", async (status, body, says) => {
    const { user } = addClient(() => ({ status, body }));
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Error Inviting Client')).toBeInTheDocument();
    expect(screen.getByText(says)).toBeInTheDocument();
    expect(await field('First Name')).toHaveValue('Rosa');
  });
});

describe("'Error Inviting Client' by status (spec 02 §8)", () => {
  it.each([
    [400, 'Some of the chosen questionnaire pages could not be found.', 'Some of the chosen questionnaire pages could not be found.'],
    [400, undefined, Messages.notValidated],
    [403, undefined, Messages.notLoggedInOrNoAccess],
    [409, 'Conflict', Messages.editedSinceLoaded],
    [502, undefined, 'An unknown error occurred.'],
    [undefined, undefined, 'An unknown error occurred.'],
  ])('%s with Details %s says %s', (status, details, says) => {
    expect(inviteErrorText(status, details)).toBe(says);
  });
});
