import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { clientsPersonalData, type ClientEventData, type PersonalDataMap } from '@app/contracts';
import { EventStore, migrateToLatest, PersonalDataVault, platformTablesOf } from '@app/platform';
import { clientInvitation, createTestDatabase, type TestDatabase } from '@app/platform/testing';
import { INVALID_LANDING } from '../clients/landing/landing-data.js';
import { clientsMigrations } from '../migrations/index.js';
import { INVALID_SUPPORTER_LANDING } from '../supporters/supporter.query.js';
import { supporterIdOf } from '../supporters/supporter.js';
import { listedSupporter, startClients, TEST_PUBLIC_URL, type ClientsHarness } from '../testing/clients-test-kit.js';
import { rotateLinkCodes } from './rotate-link-codes/rotate-link-codes.js';

/**
 * A deployment from before link codes were kept as keyed hashes (issue 32): its events carry the codes
 * and links in plain text, its tables the plain codes. Migrated and started with this version, then rotated.
 */
const masterKey = randomBytes(32).toString('base64');
const withoutLinks = (fields: readonly string[]) => fields.filter((field) => field !== 'shortCode' && field !== 'shortCodeUrl');
const personalDataBefore: PersonalDataMap = Object.fromEntries(Object.entries(clientsPersonalData).map(([type, rule]) => [type, { ...rule, fields: withoutLinks(rule.fields) }]));
const migrationsBefore = Object.fromEntries(Object.entries(clientsMigrations).filter(([name]) => name < '0005'));

const code = clientInvitation().shortCode;
const supporterCode = clientInvitation().shortCode;
const invitation: ClientEventData<'ClientInvited'> = clientInvitation({ firstName: 'Lena', shortCode: code, shortCodeUrl: `${TEST_PUBLIC_URL}/c/${code}` });
const supporterId = supporterIdOf(invitation.clientId, 1);

// `any`: the tables as they were before this version's migration.
let testDb: TestDatabase<any>;
let h: ClientsHarness;
let clientEventPosition: string;

beforeAll(async () => {
  testDb = await createTestDatabase<any>('legacy_links', migrationsBefore);
  const db = testDb.db;
  const vault = new PersonalDataVault(platformTablesOf(db), 'clients', Buffer.from(masterKey, 'base64'), personalDataBefore);
  const store = new EventStore(platformTablesOf(db), vault);
  [{ position: clientEventPosition }] = (await store.append(`client-${invitation.clientId}`, [{ type: 'ClientInvited', data: invitation }], { expectedVersion: 0 })).events;
  const supporter = {
    supporterId,
    clientId: invitation.clientId,
    subscriberId: invitation.subscriberId,
    ...listedSupporter({ firstName: 'Sol' }),
    clientFirstName: 'Lena',
    clientLastName: invitation.lastName,
    shortCode: supporterCode,
    shortCodeUrl: `${TEST_PUBLIC_URL}/p/${supporterCode}`,
    language: 'en' as const,
  };
  await store.append(`supporter-${supporterId}`, [{ type: 'SupporterInvited', data: supporter }], { expectedVersion: 0 });
  await db
    .insertInto('clients')
    .values({
      id: invitation.clientId,
      application_user_id: invitation.applicationUserId,
      subscriber_id: invitation.subscriberId,
      first_name: 'Lena',
      last_name: invitation.lastName,
      email: invitation.email,
      phone_number: invitation.phoneNumber,
      use_email: true,
      use_sms: true,
      reminder_days: 7,
      enable_supporters: true,
      is_proctored: false,
      short_code: code,
      short_code_url: invitation.shortCodeUrl,
      created: new Date(),
    })
    .execute();
  await db
    .insertInto('supporters')
    .values({
      id: supporterId,
      client_id: invitation.clientId,
      slot: 1,
      first_name: 'Sol',
      last_name: supporter.lastName,
      client_relationship: 'Sister',
      short_code: supporterCode,
    })
    .execute();
  await migrateToLatest(testDb.db, clientsMigrations);
});
afterAll(async () => {
  await h?.close();
  await testDb?.drop().catch(() => undefined);
});

describe('an existing deployment', () => {
  it('loses the plain code columns in the migration, each client pointing at the event that holds its link', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns WHERE table_name IN ('clients', 'supporters') AND column_name LIKE 'short_code%'`.execute(testDb.db);
    expect(rows.sort((a, b) => a.table_name.localeCompare(b.table_name))).toEqual([
      { table_name: 'clients', column_name: 'short_code_hash' },
      { table_name: 'supporters', column_name: 'short_code_hash' },
    ]);
    const row = await testDb.db.selectFrom('clients').select(['link_event_position', 'short_code_hash']).executeTakeFirstOrThrow();
    expect(row).toEqual({ link_event_position: clientEventPosition, short_code_hash: null });
    await testDb.db.destroy();
  });

  it('keeps its links working once started: the codes are hashed from the old events, the view shows the link, and no table but the events holds a code', async () => {
    h = await startClients('legacy_start', { env: { DATABASE_URL: testDb.url, PERSONAL_DATA_MASTER_KEY: masterKey } });
    const rows = await h.running.runtime.db.selectFrom('clients').select('short_code_hash').execute();
    expect(rows).toEqual([{ short_code_hash: h.hashOf(code) }]);
    expect((await h.landing(code)).body).toMatchObject({ isValidShortCode: true, clientFirstName: 'Lena' });
    expect((await h.supporterLanding(supporterCode)).body).toMatchObject({ isValidShortCode: true, firstName: 'Sol' });
    const viewed = await h.api('GET', `/api/client/${invitation.clientId}`, { token: (await h.admin()).token });
    expect(viewed.body.shortCodeUrl).toBe(invitation.shortCodeUrl);
    // The events from before keep their plain codes (immutable, hash-chained): the rotation makes those codes dead.
    expect(await h.tablesHolding(code)).toEqual(['public.events']);
    expect(await h.tablesHolding(supporterCode)).toEqual(['public.events']);
  });

  it('renews them by the rotation: the old codes then lead nowhere, the new ones do', async () => {
    expect(await rotateLinkCodes(h.env)).toEqual({ clients: 1, supporters: 1 });
    expect((await h.landing(code)).body).toEqual(INVALID_LANDING);
    expect((await h.supporterLanding(supporterCode)).body).toEqual(INVALID_SUPPORTER_LANDING);
    const viewed = await h.api('GET', `/api/client/${invitation.clientId}`, { token: (await h.admin()).token });
    expect(viewed.body.shortCodeUrl).not.toBe(invitation.shortCodeUrl);
    expect((await h.landing(h.shortCodeOf(viewed.body))).body).toMatchObject({ isValidShortCode: true, clientFirstName: 'Lena' });
  });
});
