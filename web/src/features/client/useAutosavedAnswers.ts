import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerSet, Answers } from '@app/contracts';
import { useLazyGetAnswerSetQuery, useSaveAnswerSetMutation } from './formApi';
import { mergeAnswers } from './mergeAnswers';
import { unsavedAnswers, type UnsavedAnswers } from './unsavedAnswers';
import { currentLanguage } from '../../i18n/i18n';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed';

/** Typing pauses this long before the answers are sent (each change is on the device at once). */
export const AUTOSAVE_DELAY_MS = 1_500;

const statusOf = (error: unknown) => (typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined);

/**
 * A page's answers, saved as the client types: every change is first written to the device (IndexedDB),
 * then sent after a pause; on opening the page, answers the server never acknowledged come back from the
 * device and are sent. A 409 (saved elsewhere meanwhile) reloads the server's answers and keeps the
 * client's changes on top (`conflicted` tells the page to say so); any other failure keeps everything
 * on the device and is tried again when the network returns or on the next change.
 */
export function useAutosavedAnswers(answerSet: AnswerSet) {
  const { id } = answerSet;
  const [answers, setAnswers] = useState<Answers>(answerSet.answers);
  const [status, setStatus] = useState<SaveStatus>('saved');
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
      await unsavedAnswers.removeIfSent(id, sent);
      setStatus(pending.current ? 'unsaved' : 'saved');
      return pending.current === null;
    }
    if (statusOf(result.error) === 409) {
      const server = await loadAnswerSet(id).unwrap();
      const mine = pending.current ?? sent;
      const merged = mergeAnswers(server.answers, current.current, mine.changedKeys);
      version.current = server.concurrencyCheck;
      show(merged);
      pending.current = { ...mine, answers: merged, baseVersion: server.concurrencyCheck, savedAt: Date.now() };
      await unsavedAnswers.put(pending.current);
      setConflicted(true);
      return send();
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

  return { answers, change, saveNow, status, conflicted, dismissConflict: () => setConflicted(false) };
}
