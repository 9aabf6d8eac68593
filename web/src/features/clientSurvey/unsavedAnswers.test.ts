import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { storedPlainly } from '../../../test/device-storage';
import { unsavedAnswers, type UnsavedAnswers } from './unsavedAnswers';

const typed: UnsavedAnswers = {
  answerSetId: 'cccccccc-0000-4000-8000-000000000001',
  answers: { story: 'We lived above the bakery on Fifth Street.' },
  changedKeys: ['story'],
  baseVersion: 3,
  savedAt: 1,
};

describe('the answers a phone keeps until the server has them', () => {
  it('seals what an earlier version kept in plain text, and loses none of it', async () => {
    // What the store held before issue 33: its first version, each entry in plain text.
    const before = await openDB('mitigation-survey-answers', 1, { upgrade: (database) => void database.createObjectStore('unsaved', { keyPath: 'answerSetId' }) });
    await before.put('unsaved', typed);
    before.close();

    expect(await unsavedAnswers.get(typed.answerSetId)).toEqual(typed);
    expect(await storedPlainly('We lived above the bakery')).toEqual([]);
  });

  it('keeps each change sealed, the last one typed winning', async () => {
    const answerSetId = 'cccccccc-0000-4000-8000-000000000002';
    const first = { ...typed, answerSetId, answers: { story: 'Dayton' }, savedAt: 2 };
    const second = { ...first, answers: { story: 'Dayton, then Toledo' }, savedAt: 3 };
    void unsavedAnswers.put(first);
    await unsavedAnswers.put(second);
    expect(await unsavedAnswers.get(answerSetId)).toEqual(second);
    expect(await storedPlainly('Dayton')).toEqual([]);
    await unsavedAnswers.removeIfSent(answerSetId, first);
    expect(await unsavedAnswers.get(answerSetId)).toEqual(second);
    await unsavedAnswers.removeIfSent(answerSetId, second);
    expect(await unsavedAnswers.get(answerSetId)).toBeUndefined();
  });
});
