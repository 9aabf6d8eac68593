import { Messages } from '@app/contracts';
import type { AppDispatch } from '../../app/store';
import { errorBodyOf, errorStatus } from '../../app/errors';
import { currentLanguage } from '../../i18n/i18n';
import { formApi } from './formApi';
import { mergeAnswers } from './mergeAnswers';
import { unsavedAnswers, type UnsavedAnswers } from './unsavedAnswers';

/** At Log Out, the answers waiting on the device are sent for this long before the client is signed out. */
export const LOG_OUT_SEND_MS = 5_000;

/**
 * Sends one page's answers the device kept (no page open to send them): against the version they were typed
 * on, and once saved elsewhere meanwhile, the server's answers with the client's changes on top (as the page
 * does); the device's copy goes once the server holds it. True once sent.
 */
async function sendKept(entry: UnsavedAnswers, dispatch: AppDispatch): Promise<boolean> {
  const save = (answers: UnsavedAnswers['answers'], concurrencyCheck: number) =>
    dispatch(formApi.endpoints.saveAnswerSet.initiate({ id: entry.answerSetId, answers, concurrencyCheck, language: currentLanguage() }));
  let result = await save(entry.answers, entry.baseVersion);
  if (errorStatus(result.error) === 409 && errorBodyOf(result.error)?.Details === Messages.editedSinceLoaded) {
    const read = dispatch(formApi.endpoints.getAnswerSet.initiate(entry.answerSetId, { forceRefetch: true }));
    const server = await read.unwrap().finally(() => read.unsubscribe());
    result = await save(mergeAnswers(server.answers, entry.answers, entry.changedKeys), server.concurrencyCheck);
  }
  if (!result.data) return false;
  await unsavedAnswers.removeIfSent(entry.answerSetId, entry);
  return true;
}

/** Sends every page's answers the device keeps for `ownerId`; how many are still kept after. */
export async function sendKeptAnswers(ownerId: string, dispatch: AppDispatch): Promise<number> {
  const kept = await unsavedAnswers.of(ownerId);
  const sent = await Promise.all(kept.map((entry) => unsavedAnswers.sending(entry.answerSetId, () => sendKept(entry, dispatch).catch(() => false))));
  return sent.filter((done) => !done).length;
}

/** `sendKeptAnswers` for at most `ms`: what could not be sent by then stays kept (sealed) on the device. */
export async function sendKeptAnswersWithin(ownerId: string, dispatch: AppDispatch, ms: number): Promise<number> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([sendKeptAnswers(ownerId, dispatch), timedOut]);
  clearTimeout(timer);
  return (await unsavedAnswers.of(ownerId)).length;
}
