/**
 * The client flow's steps as the web app takes them, through the gateway only, for the system tests:
 * a subscriber who registers and pays, a client invited by email and text, who follows the link, sets
 * a password and answers every page. Waits poll what a user would see, never sleep.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  landingStateOf,
  Messages,
  Roles,
  type Answers,
  type AnswerSet,
  type ApplicationUser,
  type AuthResponse,
  type Client,
  type ClientLandingData,
  type Form,
  type LandingState,
  type LocalMail,
  type LocalText,
  type PageTemplate,
  type Role,
} from '@app/contracts';
import { purchasePayload } from '@app/billing';
import { waitFor, type Api } from '@app/platform/testing';

/** A signed-in user: their id (the tokens' `sub`) and access token. */
export interface Session {
  id: string;
  token: string;
}

/** The person an attorney invites: what the invite form asks for, and the password they choose. */
export interface InvitedPerson {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
}

/** Polls at a pace that keeps within the gateway's and the landing page's rate limits. */
export const waitUntil = <T>(check: () => Promise<T> | T, timeoutMs = 30_000) => waitFor(check, timeoutMs, 200);

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.org`;

/** A password the strength rules accept. */
export const strongPassword = () => `Tall-Harbor-${randomBytes(6).toString('base64url')}`;

/** A person to invite, with an email address of their own and the password they will choose. */
export const personToInvite = (firstName: string, lastName: string, phoneNumber: string): InvitedPerson => ({
  firstName,
  lastName,
  phoneNumber,
  email: uniqueEmail(firstName.toLowerCase()),
  password: strongPassword(),
});

/** The short code of a client's link `{PUBLIC_URL}/c/{code}`. */
export const shortCodeOf = (shortCodeUrl: string) => new URL(shortCodeUrl).pathname.split('/').pop()!;

/** The invitation's text goes to the number as the SMS transport writes it. */
export const textedTo = (phoneNumber: string) => `+1${phoneNumber.replace(/\D/g, '')}`;

export async function login(api: Api, email: string, password: string): Promise<AuthResponse> {
  const answer = await api('POST', '/api/account/login', { body: { email, password } });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Logs in: the session the answer's token gives. */
export async function signIn(api: Api, email: string, password: string): Promise<Session> {
  const answer = await login(api, email, password);
  return { id: answer.id!, token: answer.jwtToken! };
}

/**
 * Registers (a new address from `label`) and buys the monthly plan on the payment simulator; the
 * session once its token carries the Subscriber role, with the credentials (to log in in a browser).
 */
export async function subscribe(api: Api, label: string): Promise<Session & { email: string; password: string }> {
  const email = uniqueEmail(label);
  const password = strongPassword();
  const registered = await api('POST', '/api/account/register', { body: { email, password } });
  expect(registered.status).toBe(200);
  const purchase = await api('POST', '/api/subscription/purchase', { token: registered.body.jwtToken, body: purchasePayload() });
  expect(purchase.status).toBe(200);
  await hasRole(api, { id: registered.body.id, token: registered.body.jwtToken }, Roles.Subscriber);
  return { ...(await signIn(api, email, password)), email, password };
}

/**
 * Waits until identity has granted `role` on another service's event (a later login carries it). Polls the
 * user's own record, not the login: logins are limited to 10 per account and address.
 */
export async function hasRole(api: Api, user: Session, role: Role): Promise<void> {
  await waitUntil(async () => {
    const answer = await api('GET', `/api/applicationUser/${user.id}`, { token: user.token });
    return answer.status === 200 && (answer.body as ApplicationUser).roles.includes(role);
  });
}

/**
 * Invites `person` by email and text, as the invite form sends it. Clients hears of the subscription
 * from billing's events: until then the invite is refused (403) and changes nothing, so it is sent again.
 */
export async function invite(
  api: Api,
  subscriber: Session,
  person: InvitedPerson,
  templateIds?: string[],
  { enableSupporters = false, isProctored = false }: { enableSupporters?: boolean; isProctored?: boolean } = {},
): Promise<Client> {
  const { firstName, lastName, email, phoneNumber } = person;
  const body = { firstName, lastName, email, phoneNumber, useEmail: true, useSms: true, reminderDays: 7, enableSupporters, isProctored, templateIds };
  const answer = await waitUntil(async () => {
    const sent = await api('POST', '/api/client/invite', { token: subscriber.token, body });
    return sent.status === 403 && sent.body.Details === Messages.activeSubscriptionRequired ? undefined : sent;
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The invitation's mail in the local mailbox and its text in the local outbox, once notification sent them. */
export async function invitationMessages(api: Api, person: InvitedPerson): Promise<{ mail: LocalMail; text: LocalText }> {
  const mail = await waitUntil(async () => (await api('GET', `/api/dev/mailbox.json?to=${encodeURIComponent(person.email)}`)).body[0] as LocalMail | undefined);
  const text = await waitUntil(async () => (await api('GET', `/api/dev/outbox.json?to=${encodeURIComponent(textedTo(person.phoneNumber))}`)).body[0] as LocalText | undefined);
  return { mail, text };
}

/**
 * The client sets their password from the link. Identity makes the account from the same invitation
 * the link came with; until it has, the code is unknown there (400, the invalid-link text), so it is sent again.
 */
export async function acceptInvitation(api: Api, shortCodeUrl: string, password: string): Promise<Session> {
  const shortCode = shortCodeOf(shortCodeUrl);
  const answer = await waitUntil(async () => {
    const sent = await api('POST', '/api/client/acceptInvite', { body: { shortCode, password } });
    return sent.status === 400 && sent.body.Details === Messages.invalidLink ? undefined : sent;
  });
  expect(answer.status).toBe(200);
  expect(answer.body.roles).toEqual([Roles.Client]);
  return { id: answer.body.id, token: answer.body.jwtToken };
}

/**
 * Waits until identity has erased the client's account, as a site admin sees it (no email left). Polls the
 * admin's view, not the login: logins are limited to 10 per account and address, and a wait can take longer.
 */
export async function accountErased(api: Api, adminToken: string, userId: string): Promise<void> {
  await waitUntil(async () => {
    const answer = await api('GET', `/api/applicationUser/${userId}`, { token: adminToken });
    return answer.status === 404 || (answer.status === 200 && answer.body.email === null);
  });
}

/** The landing data of a client's link, as `who` (or an anonymous visitor) gets it. */
export async function landing(api: Api, shortCodeUrl: string, who?: Session): Promise<ClientLandingData> {
  const answer = await api('GET', `/api/client/landingData?shortCode=${shortCodeOf(shortCodeUrl)}`, { token: who?.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The landing data once the landing page would show `state` to `who`. */
export const landingIn = (api: Api, shortCodeUrl: string, state: LandingState, who?: Session) =>
  waitUntil(async () => {
    const data = await landing(api, shortCodeUrl, who);
    return landingStateOf(data) === state ? data : undefined;
  });

/**
 * The signed-in client's landing data once they continue with their form: Continue comes as soon as they
 * sign in, the form's id once clients has survey's FormCreated.
 */
export const landingWithForm = (api: Api, shortCodeUrl: string, client: Session) =>
  waitUntil(async () => {
    const data = await landing(api, shortCodeUrl, client);
    return landingStateOf(data) === 'Continue' && data.activeFormId ? data : undefined;
  });

/** The client's form (`formId` from their landing data) with its pages, templates and answer sets. */
export async function formOf(api: Api, client: Session, formId: string): Promise<Form> {
  const answer = await api('GET', `/api/form/${formId}?includes=pages,pages.template,pages.answerSet`, { token: client.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The invited client follows their link, sets their password and continues to their form, as the landing page leads them. */
export async function acceptAndOpenForm(api: Api, client: Client, password: string): Promise<{ session: Session; form: Form }> {
  const session = await acceptInvitation(api, client.shortCodeUrl, password);
  const form = await formOf(api, session, (await landingWithForm(api, client.shortCodeUrl, session)).activeFormId!);
  return { session, form };
}

/** A valid answer to every question of a page: `text` for the text questions, the first option of the lists. */
export function answersTo(template: PageTemplate, text: string): Answers {
  const answers: Answers = {};
  for (const { key, questionType, options } of template.questions) {
    if (questionType === 'Text' || questionType === 'Textarea') answers[key] = text;
    else if (questionType === 'DatePicker') answers[key] = '1984-06-02';
    else if (questionType === 'SelectList' || questionType === 'RadioButtonList' || questionType === 'CheckBoxList') answers[key] = options![0];
  }
  return answers;
}

/** Saves `answers` to the page's answer set at the version loaded; the saved answer set. */
export async function saveAnswers(api: Api, who: Session, answerSet: { id: string; concurrencyCheck: number }, answers: Answers): Promise<AnswerSet> {
  const answer = await api('PUT', `/api/answerSet/${answerSet.id}`, { token: who.token, body: { answers, concurrencyCheck: answerSet.concurrencyCheck } });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The client answers every page of their form (`answersTo` with `text`); the form as loaded before. */
export async function answerEveryPage(api: Api, client: Session, formId: string, text: string): Promise<Form> {
  const form = await formOf(api, client, formId);
  for (const page of form.pages!) await saveAnswers(api, client, page.answerSet!, answersTo(page.template!, text));
  return form;
}

/** The client answers every page (`answerEveryPage`) and completes the questionnaire. */
export async function completeForm(api: Api, client: Session, formId: string, text: string): Promise<void> {
  await answerEveryPage(api, client, formId, text);
  const finalized = await api('POST', `/api/form/${formId}/finalize`, { token: client.token });
  expect(finalized.status).toBe(200);
}

/**
 * A new account that a site admin made a compliance reviewer (`PUT /api/applicationUser/{id}/complianceReviewer`);
 * its session, signed in after the grant, carries the role.
 */
export async function complianceReviewer(api: Api, adminToken: string, label: string): Promise<Session & { email: string; password: string }> {
  const email = uniqueEmail(label);
  const password = strongPassword();
  const registered = await api('POST', '/api/account/register', { body: { email, password } });
  expect(registered.status).toBe(200);
  expect((await api('PUT', `/api/applicationUser/${registered.body.id}/complianceReviewer`, { token: adminToken })).status).toBe(204);
  const session = await login(api, email, password);
  expect(session.roles).toContain(Roles.ComplianceReviewer);
  return { id: session.id!, token: session.jwtToken!, email, password };
}

/** A download link's token (`?temporaryAccessToken=`) for `who`. */
export async function downloadToken(api: Api, who: Session): Promise<string> {
  const answer = await api('GET', '/api/account/temporaryAccessToken', { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body.token;
}
