import { createHash } from 'node:crypto';
import { E_SIGN_CONSENT_TEXTS } from '@app/contracts';
import type { TestEvent } from '@app/platform/testing';
import { startClients, type ClientsHarness, type TestUser } from '../../testing/clients-test-kit.js';
import { supporterStreamId } from '../supporter.js';

let h: ClientsHarness;
let subscriber: TestUser & { subscriptionId: string };

beforeAll(async () => {
  h = await startClients('sup_submit');
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const browser = { 'x-forwarded-for': '198.51.100.23', 'user-agent': 'Mozilla/5.0 (Supporter test)' };
const letterEvents = async (supporterId: string): Promise<TestEvent[]> =>
  (await h.running.runtime.store.readStream(supporterStreamId(supporterId))).filter((e) => e.type === 'SupporterLetterSaved');
const timeline = async (clientId: string) =>
  (await h.api('GET', `/api/client/${clientId}?includes=clientEvents`, { token: subscriber.token })).body.clientEvents as { eventType: string; description: string }[];

const text = 'I have known Grace for twenty years.\nShe has always helped her neighbours.';
const complete = (shortCode: string, over: Record<string, unknown> = {}) => ({
  shortCode,
  supportText: text,
  signatureName: 'Katherine Johnson',
  isComplete: true,
  eSignConsent: true,
  ...over,
});

describe('POST /api/supporter/submit', () => {
  it('saves a draft, and a draft again, without a signature; the landing shows the latest', async () => {
    const { invitation, shortCode } = await h.clientWithSupporter(subscriber);
    const first = await h.submitLetter({ shortCode, supportText: 'A first try' }, browser);
    expect(first).toMatchObject({ status: 200, body: { isValidShortCode: true, supportText: 'A first try', signatureName: null, isComplete: false } });
    const second = await h.submitLetter({ shortCode, supportText: 'A second try', signatureName: 'Kath' }, browser);
    expect(second.body).toMatchObject({ supportText: 'A second try', signatureName: 'Kath', isComplete: false });
    expect((await h.supporterLanding(shortCode)).body).toEqual(second.body);
    expect((await letterEvents(invitation.supporterId)).map((e) => e.data)).toEqual([
      {
        supporterId: invitation.supporterId,
        clientId: invitation.clientId,
        subscriberId: subscriber.id,
        supportText: 'A first try',
        signatureName: null,
        isComplete: false,
        signature: null,
      },
      {
        supporterId: invitation.supporterId,
        clientId: invitation.clientId,
        subscriberId: subscriber.id,
        supportText: 'A second try',
        signatureName: 'Kath',
        isComplete: false,
        signature: null,
      },
    ]);
  });

  it('a complete letter needs its text, the signature name and the consent: 400 with the texts', async () => {
    const { invitation, shortCode } = await h.clientWithSupporter(subscriber);
    const refused = async (over: Record<string, unknown>) => (await h.submitLetter(complete(shortCode, over), browser)).body;
    expect(await refused({ signatureName: '  ' })).toMatchObject({
      Details: 'The data you provided could not be validated.',
      SubErrors: [`signatureName: Please type your name to sign the letter.`],
    });
    expect(await refused({ eSignConsent: false })).toMatchObject({
      Details: 'The data you provided could not be validated.',
      SubErrors: [`eSignConsent: Please check the box to agree to sign electronically.`],
    });
    expect(await refused({ supportText: '' })).toMatchObject({
      Details: 'The data you provided could not be validated.',
      SubErrors: [`supportText: Please write your letter before signing it.`],
    });
    expect(await letterEvents(invitation.supporterId)).toEqual([]);
  });

  it('signs the letter: the consent text, the address, the browser and the SHA-256 of the exact text; then it is read-only', async () => {
    const { client, invitation, shortCode } = await h.clientWithSupporter(subscriber);
    await h.submitLetter({ shortCode, supportText: 'A draft' }, browser);
    const signed = await h.submitLetter(complete(shortCode), browser);
    expect(signed).toMatchObject({ status: 200, body: { isValidShortCode: true, supportText: text, signatureName: 'Katherine Johnson', isComplete: true } });

    const stored = (await letterEvents(invitation.supporterId)).at(-1)!;
    expect(stored.data).toEqual({
      supporterId: invitation.supporterId,
      clientId: client.id,
      subscriberId: subscriber.id,
      supportText: text,
      signatureName: 'Katherine Johnson',
      isComplete: true,
      signature: {
        eSignConsentText: E_SIGN_CONSENT_TEXTS.en,
        ipAddress: '198.51.100.23',
        userAgent: 'Mozilla/5.0 (Supporter test)',
        supportTextSha256: createHash('sha256').update(text, 'utf8').digest('hex'),
      },
    });
    expect(stored.data.signature.supportTextSha256).toMatch(/^[0-9a-f]{64}$/);

    for (const again of [complete(shortCode, { supportText: 'Changed' }), { shortCode, supportText: 'Back to a draft' }]) {
      expect(await h.submitLetter(again, browser)).toMatchObject({
        status: 409,
        body: { Details: 'This letter has already been signed and sent to the attorney, so it can no longer be changed.', SubErrors: [] },
      });
    }
    expect((await h.supporterLanding(shortCode)).body).toMatchObject({ supportText: text, isComplete: true });
    expect(await letterEvents(invitation.supporterId)).toHaveLength(2);
  });

  it("the signed letter is on the client's timeline, without the supporter's name", async () => {
    const { client, shortCode } = await h.clientWithSupporter(subscriber);
    await h.submitLetter({ shortCode, supportText: 'A draft' }, browser);
    expect(await timeline(client.id)).toEqual([]);
    await h.submitLetter(complete(shortCode), browser);
    expect(await timeline(client.id)).toEqual([expect.objectContaining({ eventType: 'SupporterLetterReceived', description: 'Letter of support received.' })]);
  });

  it('a code that names no supporter: 404 with the invalid link text', async () => {
    const { client, shortCode } = await h.clientWithSupporter(subscriber);
    const wrong = shortCode.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const code of [wrong, h.shortCodeOf(client), 'short']) {
      expect(await h.submitLetter({ shortCode: code, supportText: 'Hello' }, browser)).toMatchObject({
        status: 404,
        body: { Details: 'The link you followed is invalid.', SubErrors: [] },
      });
    }
    expect((await h.api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId: client.id } })).status).toBe(204);
    expect(await h.submitLetter({ shortCode, supportText: 'Hello' }, browser)).toMatchObject({ status: 404, body: { Details: 'The link you followed is invalid.' } });
  });
});
