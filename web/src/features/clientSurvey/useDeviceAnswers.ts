import { useCallback, useRef, useState } from 'react';
import type { AnswerSet, Answers } from '@app/contracts';
import { deviceCheckouts } from '../offline/deviceCheckouts';
import type { SaveStatus } from './useAutosavedAnswers';
import { currentLanguage } from '../../i18n/i18n';

/**
 * A page's answers while its client is checked out to this device: every change is written (sealed) to
 * the device at once, in order; nothing goes to the server until the check-in.
 */
export function useDeviceAnswers(formId: string, answerSet: AnswerSet) {
  const [answers, setAnswers] = useState<Answers>(answerSet.answers);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const current = useRef(answerSet.answers);
  const writes = useRef<Promise<boolean>>(Promise.resolve(true));

  const change = useCallback(
    (key: string, value: string | null) => {
      const next = { ...current.current, [key]: value };
      current.current = next;
      setAnswers(next);
      setStatus('saving');
      writes.current = writes.current.then(() =>
        deviceCheckouts.saveAnswers(formId, answerSet.id, next, currentLanguage()).then(
          () => {
            if (current.current === next) setStatus('saved');
            return true;
          },
          () => {
            setStatus('failed');
            return false;
          },
        ),
      );
    },
    [formId, answerSet.id],
  );

  const saveNow = useCallback(() => writes.current, []);

  return { answers, change, saveNow, status, conflicted: false, dismissConflict: () => undefined };
}
