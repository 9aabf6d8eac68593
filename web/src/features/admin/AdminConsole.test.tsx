import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, type ApplicationUser, type ContentBlock, type Template } from '@app/contracts';
import { admin, adminSubscription } from '../../../test/admin';
import { errorBody, fakeApi, listAnswer, takeContractViolations } from '../../../test/fake-api';
import { proctoredClientForm } from '../../../test/forms';
import { authResponse, fill, refill, renderApp, session } from '../../../test/render';

const user: ApplicationUser = {
  id: 'b1b1b1b1-0000-4000-8000-000000000002',
  userName: 'pat.lawyer@example.test',
  email: 'pat.lawyer@example.test',
  firstName: 'Pat',
  lastName: 'Lawyer',
  displayName: 'Pat Lawyer',
  phoneNumber: null,
  roles: ['Subscriber'],
  twoFactorEnabled: false,
  created: '2026-10-01T00:00:00.000Z',
  client: null,
};

const subscription = adminSubscription();

const template: Template = {
  ...proctoredClientForm().form.pages![0].template!,
  instrument: null,
  spanishMissing: 0,
  created: '2026-01-01T00:00:00.000Z',
  id: 'd3d3d3d3-0000-4000-8000-000000000004',
  key: 'Childhood',
  subscriberTitle: 'Childhood and Home',
  concurrencyCheck: 7,
};

const block: ContentBlock = {
  id: 'e4e4e4e4-0000-4000-8000-000000000005',
  slug: 'office-hours',
  title: 'Office Hours',
  description: null,
  value: 'We answer **weekdays**.',
  isPage: true,
  contentText: 'We answer weekdays.',
  contentHtml: '<p>We answer <strong>weekdays</strong>.</p>',
  allowedTokens: ['%SubscriberName%'],
  concurrencyCheck: 2,
};

