/**
 * Supporters and offline proctoring through the gateway, on the five services as `npm start` runs them.
 * A client invited with supporters lists two on the letters-of-support page and completes the
 * questionnaire: each supporter gets their own link (one by mail, one by text), writes and e-signs a
 * letter; the attorney sees which letters came in. A proctored client's form is checked out to the
 * attorney's device, refuses online answers while out, and is checked in (twice: the second changes
 * nothing) with the answers and the finalize.
 */
import {
  E_SIGN_CONSENT_TEXTS,
  SUPPORTERS_TEMPLATE_KEY,
  supporterSlotKeys,
  type CheckOut,
  type Client,
  type Form,
  type LocalMail,
  type LocalText,
  type SupporterLandingData,
} from '@app/contracts';
import { acceptAndOpenForm, answersTo, invite, personToInvite, saveAnswers, shortCodeOf, subscribe, textedTo, uniqueEmail, waitUntil } from './client-journey.js';
import type { Session } from './client-journey.js';
import { servicesUnderTest } from './services-behind-gateway.js';

const admin = { email: 'supporters-admin@example.com', password: 'Copper-Lantern-4471' };
const { api } = servicesUnderTest('sys_supporters', { admin, withBilling: true, notificationEnv: { DEV_PAGES: 'on' } });

let subscriber: Session;

beforeAll(async () => {
  subscriber = await subscribe(api, 'supporters-attorney');
});

const clientView = async (who: Session, clientId: string, includes: string) => api('GET', `/api/client/${clientId}?includes=${includes}`, { token: who.token });

describe('supporters: listed by the client, invited, writing and e-signing a letter', () => {
  const person = personToInvite('Marisol', 'Quintanilla', '555-310-4471');
  const aunt = { firstName: 'Beatriz', lastName: 'Quintanilla', clientRelationship: 'Aunt', email: uniqueEmail('beatriz') };
  const coach = { firstName: 'Darnell', lastName: 'Okafor', clientRelationship: 'Boxing coach', phoneNumber: '555-310-9902' };
  const letter = 'I have known Marisol since she was born. She looks after her grandmother every weekend.';
  let client: Client;
  let auntLink: string;
  let coachLink: string;

  it('the client lists two supporters and completes the questionnaire; each supporter gets their own link', async () => {
    client = await invite(api, subscriber, person, undefined, { enableSupporters: true });
    const { session, form } = await acceptAndOpenForm(api, client, person.password);
    const letters = form.pages!.find((page) => page.template!.key === SUPPORTERS_TEMPLATE_KEY)!;
    for (const page of form.pages!.filter((page) => page !== letters)) await saveAnswers(api, session, page.answerSet!, answersTo(page.template!, 'Marisol'));

    const [first, second] = [supporterSlotKeys(1), supporterSlotKeys(2)];
    const listed = {
      [first.firstName]: aunt.firstName,
      [first.lastName]: aunt.lastName,
      [first.clientRelationship]: aunt.clientRelationship,
      [first.email]: aunt.email,
      [second.add]: 'Yes',
      [second.firstName]: coach.firstName,
      [second.lastName]: coach.lastName,
      [second.clientRelationship]: coach.clientRelationship,
      [supporterSlotKeys(3).add]: 'No',
    };
    // The coach has no contact yet: the finalize names what is missing and completes nothing.
    const saved = await saveAnswers(api, session, letters.answerSet!, listed);
    const refused = await api('POST', `/api/form/${form.id}/finalize`, { token: session.token });
    expect(refused).toMatchObject({ status: 400, body: { Details: 'Please review the answers highlighted in red before continuing to the next page:' } });
    expect(refused.body.SubErrors.length).toBeGreaterThan(0);
    await saveAnswers(api, session, saved, { ...listed, [second.phoneNumber]: coach.phoneNumber });
    expect((await api('POST', `/api/form/${form.id}/finalize`, { token: session.token })).status).toBe(200);

    const mail = await waitUntil(async () => (await api('GET', `/api/dev/mailbox.json?to=${encodeURIComponent(aunt.email)}`)).body[0] as LocalMail | undefined);
    expect(mail.text).not.toBeNull();
    const text = await waitUntil(async () => (await api('GET', `/api/dev/outbox.json?to=${encodeURIComponent(textedTo(coach.phoneNumber))}`)).body[0] as LocalText | undefined);
    const linkIn = (body: string) => /https?:\/\/\S+\/p\/[A-Za-z0-9]{13}/.exec(body)?.[0];
    auntLink = linkIn(mail.text!)!;
    coachLink = linkIn(text.body)!;
    expect(mail.text).toContain(aunt.firstName);
    expect(mail.text).toContain(person.firstName);
    expect(auntLink).toBeDefined();
    expect(coachLink).toBeDefined();
    expect(coachLink).not.toBe(auntLink);
  });

  it("the supporter's link opens their letter: the client's first name, their own name and relationship", async () => {
    const landing = await api('GET', `/api/supporter/landingData?shortCode=${shortCodeOf(auntLink)}`);
    expect(landing.status).toBe(200);
    expect(landing.body as SupporterLandingData).toMatchObject({
      isValidShortCode: true,
      clientFirstName: person.firstName,
      firstName: aunt.firstName,
      lastName: aunt.lastName,
      clientRelationship: aunt.clientRelationship,
      supportText: null,
      isComplete: false,
      eSignConsentText: E_SIGN_CONSENT_TEXTS.en,
    });
    const wrong = await api('GET', '/api/supporter/landingData?shortCode=WrongCode2345x');
    expect(wrong.body).toMatchObject({ isValidShortCode: false, clientFirstName: null, firstName: null });
  });

  it('a draft is kept; signing needs the typed name and the consent; a signed letter is read-only', async () => {
    const shortCode = shortCodeOf(auntLink);
    const submit = (body: object) => api('POST', '/api/supporter/submit', { body: { shortCode, ...body } });
    expect((await submit({ supportText: letter.slice(0, 30), isComplete: false })).status).toBe(200);
    expect((await api('GET', `/api/supporter/landingData?shortCode=${shortCode}`)).body).toMatchObject({ supportText: letter.slice(0, 30), isComplete: false });

    const unsigned = await submit({ supportText: letter, signatureName: 'Beatriz Quintanilla', isComplete: true, eSignConsent: false });
    expect(unsigned.status).toBe(400);
    expect(JSON.stringify(unsigned.body)).toContain('Please check the box to agree to sign electronically.');

    const signed = await submit({ supportText: letter, signatureName: 'Beatriz Quintanilla', isComplete: true, eSignConsent: true });
    expect(signed).toMatchObject({ status: 200, body: { supportText: letter, signatureName: 'Beatriz Quintanilla', isComplete: true } });
    const again = await submit({ supportText: 'Changed my mind.', signatureName: 'Beatriz Quintanilla', isComplete: true, eSignConsent: true });
    expect(again).toMatchObject({ status: 409, body: { Details: 'This letter has already been signed and sent to the attorney, so it can no longer be changed.' } });
  });

  it("the attorney sees which letters came in and the letter in the client's history; another attorney sees nothing", async () => {
    const view = await waitUntil(async () => {
      const answer = await clientView(subscriber, client.id, 'supporters,clientEvents');
      const supporters = (answer.body as Client).supporters ?? [];
      return supporters.some((supporter) => supporter.isCompleted) ? (answer.body as Client) : undefined;
    });
    expect(view.supporters!.map(({ firstName, clientRelationship, isCompleted }) => ({ firstName, clientRelationship, isCompleted }))).toEqual([
      { firstName: aunt.firstName, clientRelationship: aunt.clientRelationship, isCompleted: true },
      { firstName: coach.firstName, clientRelationship: coach.clientRelationship, isCompleted: false },
    ]);
    expect(view.clientEvents!.map((event) => event.eventType)).toContain('SupporterLetterReceived');

    const other = await subscribe(api, 'other-attorney');
    expect((await clientView(other, client.id, 'supporters')).status).toBe(404);
  });
});

