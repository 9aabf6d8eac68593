import { ClientEvents } from '@app/contracts';
import { startClients, type ClientsHarness, type TestUser } from '../../testing/clients-test-kit.js';

let h: ClientsHarness;
let subscriber: TestUser;

beforeAll(async () => {
  h = await startClients('language');
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const languageSeen = async (client: { shortCodeUrl: string }) => (await h.landing(h.shortCodeOf(client))).body.preferredLanguage;

describe("the client's language", () => {
  it('is the one the attorney chose at the invite, English when none was chosen', async () => {
    const inSpanish = await h.invited(subscriber, { preferredLanguage: 'es' });
    expect(inSpanish.preferredLanguage).toBe('es');
    expect(await languageSeen(inSpanish)).toBe('es');
    const unsaid = await h.invited(subscriber);
    expect(unsaid.preferredLanguage).toBe('en');
    expect(await languageSeen(unsaid)).toBe('en');
    expect((await h.invite(subscriber, { firstName: 'A', lastName: 'B', email: 'ab@example.test', phoneNumber: '555-123-4567', preferredLanguage: 'fr' })).status).toBe(400);
  });

  it('is changed by the client on their page: kept on their record, one event per change', async () => {
    const client = await h.invited(subscriber, { preferredLanguage: 'es' });
    const signedIn = await h.clientUser(client);
    const change = (language: string) => h.api('POST', '/api/client/language', { token: signedIn.token, body: { language } });
    expect((await change('en')).status).toBe(204);
    expect(await languageSeen(client)).toBe('en');
    expect((await change('en')).status).toBe(204);
    expect((await change('xx')).status).toBe(400);
    const events = await h.running.runtime.store.readStream(`client-${client.id}`);
    expect(events.filter((event) => event.type === 'ClientLanguageChanged').map((event) => ClientEvents.ClientLanguageChanged.parse(event.data).language)).toEqual(['en']);
    const seenBySubscriber = await h.api('GET', `/api/client/${client.id}`, { token: subscriber.token });
    expect(seenBySubscriber.body.preferredLanguage).toBe('en');
  });

  it('cannot be changed for a deleted client', async () => {
    const client = await h.invited(subscriber);
    const signedIn = await h.clientUser(client);
    expect((await h.api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId: client.id } })).status).toBe(204);
    expect((await h.api('POST', '/api/client/language', { token: signedIn.token, body: { language: 'es' } })).status).toBe(404);
  });
});
