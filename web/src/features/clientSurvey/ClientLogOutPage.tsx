import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useTexts } from '../../i18n/i18n';
import { loggedOut, selectAuth } from '../auth/authSlice';
import { Alert, PageTitle, Panel } from '../clientShell/controls';
import { LOG_OUT_SEND_MS, sendKeptAnswersWithin } from './keptAnswers';

/** The client's Log Out, in the client's app. */
export const CLIENT_LOG_OUT_PATH = '/client/logout';

/**
 * `/client/logout` (issue 33): clients share phones, so before the session ends the answers waiting on the
 * device are sent (for a few seconds at most); what could not be sent stays there sealed, sent at the
 * client's next sign-in here, and the screen says which.
 */
export function ClientLogOutPage() {
  const t = useTexts('common');
  const dispatch = useAppDispatch();
  const { id } = useAppSelector(selectAuth);
  const signedIn = useRef(id);
  const [kept, setKept] = useState<number | null>(null);
  useEffect(() => {
    const ownerId = signedIn.current;
    // A device whose store cannot be opened kept nothing either.
    const sending = ownerId ? sendKeptAnswersWithin(ownerId, dispatch, LOG_OUT_SEND_MS).catch(() => 0) : Promise.resolve(0);
    void sending.then((left) => {
      dispatch(loggedOut());
      setKept(left);
    });
  }, [dispatch]);
  if (kept === null) {
    return (
      <div className="cs-narrow">
        <Alert type="info" title={t('loggingOut')} heading />
      </div>
    );
  }
  return (
    <Panel size="narrow">
      <PageTitle>{t('loggedOut')}</PageTitle>
      {kept > 0 ? <Alert type="warning" title={t('answersKept')} /> : <Alert type="success" title={t('answersAllSent')} />}
    </Panel>
  );
}