describe('offline proctoring: check-out, refused online answers, check-in twice', () => {
  const person = personToInvite('Anselm', 'Kowalczyk', '555-310-6620');
  let client: Client;
  let form: Form;
  let checkOut: CheckOut;

  it("the attorney checks a proctored client's form out to their device; the client shows offline", async () => {
    client = await invite(api, subscriber, person, undefined, { isProctored: true });
    form = await waitUntil(async () => ((await clientView(subscriber, client.id, 'forms')).body as Client).forms?.[0] as Form | undefined);
    const answer = await api('POST', `/api/form/${form.id}/checkOut`, { token: subscriber.token, body: { deviceName: 'Office laptop' } });
    expect(answer.status).toBe(200);
    checkOut = answer.body;
    expect(checkOut.form.pages!.every((page) => page.template && page.answerSet?.concurrencyCheck === 0)).toBe(true);

    const view = await waitUntil(async () => {
      const now = (await clientView(subscriber, client.id, 'clientEvents')).body as Client;
      return now.isOffline ? now : undefined;
    });
    expect(view.clientEvents!.map((event) => event.eventType)).toContain('CheckedOut');
    const again = await api('POST', `/api/form/${form.id}/checkOut`, { token: subscriber.token, body: { deviceName: 'Tablet' } });
    expect(again).toMatchObject({ status: 409, body: { Details: 'This client is already checked out for offline use. Check the client in first.' } });
  });

  it('refuses online answers while the form is out, and keeps nothing of them', async () => {
    const page = checkOut.form.pages![0];
    const online = await api('PUT', `/api/answerSet/${page.answerSetId}`, { token: subscriber.token, body: { answers: answersTo(page.template!, 'online'), concurrencyCheck: 0 } });
    expect(online).toMatchObject({
      status: 409,
      body: { Details: 'This questionnaire is checked out for offline use on another device. It can be changed again once it is checked in.' },
    });
    expect((await api('GET', `/api/answerSet/${page.answerSetId}`, { token: subscriber.token })).body).toMatchObject({ answers: {}, concurrencyCheck: 0 });
  });

  it("checks in the device's answers and the finalize in one call; sent again, it changes nothing", async () => {
    const answerSets = checkOut.form.pages!.map((page) => ({ id: page.answerSetId, answers: answersTo(page.template!, 'Anselm') }));
    const body = { checkOutId: checkOut.checkOutId, answerSets, finalize: true };
    const first = await api('POST', `/api/form/${form.id}/checkIn`, { token: subscriber.token, body });
    expect(first.status).toBe(200);
    const second = await api('POST', `/api/form/${form.id}/checkIn`, { token: subscriber.token, body });
    expect(second).toMatchObject({ status: 200, body: first.body });

    const after = await api('GET', `/api/form/${form.id}?includes=pages,pages.answerSet`, { token: subscriber.token });
    expect(after.body).toMatchObject({ formStatus: 'Completed' });
    for (const [i, page] of (after.body as Form).pages!.entries()) expect(page.answerSet).toMatchObject({ answers: answerSets[i].answers, concurrencyCheck: 1 });

    const view = await waitUntil(async () => {
      const now = (await clientView(subscriber, client.id, 'clientEvents')).body as Client;
      return !now.isOffline && now.formStatus === 'Completed' ? now : undefined;
    });
    expect(view.clientEvents!.filter((event) => event.eventType === 'CheckedIn')).toHaveLength(1);
  });
});
