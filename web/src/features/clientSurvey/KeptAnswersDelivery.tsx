import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Roles } from '@app/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useTexts } from '../../i18n/i18n';
import { selectAuth } from '../auth/authSlice';
import { Alert } from '../clientShell/controls';
import { LOG_OUT_SEND_MS, sendKeptAnswersWithin } from './keptAnswers';
import { unsavedAnswers } from './unsavedAnswers';

type Delivery = 'none' | 'sending' | 'sent';

/**
 * When a client signs in here (on the landing), the answers they left on this device (sealed at a Log Out that
 * could not send them, issue 33) are sent first, for a few seconds at most, before their screens open: a page
 * opened meanwhile would show the server's older answers. What still cannot be sent stays on the device, and
 * its page sends it when opened.
 */
export function KeptAnswersDelivery({ children }: { children: ReactNode }) {
  const t = useTexts('common');
  const dispatch = useAppDispatch();
  const { id, roles } = useAppSelector(selectAuth);
  const isClient = roles.includes(Roles.Client);
  const before = useRef(id);
  const [delivery, setDelivery] = useState<Delivery>('none');
  useEffect(() => {
    const signedInNow = before.current === null && id !== null && isClient;
    before.current = id;
    if (!signedInNow) return;
    void unsavedAnswers
      .of(id)
      .then(async (kept) => {
        if (kept.length === 0) return;
        setDelivery('sending');
        const left = await sendKeptAnswersWithin(id, dispatch, LOG_OUT_SEND_MS);
        setDelivery(left < kept.length ? 'sent' : 'none');
      })
      .catch(() => setDelivery('none'));
  }, [id, isClient, dispatch]);
  if (delivery === 'sending') return <Alert type="info" title={t('sendingKeptAnswers')} />;
  return (
    <>
      {delivery === 'sent' && <Alert type="success" title={t('keptAnswersSent')} onClose={() => setDelivery('none')} />}
      {children}
    </>
  );
}
