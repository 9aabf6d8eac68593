import { randomBytes, randomUUID } from 'node:crypto';
import { createTestDatabase, signal, type TestDatabase } from '../testing/index.js';
import { PersonalDataVault, type SealedValue } from './vault.js';

let testDb: TestDatabase;
let vault: PersonalDataVault;

beforeAll(async () => {
  testDb = await createTestDatabase('vault');
  vault = new PersonalDataVault(testDb.db, 'test', randomBytes(32), { PersonNamed: { subject: 'personId', fields: ['name'] } });
});
afterAll(() => testDb.drop());

/** A person the vault has a key for (made by sealing an event of theirs). */
async function personWithKey(): Promise<string> {
  const personId = randomUUID();
  await vault.sealEvent('PersonNamed', { personId, name: 'Tom' });
  return personId;
}

describe('PersonalDataVault.bytesCipher', () => {
  it("seals bytes with the person's key, bound to their context", async () => {
    const personId = await personWithKey();
    const cipher = (await vault.bytesCipher(personId))!;
    const plain = randomBytes(100_000);
    const sealed = cipher.seal(plain, 'file-1:0');
    expect(sealed.length).toBe(plain.length + 28);
    expect(sealed.includes(plain.subarray(0, 64))).toBe(false);
    expect((await vault.bytesCipher(personId))!.open(sealed, 'file-1:0')).toEqual(plain);
    expect(() => cipher.open(sealed, 'file-1:1')).toThrow();
    const altered = Buffer.from(sealed);
    altered[500] ^= 1;
    expect(() => cipher.open(altered, 'file-1:0')).toThrow();
  });

  it('makes no key: a person without one, or erased, has no cipher', async () => {
    expect(await vault.bytesCipher(randomUUID())).toBeUndefined();
    const personId = await personWithKey();
    expect(await vault.bytesCipher(personId)).toBeDefined();
    await vault.erase(personId);
    expect(await vault.bytesCipher(personId)).toBeUndefined();
  });

  it("never opens with another person's key", async () => {
    const [mine, theirs] = [await personWithKey(), await personWithKey()];
    const sealed = (await vault.bytesCipher(mine))!.seal(Buffer.from('letter'), 'c');
    await expect(vault.bytesCipher(theirs).then((cipher) => cipher!.open(sealed, 'c'))).rejects.toThrow();
  });
});

describe('PersonalDataVault.sealEventWithExistingKey', () => {
  const wrappedKeyOf = async (personId: string) =>
    (await testDb.db.selectFrom('personal_keys').select('wrapped_key').where('person_id', '=', personId).executeTakeFirstOrThrow()).wrapped_key;

  it("seals with the person's key, read or given, and makes none for a person without one", async () => {
    const personId = await personWithKey();
    const read = (await vault.sealEventWithExistingKey('PersonNamed', { personId, name: 'Tom' }))!;
    const given = (await vault.sealEventWithExistingKey('PersonNamed', { personId, name: 'Tom' }, undefined, new Map([[personId, await wrappedKeyOf(personId)]])))!;
    expect(await vault.open([read.name as SealedValue, given.name as SealedValue])).toEqual(['Tom', 'Tom']);

    const newcomer = randomUUID();
    expect(await vault.sealEventWithExistingKey('PersonNamed', { personId: newcomer, name: 'Ann' })).toBeUndefined();
    expect(await vault.bytesCipher(newcomer)).toBeUndefined();
    expect(await vault.sealEventWithExistingKey('Other', { personId: newcomer })).toEqual({ personId: newcomer });
  });

  it('opens nothing of an erased person, though it opened their values before', async () => {
    const personId = await personWithKey();
    const sealed = (await vault.sealEvent('PersonNamed', { personId, name: 'Tom' })).name as SealedValue;
    expect(await vault.open([sealed])).toEqual(['Tom']);
    await vault.erase(personId);
    expect(await vault.open([sealed])).toEqual([null]);
  });
});

describe('PersonalDataVault.sealEvent', () => {
  it('makes one key for a person whose first values two transactions seal at once, and opens both', async () => {
    const personId = randomUUID();
    const sealedInFirst = signal();
    const first = testDb.db.transaction().execute(async (trx) => {
      const data = await vault.sealEvent('PersonNamed', { personId, name: 'Tom' }, trx);
      sealedInFirst.resolve();
      // Still uncommitted while the second looks for the key, finds none and makes one, which waits for this commit.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return data;
    });
    await sealedInFirst.promise;
    const second = testDb.db.transaction().execute((trx) => vault.sealEvent('PersonNamed', { personId, name: 'Thomas' }, trx));
    const sealed = await Promise.all([first, second]);
    expect(await testDb.db.selectFrom('personal_keys').select('person_id').where('person_id', '=', personId).execute()).toHaveLength(1);
    expect(await vault.open(sealed.map((data) => data.name as SealedValue))).toEqual(['Tom', 'Thomas']);
  });
});

describe('PersonalDataVault.sealValue', () => {
  it("seals a service's own value with the person's key (made on the first), opened until the key is erased", async () => {
    const personId = randomUUID();
    const sealed = await vault.sealValue(personId, { paragraphs: ['Tom was born in Dayton.'] });
    expect(JSON.stringify(sealed)).not.toContain('Dayton');
    expect(await vault.open([sealed])).toEqual([{ paragraphs: ['Tom was born in Dayton.'] }]);
    // The same key as the person's events.
    const named = (await vault.sealEvent('PersonNamed', { personId, name: 'Tom' })).name as SealedValue;
    expect(await vault.open([named])).toEqual(['Tom']);
    await vault.erase(personId);
    expect(await vault.open([sealed])).toEqual([null]);
  });
});
