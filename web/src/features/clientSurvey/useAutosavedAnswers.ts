import { useCallback, useEffect, useRef, useState } from 'react';
import { Messages, type AnswerSet, type Answers } from '@app/contracts';
import { errorBodyOf, errorStatus } from '../../app/errors';
import { useLazyGetAnswerSetQuery, useSaveAnswerSetMutation } from './formApi';
import { mergeAnswers, showsOtherAnswers } from './mergeAnswers';
import { unsavedAnswers, type UnsavedAnswers } from './unsavedAnswers';
import { currentLanguage } from '../../i18n/i18n';

/** `refused`: the server said no to the answers themselves (a completed questionnaire, one checked out): sending them again changes nothing. */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed' | 'refused';

/** What a page shows and does with its answers, wherever they are kept. */
export interface PageAnswers {
  answers: Answers;
  change: (key: string, value: string | null) => void;
  /** Sends what is unsent; true once it is kept. */
  saveNow: () => Promise<boolean>;
  status: SaveStatus;
  /** The server's answer when it refused the answers (`status` refused). */
  refusal?: unknown;
  conflicted: boolean;
  dismissConflict: () => void;
}

/** Typing pauses this long before the answers are sent (each change is on the device at once). */
export const AUTOSAVE_DELAY_MS = 1_500;

/** A 409 for a version the page is behind on (saved elsewhere meanwhile), not one refusing the answers. */
const isSavedElsewhere = (error: unknown) => errorStatus(error) === 409 && errorBodyOf(error)?.Details === Messages.editedSinceLoaded;

/** Refused for what was sent, not for a passing reason (a lost signal, a busy or failing service): trying again changes nothing. */
const isRefusal = (error: unknown) => {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

/**
 * A page's answers, saved as the client types: every change is first written to the device (IndexedDB),
 * then sent after a pause; on opening the page, answers the server never acknowledged come back from the
 * device and are sent. A 409 (saved elsewhere meanwhile) reloads the server's answers and keeps the
 * client's changes on top (`conflicted` tells the page when that shows answers given elsewhere); a
 * refusal (a completed questionnaire) is shown as one and not sent again; any other failure keeps
 * everything on the device and is tried again when the network returns or on the next change.
 */
export function useAutosavedAnswers(answerSet: AnswerSet): PageAnswers {
  const { id } = answerSet;
  const [answers, setAnswers] = useState<Answers>(answerSet.answers);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [refusal, setRefusal] = useState<unknown>(undefined);
  const [conflicted, setConflicted] = useState(false);
  const current = useRef(answerSet.answers);
  const version = useRef(answerSet.concurrencyCheck);
  const pending = useRef<UnsavedAnswers | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [save] = useSaveAnswerSetMutation();
  const [loadAnswerSet] = useLazyGetAnswerSetQuery();

  const show = useCallback((next: Answers) => {
    current.current = next;
    setAnswers(next);
  }, []);

  const send = useCallback(async (): Promise<boolean> => {
    const sent = pending.current;
    if (!sent) return true;
    setStatus('saving');
    const result = await save({ id, answers: sent.answers, concurrencyCheck: version.current, language: currentLanguage() });
    if (result.data) {
      version.current = result.data.concurrencyCheck;
      if (pending.current === sent) pending.current = null;
      else if (pending.current) {
        // Typed while this save was on its way: those changes now stand on the version this device saved,
        // so that sent after a reload they meet no conflict of the device's own making.
        pending.current = { ...pending.current, baseVersion: version.current };
        void unsavedAnswers.put(pending.current);
      }
      await unsavedAnswers.removeIfSent(id, sent);
      setStatus(pending.current ? 'unsaved' : 'saved');
      return pending.current === null;
    }
    if (isSavedElsewhere(result.error)) {
      const server = await loadAnswerSet(id).unwrap();
      const mine = pending.current ?? sent;
      const merged = mergeAnswers(server.answers, current.current, mine.changedKeys);
      version.current = server.concurrencyCheck;
      // Only another device's answers are news: the server may hold this device's own earlier save.
      if (showsOtherAnswers(merged, current.current)) setConflicted(true);
      show(merged);
      pending.current = { ...mine, answers: merged, baseVersion: server.concurrencyCheck, savedAt: Date.now() };
      await unsavedAnswers.put(pending.current);
      return send();
    }
    if (isRefusal(result.error)) {
      setRefusal(result.error);
      setStatus('refused');
      return false;
    }
    setStatus('failed');
    return false;
  }, [id, save, loadAnswerSet, show]);

  /** Sends what is unsent now (one save at a time); true once the server holds every change. */
  const saveNow = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    if (!pending.current) return true;
    inFlight.current = send().finally(() => (inFlight.current = null));
    return inFlight.current;
  }, [send]);

  const change = useCallback(
    (key: string, value: string | null) => {
      const next = { ...current.current, [key]: value };
      show(next);
      const changedKeys = [...new Set([...(pending.current?.changedKeys ?? []), key])];
      pending.current = { answerSetId: id, answers: next, changedKeys, baseVersion: version.current, savedAt: Date.now() };
      void unsavedAnswers.put(pending.current);
      setStatus('unsaved');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    },
    [id, show, saveNow],
  );

  // Answers left on the device by an earlier visit (a closed tab, no signal) come back and are sent.
  useEffect(() => {
    let live = true;
    void unsavedAnswers.get(id).then((entry) => {
      if (!live || !entry) return;
      // Sent against the version it was typed on: if the server moved on meanwhile, the 409 merges.
      version.current = entry.baseVersion;
      pending.current = entry;
      show(entry.answers);
      setStatus('unsaved');
      void saveNow();
    });
    const online = () => void saveNow();
    window.addEventListener('online', online);
    return () => {
      live = false;
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [id, show, saveNow]);

  return { answers, change, saveNow, status, refusal, conflicted, dismissConflict: () => setConflicted(false) };
}
