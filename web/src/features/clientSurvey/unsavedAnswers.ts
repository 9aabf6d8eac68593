import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Answers } from '@app/contracts';
import { loadStoredAuth } from '../auth/authSlice';
import { newSealingKey, seal, unseal, type Sealed } from '../offline/sealing';

/** A page's answers the server has not acknowledged yet: every change lands here before it is sent. */
export interface UnsavedAnswers {
  answerSetId: string;
  /** The page's answers as the client left them (the whole page, not only the changes). */
  answers: Answers;
  /** The keys changed since the answer set's version `baseVersion` (kept over the server's on a conflict). */
  changedKeys: string[];
  baseVersion: number;
  savedAt: number;
}

/** An entry as kept: sealed, with the account signed in when it was typed (whose sign-in sends it) beside it. */
interface StoredUnsaved extends Sealed {
  answerSetId: string;
  savedAt: number;
  ownerId: string | null;
}

interface UnsavedDb extends DBSchema {
  sealed: { key: string; value: StoredUnsaved };
  deviceKey: { key: string; value: { id: string; key: CryptoKey } };
  /** Version 1's entries, in plain text: sealed and removed when the store is first opened. */
  unsaved: { key: string; value: UnsavedAnswers };
}

const DB_NAME = 'mitigation-survey-answers';
const DEVICE_KEY_ID = 'device';
let opened: Promise<IDBPDatabase<UnsavedDb>> | undefined;
let deviceKey: Promise<CryptoKey> | undefined;

function db(): Promise<IDBPDatabase<UnsavedDb>> {
  opened ??= openDB<UnsavedDb>(DB_NAME, 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) database.createObjectStore('unsaved', { keyPath: 'answerSetId' });
      if (oldVersion < 2) {
        database.createObjectStore('sealed', { keyPath: 'answerSetId' });
        database.createObjectStore('deviceKey', { keyPath: 'id' });
      }
    },
  }).then(async (database) => {
    await sealPlainEntries(database, await keyIn(database));
    return database;
  });
  return opened;
}

/** The device's one sealing key, made on first use (another tab may make it first: then theirs). */
function keyIn(database: IDBPDatabase<UnsavedDb>): Promise<CryptoKey> {
  deviceKey ??= (async () => {
    const kept = await database.get('deviceKey', DEVICE_KEY_ID);
    if (kept) return kept.key;
    await database.add('deviceKey', { id: DEVICE_KEY_ID, key: await newSealingKey() }).catch(() => undefined);
    return (await database.get('deviceKey', DEVICE_KEY_ID))!.key;
  })();
  return deviceKey;
}

const key = async () => keyIn(await db());

async function sealed(entry: UnsavedAnswers, ownerId: string | null, sealingKey: CryptoKey): Promise<StoredUnsaved> {
  return { answerSetId: entry.answerSetId, savedAt: entry.savedAt, ownerId, ...(await seal(sealingKey, entry)) };
}

const opening = async (stored: StoredUnsaved) => unseal<UnsavedAnswers>(await key(), stored);

/** Entries an earlier version left in plain text: sealed (their owner unknown: the page sends them), then gone. */
async function sealPlainEntries(database: IDBPDatabase<UnsavedDb>, sealingKey: CryptoKey): Promise<void> {
  for (const entry of await database.getAll('unsaved')) {
    await database.put('sealed', await sealed(entry, null, sealingKey));
    await database.delete('unsaved', entry.answerSetId);
  }
}

/** Writes in this context, one after another: a change typed after another is never overwritten by it. */
let writes: Promise<unknown> = Promise.resolve();
const inTurn = <Result>(write: () => Promise<Result>): Promise<Result> => {
  const next = writes.then(write);
  writes = next.catch(() => undefined);
  return next;
};

/** An entry's sending now under way, by answer set: the page waits for it before it reads the entry. */
const sending = new Map<string, Promise<unknown>>();

/**
 * The device's copy of unsent answers (IndexedDB), so that a closed tab, a dead battery, a lost signal or a
 * Log Out loses nothing: written on every change, read back when the page opens again (or sent at the
 * owner's next sign-in), removed once saved. Sealed whatever happens (./../offline/sealing): nothing of what
 * a client typed is readable in the browser's storage, on a phone clients share.
 */
export const unsavedAnswers = {
  async get(answerSetId: string): Promise<UnsavedAnswers | undefined> {
    await sending.get(answerSetId);
    await writes;
    const stored = await (await db()).get('sealed', answerSetId);
    return stored && opening(stored);
  },
  /** Keeps `entry` as the answers of the account signed in now. */
  put(entry: UnsavedAnswers): Promise<void> {
    const ownerId = loadStoredAuth().id;
    return inTurn(async () => void (await (await db()).put('sealed', await sealed(entry, ownerId, await key()))));
  },
  /** Removes the entry if it is still the one that was sent (a change typed meanwhile stays). */
  removeIfSent(answerSetId: string, sent: UnsavedAnswers): Promise<void> {
    return inTurn(async () => {
      const transaction = (await db()).transaction('sealed', 'readwrite');
      const current = await transaction.store.get(answerSetId);
      if (current && current.savedAt === sent.savedAt) await transaction.store.delete(answerSetId);
      await transaction.done;
    });
  },
  /** The entries typed while `ownerId` was signed in, once every write under way has landed. */
  async of(ownerId: string): Promise<UnsavedAnswers[]> {
    await writes;
    const all = await (await db()).getAll('sealed');
    return Promise.all(all.filter((stored) => stored.ownerId === ownerId).map(opening));
  },
  /** Sends an entry (`send`); meanwhile the page that would send it too waits (`get`). */
  sending<Result>(answerSetId: string, send: () => Promise<Result>): Promise<Result> {
    const sent = send().finally(() => sending.delete(answerSetId));
    sending.set(
      answerSetId,
      sent.catch(() => undefined),
    );
    return sent;
  },
};