describe('the admin console: navigation and guard', () => {
  it('shows every area in the menu, the current one selected', async () => {
    fakeApi({ 'GET /api/applicationUser': listAnswer([user]) });
    const { user: clicker } = renderApp('/applicationUser', { auth: admin });
    // A phone's width (jsdom matches no media query): the menu is behind a button that names the area.
    await clicker.click(await screen.findByRole('button', { name: /Admin menu: Users/ }));
    const menu = await screen.findByRole('menu', { name: 'Admin menu' });
    for (const [label, href] of [
      ['Dashboard', '/'],
      ['Users', '/applicationUser'],
      ['Subscriptions', '/subscription'],
      ['Clients', '/client'],
      ['Templates', '/template'],
      ['Content', '/contentBlock'],
    ]) {
      expect(within(menu).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(within(menu).getByRole('menuitem', { name: 'Users' })).toHaveClass('ant-menu-item-selected');
    expect(within(menu).getByText('Debug')).toBeInTheDocument();
  });

  it('sends an anonymous visitor to log in first, and refuses a subscriber', async () => {
    fakeApi({});
    const anonymous = renderApp('/template?page=2');
    await waitFor(() => expect(anonymous.location()).toBe('/login?redirect=%2Ftemplate%3Fpage%3D2'));
    anonymous.unmount();
    renderApp('/template', { auth: session(['Subscriber']) });
    expect(await screen.findByText(Messages.notLoggedInOrNoAccess)).toBeInTheDocument();
  });
});

describe('the admin console: users', () => {
  it('lists the users and opens one: id and user name read-only; saves the email and names', async () => {
    const api = fakeApi({
      'GET /api/applicationUser': listAnswer([user], 1),
      [`GET /api/applicationUser/${user.id}`]: { body: user },
      [`PUT /api/applicationUser/${user.id}`]: (request) => ({ body: { ...user, ...(request.body as object) } }),
    });
    const { user: clicker, location } = renderApp('/applicationUser', { auth: admin });
    expect(await screen.findByText('1-1 of 1 results')).toBeInTheDocument();
    await clicker.click(screen.getByText('pat.lawyer@example.test'));
    await waitFor(() => expect(location()).toBe(`/applicationUser/${user.id}`));
    expect(await screen.findByRole('textbox', { name: 'Id' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'User Name' })).toHaveAttribute('readonly');
    await refill(clicker, screen.getByRole('textbox', { name: 'Email' }), 'pat.counsel@example.test');
    await refill(clicker, screen.getByRole('textbox', { name: 'Last Name' }), 'Counsel');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The user was saved.')).toBeInTheDocument();
    expect(api.calls(`PUT /api/applicationUser/${user.id}`).map((call) => call.body)).toEqual([{ email: 'pat.counsel@example.test', firstName: 'Pat', lastName: 'Counsel' }]);
  });

  it('marks the disabled accounts in the list', async () => {
    const disabledUser = { ...user, id: 'b1b1b1b1-0000-4000-8000-000000000003', userName: 'sam.gone@example.test', email: 'sam.gone@example.test', disabled: true };
    fakeApi({ 'GET /api/applicationUser': listAnswer([{ ...user, disabled: false }, disabledUser], 2) });
    renderApp('/applicationUser', { auth: admin });
    expect(await screen.findByText('1-2 of 2 results')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Disabled/ })).toBeInTheDocument();
    const rowOf = (userName: string) => screen.getByText(userName).closest('tr')!;
    expect(within(rowOf('sam.gone@example.test')).getByText('Disabled')).toBeInTheDocument();
    expect(within(rowOf('pat.lawyer@example.test')).queryByText('Disabled')).not.toBeInTheDocument();
  });

  it('refuses to save without an email, and says why the server refused one', async () => {
    const api = fakeApi({
      [`GET /api/applicationUser/${user.id}`]: { body: user },
      [`PUT /api/applicationUser/${user.id}`]: { status: 400, body: errorBody('An account with this email address already exists.') },
    });
    const { user: clicker } = renderApp(`/applicationUser/${user.id}`, { auth: admin });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await clicker.clear(email);
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.required)).toBeInTheDocument();
    expect(api.calls(`PUT /api/applicationUser/${user.id}`)).toHaveLength(0);
    await fill(clicker, email, 'taken@example.test');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error Saving')).toBeInTheDocument();
    expect(screen.getByText(/An account with this email address already exists\./)).toBeInTheDocument();
  });

  it('disables an account after a confirmation, then enables it; sends a reset link', async () => {
    let disabled = false;
    const api = fakeApi({
      [`GET /api/applicationUser/${user.id}`]: () => ({ body: { ...user, disabled } }),
      [`POST /api/applicationUser/${user.id}/disable`]: () => ((disabled = true), { body: {} }),
      [`POST /api/applicationUser/${user.id}/enable`]: () => ((disabled = false), { body: {} }),
      [`POST /api/applicationUser/${user.id}/sendPasswordReset`]: { body: {} },
    });
    const { user: clicker } = renderApp(`/applicationUser/${user.id}`, { auth: admin });
    await clicker.click(await screen.findByRole('button', { name: 'Disable Account' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Disable this account?');
    expect(api.calls(`POST /api/applicationUser/${user.id}/disable`)).toHaveLength(0);
    await clicker.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable Account' }));
    expect(await screen.findByText('The account was disabled; its sessions have ended.')).toBeInTheDocument();
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spoof' })).toBeDisabled();

    await clicker.click(screen.getByRole('button', { name: 'Enable Account' }));
    expect(await screen.findByText('The account was enabled.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Disable Account' })).toBeInTheDocument();

    await clicker.click(screen.getByRole('button', { name: 'Send Password Reset Link' }));
    expect(await screen.findByText('A password reset link was sent to the user.')).toBeInTheDocument();
    expect(api.calls(`POST /api/applicationUser/${user.id}/sendPasswordReset`)).toHaveLength(1);
  });

  it('grants the Compliance Reviewer role only after a confirmation', async () => {
    const api = fakeApi({ [`GET /api/applicationUser/${user.id}`]: { body: user }, [`PUT /api/applicationUser/${user.id}/complianceReviewer`]: { status: 204 } });
    const { user: clicker } = renderApp(`/applicationUser/${user.id}`, { auth: admin });
    await clicker.click(await screen.findByRole('switch', { name: 'Compliance Reviewer' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Grant the Compliance Reviewer role?');
    expect(api.calls(`PUT /api/applicationUser/${user.id}/complianceReviewer`)).toHaveLength(0);
    await clicker.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('The Compliance Reviewer role was granted.')).toBeInTheDocument();
    expect(api.calls(`PUT /api/applicationUser/${user.id}/complianceReviewer`)).toHaveLength(1);
  });

  it('spoofs a user after a confirmation: a banner on every page says so, and Stop gives the admin their session back', async () => {
    const spoofedToken = `header.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, spoofedBy: admin.id }))}.signature`;
    const spoofed = { ...session(['Subscriber'], user.id, user.userName!), jwtToken: spoofedToken };
    const api = fakeApi({ [`GET /api/applicationUser/${user.id}`]: { body: user }, 'POST /api/account/spoofLogin': { body: authResponse(spoofed) } });
    const { user: clicker, location, store } = renderApp(`/applicationUser/${user.id}`, { auth: admin });
    expect(screen.queryByText(/You are acting as/)).not.toBeInTheDocument();
    await clicker.click(await screen.findByRole('button', { name: 'Spoof' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Act as this user?');
    expect(api.calls('POST /api/account/spoofLogin')).toHaveLength(0);
    await clicker.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Spoof' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.calls('POST /api/account/spoofLogin').map((call) => call.body)).toEqual([{ userId: user.id }]);
    expect(store.getState().auth.id).toBe(user.id);
    expect(await screen.findByText('You are acting as pat.lawyer@example.test')).toBeInTheDocument();

    await clicker.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(location()).toBe(`/applicationUser/${user.id}`));
    expect(store.getState().auth).toMatchObject({ id: admin.id, jwtToken: admin.jwtToken });
    expect(screen.queryByText(/You are acting as/)).not.toBeInTheDocument();
  });
});

describe('the admin console: subscriptions', () => {
  it('saves after the data-loss confirmation, with the version loaded', async () => {
    const api = fakeApi({
      [`GET /api/subscription/${subscription.id}`]: { body: subscription },
      [`PUT /api/subscription/${subscription.id}`]: (request) => ({ body: { ...subscription, ...(request.body as object), concurrencyCheck: 5 } }),
    });
    const { user: clicker } = renderApp(`/subscription/${subscription.id}`, { auth: admin });
    expect(await screen.findByText('Active')).toBeInTheDocument();
    await refill(clicker, screen.getByRole('textbox', { name: 'Stripe Status' }), 'past_due');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this subscription?' });
    expect(within(dialog).getByText(/lose data/)).toBeInTheDocument();
    expect(api.calls(`PUT /api/subscription/${subscription.id}`)).toHaveLength(0);
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Lawyer & Partners" was saved.')).toBeInTheDocument();
    expect(api.calls(`PUT /api/subscription/${subscription.id}`)[0].body).toEqual({
      displayName: 'Lawyer & Partners',
      stripeExpiration: '2027-01-31T00:00:00.000Z',
      stripeStatus: 'past_due',
      stripeSubscriptionId: 'sub_123',
      stripeCustomerId: 'cus_123',
      stripePriceId: 'price_123',
      stripePromotionCodeId: null,
      concurrencyCheck: 4,
    });
  });

  it.each([
    [409, `Unable to save "Lawyer & Partners". ${Messages.editedSinceLoaded}`],
    [403, `Unable to save "Lawyer & Partners". ${Messages.notLoggedInOrNoAccess}`],
  ])("says 'Error Saving' on a %i", async (status, says) => {
    fakeApi({ [`GET /api/subscription/${subscription.id}`]: { body: subscription }, [`PUT /api/subscription/${subscription.id}`]: { status, body: errorBody('refused') } });
    const { user: clicker } = renderApp(`/subscription/${subscription.id}`, { auth: admin });
    await clicker.click(await screen.findByRole('button', { name: 'Save' }));
    await clicker.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error Saving')).toBeInTheDocument();
    expect(screen.getByText(says)).toBeInTheDocument();
  });
});

describe('the admin console: templates', () => {
  it('shows JSON mistakes at their lines and sends nothing, and what the server refuses at its line', async () => {
    const api = fakeApi({
      [`GET /api/template/${template.id}`]: { body: template },
      [`PUT /api/template/${template.id}`]: { status: 400, body: errorBody(Messages.notValidated, ['questions.1.key: Each question needs its own key']) },
    });
    const { user: clicker } = renderApp(`/template/${template.id}`, { auth: admin });
    const json = await screen.findByRole('textbox', { name: 'Questions (JSON)' });
    fireEvent.change(json, { target: { value: '[\n  { "key": "a", "label": "A", "questionType": "Text" },\n  { "key": "a" "label": "B" }\n]' } });
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Line 3: A comma is missing')).toBeInTheDocument();
    expect(api.calls(`PUT /api/template/${template.id}`)).toHaveLength(0);
    fireEvent.change(json, { target: { value: '[\n  { "key": "a", "label": "A", "questionType": "Text" },\n  { "key": "a", "label": "B", "questionType": "Text" }\n]' } });
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await clicker.click(within(await screen.findByRole('dialog', { name: 'Save this template?' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Line 3: 1.key: Each question needs its own key')).toBeInTheDocument();
    expect(await screen.findByText('Error Saving')).toBeInTheDocument();
    // Deliberately: the browser checks the JSON's syntax only and leaves the contracts' rules to the server.
    expect(takeContractViolations()).toEqual([expect.stringMatching(/^the request PUT \/api\/template\/\S+ breaks its contract: questions\.1\.key: /)]);
  });

  it('saves after the easy-to-get-wrong confirmation, keeping what the editor does not show', async () => {
    const api = fakeApi({
      [`GET /api/template/${template.id}`]: { body: template },
      [`PUT /api/template/${template.id}`]: { body: { ...template, title: 'Growing Up', concurrencyCheck: 8 } },
    });
    const { user: clicker } = renderApp(`/template/${template.id}`, { auth: admin });
    await refill(clicker, await screen.findByRole('textbox', { name: 'Title' }), 'Growing Up');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this template?' });
    expect(within(dialog).getByText(/easy to get wrong/)).toBeInTheDocument();
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Childhood and Home" was saved.')).toBeInTheDocument();
    expect(api.calls(`PUT /api/template/${template.id}`)[0].body).toEqual({
      key: 'Childhood',
      title: 'Growing Up',
      subscriberTitle: 'Childhood and Home',
      description: null,
      defaultWeight: template.defaultWeight,
      isOptional: false,
      isDefault: true,
      stopIfOffline: false,
      questions: template.questions,
      scoring: null,
      instrument: null,
      translations: { es: { questions: {} } },
      concurrencyCheck: 7,
    });
  });

  it("takes a question's report label (issue 34) in the questions' JSON and sends it, asking no Spanish for it", async () => {
    const api = fakeApi({ [`GET /api/template/${template.id}`]: { body: template }, [`PUT /api/template/${template.id}`]: { body: template } });
    const { user: clicker } = renderApp(`/template/${template.id}`, { auth: admin });
    expect(await screen.findByText(/reportLabel, the short label the report prints/)).toBeInTheDocument();
    const questions = template.questions.map((question) => ({ ...question, reportLabel: 'Story of childhood' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Questions (JSON)' }), { target: { value: JSON.stringify(questions, null, 2) } });
    // Still the title and the one question's label: the report label is the attorney's, English only.
    expect(await screen.findByText('2 texts have no Spanish yet (shown in English):')).toBeInTheDocument();
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await clicker.click(within(await screen.findByRole('dialog', { name: 'Save this template?' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Childhood and Home" was saved.')).toBeInTheDocument();
    expect(api.calls(`PUT /api/template/${template.id}`)[0].body).toMatchObject({ questions });
  });

  it('edits the Spanish beside the English: lists the texts still in English as the admin types, sends the Spanish, and shows what the server refuses at its line', async () => {
    const api = fakeApi({
      [`GET /api/template/${template.id}`]: { body: template },
      [`PUT /api/template/${template.id}`]: { status: 400, body: errorBody(Messages.notValidated, ['translations.es.questions.nope: "nope" is not a question of this template']) },
    });
    const { user: clicker } = renderApp(`/template/${template.id}`, { auth: admin });
    const spanish = await screen.findByRole('textbox', { name: 'Spanish (JSON)' });
    expect(await screen.findByText('2 texts have no Spanish yet (shown in English):')).toBeInTheDocument(); // the title and the one question's label
    expect(screen.getByText('questions.story.label')).toBeInTheDocument();
    const written = { title: 'Su niñez', questions: { story: { label: 'Su historia' }, nope: { label: 'No' } } };
    fireEvent.change(spanish, { target: { value: JSON.stringify(written, null, 2) } });
    expect(await screen.findByText('Every text of this page has its Spanish.')).toBeInTheDocument();
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await clicker.click(within(await screen.findByRole('dialog', { name: 'Save this template?' })).getByRole('button', { name: 'Save' }));
    expect(api.calls(`PUT /api/template/${template.id}`)[0].body).toMatchObject({ questions: template.questions, translations: { es: written } });
    expect(await screen.findByText('Line 7: questions.nope: "nope" is not a question of this template')).toBeInTheDocument();
    expect(takeContractViolations()).toEqual([expect.stringMatching(/^the request PUT \/api\/template\/\S+ breaks its contract: translations\.es\.questions\.nope: /)]);
  });
});

describe('the admin console: content blocks', () => {
  it('creates a block: slug and value required, a live sanitised preview, then its editor', async () => {
    const created = { ...block, id: 'f5f5f5f5-0000-4000-8000-000000000006' };
    const api = fakeApi({ 'POST /api/contentBlock': { body: created }, [`GET /api/contentBlock/${created.id}`]: { body: created } });
    const { user: clicker, location } = renderApp('/contentBlock/add', { auth: admin });
    await clicker.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText(Messages.required)).toHaveLength(2);
    await fill(clicker, screen.getByRole('textbox', { name: 'Slug' }), 'office-hours');
    fireEvent.change(screen.getByRole('textbox', { name: 'Value (Markdown)' }), {
      target: { value: 'We answer **weekdays**.<script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="x.png" onerror="alert(3)">' },
    });
    const preview = await screen.findByTestId('markdown-preview');
    await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('weekdays'));
    expect(preview.innerHTML).not.toMatch(/<script|javascript|onerror/);
    expect(preview.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
    await clicker.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(location()).toBe(`/contentBlock/${created.id}`));
    expect(api.calls('POST /api/contentBlock')[0].body).toMatchObject({ slug: 'office-hours', isPage: false });
  });

  it("says 'Error Creating' with the server's reasons on a 400", async () => {
    fakeApi({ 'POST /api/contentBlock': { status: 400, body: errorBody(Messages.notValidated, ['slug: This slug is already used']) } });
    const { user: clicker } = renderApp('/contentBlock/add', { auth: admin });
    await fill(clicker, await screen.findByRole('textbox', { name: 'Slug' }), 'office-hours');
    await fill(clicker, screen.getByRole('textbox', { name: 'Value (Markdown)' }), 'Text');
    await clicker.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Error Creating')).toBeInTheDocument();
    expect(screen.getByText(/Unable to create "office-hours"\. The data you provided could not be validated\.\s+slug: This slug is already used/)).toBeInTheDocument();
  });

  it('edits a block: the allowed tokens, a link to its page, saved with the version loaded', async () => {
    const api = fakeApi({
      [`GET /api/contentBlock/${block.id}`]: { body: block },
      [`PUT /api/contentBlock/${block.id}`]: (request) => ({ body: { ...block, ...(request.body as object), concurrencyCheck: 3 } }),
    });
    const { user: clicker } = renderApp(`/contentBlock/${block.id}`, { auth: admin });
    expect(await screen.findByText('%SubscriberName%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the page' })).toHaveAttribute('href', '/page/office-hours');
    await refill(clicker, screen.getByRole('textbox', { name: 'Title' }), 'Opening Hours');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Opening Hours" was saved.')).toBeInTheDocument();
    expect(api.calls(`PUT /api/contentBlock/${block.id}`)[0].body).toEqual({
      slug: 'office-hours',
      title: 'Opening Hours',
      description: null,
      value: block.value,
      isPage: true,
      concurrencyCheck: 2,
    });
  });
});

describe('the admin console: clients', () => {
  it("lists every subscriber's clients; a row opens the client view", async () => {
    const { client } = proctoredClientForm();
    const listed = { ...client, forms: undefined, subscriptionUser: { applicationUserId: client.subscriberId, displayName: 'Pat Lawyer', subscriptionId: null } };
    const api = fakeApi({ 'GET /api/client': listAnswer([listed], 1), [`GET /api/client/${client.id}`]: { status: 404, body: errorBody('Not found') } });
    const { user: clicker, location } = renderApp('/client', { auth: admin });
    const row = await screen.findByRole('row', { name: /Kowalczyk, Anselm anselm@example.test Pat Lawyer/ });
    expect(Object.fromEntries(api.calls('GET /api/client')[0].query)).toEqual({ offset: '0', limit: '10', order: 'created desc' });
    await clicker.click(row);
    await waitFor(() => expect(location()).toBe(`/subscriber/client/${client.id}`));
  });
});
