import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Answers } from '@app/contracts';

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

interface UnsavedDb extends DBSchema {
  unsaved: { key: string; value: UnsavedAnswers };
}

const DB_NAME = 'mitigation-survey-answers';
let opened: Promise<IDBPDatabase<UnsavedDb>> | undefined;

function db(): Promise<IDBPDatabase<UnsavedDb>> {
  opened ??= openDB<UnsavedDb>(DB_NAME, 1, { upgrade: (database) => void database.createObjectStore('unsaved', { keyPath: 'answerSetId' }) });
  return opened;
}

/**
 * The device's copy of unsent answers (IndexedDB), so that a closed tab, a dead battery or a lost signal
 * loses nothing: written on every change, read back when the page opens again, removed once saved.
 */
export const unsavedAnswers = {
  async get(answerSetId: string): Promise<UnsavedAnswers | undefined> {
    return (await db()).get('unsaved', answerSetId);
  },
  async put(entry: UnsavedAnswers): Promise<void> {
    await (await db()).put('unsaved', entry);
  },
  /** Removes the entry if it is still the one that was sent (a change typed meanwhile stays). */
  async removeIfSent(answerSetId: string, sent: UnsavedAnswers): Promise<void> {
    const database = await db();
    const transaction = database.transaction('unsaved', 'readwrite');
    const current = await transaction.store.get(answerSetId);
    if (current && current.savedAt === sent.savedAt) await transaction.store.delete(answerSetId);
    await transaction.done;
  },
};
