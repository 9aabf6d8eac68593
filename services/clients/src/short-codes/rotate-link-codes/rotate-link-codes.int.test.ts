import { landingStateOf } from '@app/contracts';
import { INVALID_LANDING } from '../../clients/landing/landing-data.js';
import { INVALID_SUPPORTER_LANDING } from '../../supporters/supporter.query.js';
import { supporterIdOf, supporterStreamId } from '../../supporters/supporter.js';
import { listedSupporter, startClients, TEST_PUBLIC_URL, type ClientsHarness, type TestUser } from '../../testing/clients-test-kit.js';
import { rotateLinkCodes } from './rotate-link-codes.js';

let h: ClientsHarness;
let subscriber: TestUser & { subscriptionId: string };

beforeAll(async () => {
  h = await startClients('rotate');
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const view = async (clientId: string) => (await h.api('GET', `/api/client/${clientId}`, { token: subscriber.token })).body as { shortCodeUrl: string };
/** The supporter's link as their stream gives it now (the invitation's, or the last renewal's). */
const supporterLink = async (clientId: string, slot: number) => {
  const events = await h.running.runtime.store.readStream(supporterStreamId(supporterIdOf(clientId, slot)));
  return h.shortCodeOf(events.filter((event) => event.type !== 'SupporterLetterSaved').pop()!.data as { shortCodeUrl: string });
};

describe('npm run rotate-link-codes (rotateLinkCodes)', () => {
  it('renews the code of every invitation not accepted and every letter not signed: the old code is unknown, the new one lands, the view shows it', async () => {
    const pending = await h.invited(subscriber, { firstName: 'Pat' });
    const accepted = await h.invited(subscriber);
    await h.invitationAccepted(accepted);
    const deleted = await h.invited(subscriber);
    expect((await h.api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId: deleted.id } })).status).toBe(204);
    await h.supportersListed(accepted, [listedSupporter({ slot: 1, firstName: 'Drafting' }), listedSupporter({ slot: 2 })]);
    const [drafting, signing] = [await supporterLink(accepted.id, 1), await supporterLink(accepted.id, 2)];
    expect((await h.submitLetter({ shortCode: drafting, supportText: 'A draft' })).status).toBe(200);
    expect((await h.submitLetter({ shortCode: signing, supportText: 'Signed.', signatureName: 'Sam Signer', isComplete: true, eSignConsent: true })).status).toBe(200);

    expect(await rotateLinkCodes(h.env)).toEqual({ clients: 1, supporters: 1 });

    const renewed = await view(pending.id);
    expect(renewed.shortCodeUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/c/[A-Za-z0-9]{13}$`));
    expect(renewed.shortCodeUrl).not.toBe(pending.shortCodeUrl);
    expect((await h.landing(h.shortCodeOf(pending))).body).toEqual(INVALID_LANDING);
    const landing = (await h.landing(h.shortCodeOf(renewed))).body;
    expect(landing).toMatchObject({ isValidShortCode: true, clientFirstName: 'Pat' });
    expect(landingStateOf(landing)).toBe('Register');
    const [renewal] = (await h.clientEvents(pending.id)).slice(-1);
    expect(renewal).toMatchObject({
      type: 'ClientLinkRenewed',
      data: { clientId: pending.id, shortCodeUrl: renewed.shortCodeUrl, shortCodeHash: h.hashOf(h.shortCodeOf(renewed)) },
    });

    // An accepted invitation keeps its link (the client signs in; the landing still names them).
    expect((await view(accepted.id)).shortCodeUrl).toBe(accepted.shortCodeUrl);
    expect((await h.landing(h.shortCodeOf(accepted))).body.isValidShortCode).toBe(true);

    const newDrafting = await supporterLink(accepted.id, 1);
    expect(newDrafting).not.toBe(drafting);
    expect((await h.supporterLanding(drafting)).body).toEqual(INVALID_SUPPORTER_LANDING);
    expect((await h.submitLetter({ shortCode: drafting, supportText: 'Old link' })).status).toBe(404);
    expect((await h.supporterLanding(newDrafting)).body).toMatchObject({ isValidShortCode: true, firstName: 'Drafting', supportText: 'A draft' });
    expect((await h.submitLetter({ shortCode: newDrafting, supportText: 'Through the new link' })).status).toBe(200);
    // A signed letter's link only shows it, and stays.
    expect(await supporterLink(accepted.id, 2)).toBe(signing);
    expect((await h.supporterLanding(signing)).body).toMatchObject({ isValidShortCode: true, isComplete: true });

    expect(await rotateLinkCodes(h.env)).toEqual({ clients: 1, supporters: 1 });
    expect((await h.landing(h.shortCodeOf(renewed))).body).toEqual(INVALID_LANDING);
  });
});
