import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupporterLandingData } from '@app/contracts';
import { letterDraftOnDevice, type LetterDraft } from './letterDraft';
import { useSubmitLetterMutation } from './supporterApi';

export type DraftStatus = 'saved' | 'unsaved' | 'saving' | 'failed';

/** Typing pauses this long before the draft is saved (each change is on the device at once). */
export const DRAFT_SAVE_DELAY_MS = 3_000;
/**
 * Drafts are saved at most this often: the submit counts against the link's lookups per address (100 in
 * 15 minutes by default), and a long letter is typed with many pauses.
 */
export const DRAFT_SAVE_INTERVAL_MS = 15_000;

const same = (a: LetterDraft, b: LetterDraft) => a.supportText === b.supportText && a.signatureName === b.signatureName;

/**
 * The letter as the supporter writes it, saved as a draft while they type (so that they can come back by
 * the same link) and kept on the device until the server holds it; a draft the server never got (a closed
 * tab, no signal) comes back from the device and is saved.
 */
export function useLetterDraft(shortCode: string, data: SupporterLandingData) {
  const server: LetterDraft = { supportText: data.supportText ?? '', signatureName: data.signatureName ?? '' };
  const [draft, setDraft] = useState<LetterDraft>(() => (!data.isComplete && letterDraftOnDevice.get(shortCode)) || server);
  const [status, setStatus] = useState<DraftStatus>(() => (same(draft, server) ? 'saved' : 'unsaved'));
  const [submit] = useSubmitLetterMutation();
  const current = useRef(draft);
  const lastSaved = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const saveDraft = useCallback(async () => {
    clearTimeout(timer.current);
    const sent = current.current;
    setStatus('saving');
    lastSaved.current = Date.now();
    const result = await submit({ shortCode, supportText: sent.supportText, signatureName: sent.signatureName, isComplete: false, eSignConsent: false });
    const unchanged = same(current.current, sent);
    if (result.data && unchanged) letterDraftOnDevice.remove(shortCode);
    setStatus(result.error ? 'failed' : unchanged ? 'saved' : 'unsaved');
  }, [shortCode, submit]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    const wait = Math.max(DRAFT_SAVE_DELAY_MS, lastSaved.current + DRAFT_SAVE_INTERVAL_MS - Date.now());
    timer.current = setTimeout(() => void saveDraft(), wait);
  }, [saveDraft]);

  const change = useCallback(
    (field: keyof LetterDraft, value: string) => {
      current.current = { ...current.current, [field]: value };
      setDraft(current.current);
      letterDraftOnDevice.put(shortCode, current.current);
      setStatus('unsaved');
      schedule();
    },
    [shortCode, schedule],
  );

  /** Signs and sends the letter: null once the server holds it, else the call's error. */
  const sign = useCallback(async (): Promise<unknown> => {
    clearTimeout(timer.current);
    const sent = current.current;
    const result = await submit({ shortCode, supportText: sent.supportText, signatureName: sent.signatureName, isComplete: true, eSignConsent: true });
    if (result.error) return result.error;
    letterDraftOnDevice.remove(shortCode);
    setStatus('saved');
    return null;
  }, [shortCode, submit]);

  // A draft left on the device (by an earlier visit, or while the network was gone) is saved on opening
  // the page and when the network returns.
  useEffect(() => {
    const saveLeftOver = () => void (letterDraftOnDevice.get(shortCode) && !data.isComplete && saveDraft());
    saveLeftOver();
    window.addEventListener('online', saveLeftOver);
    return () => window.removeEventListener('online', saveLeftOver);
  }, [shortCode, data.isComplete, saveDraft]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { draft, change, status, sign };
}
