import { Alert, Button, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { loginPathFor } from '../auth/SignedIn';
import { selectAuth } from '../auth/authSlice';
import { LinkButton } from '../ui/LinkButton';
import { PageTitle, Panel } from '../ui/layout';
import { offlineText } from './texts';
import { runOfflineAction } from './offlineChannel';

type CheckInState = { kind: 'working' } | { kind: 'done' } | { kind: 'waitingForNetwork' } | { kind: 'loginNeeded' } | { kind: 'failed'; message: string };

/**
 * `/subscriber/client/{id}/checkIn` (spec 02 §2): sends the device's answers through the offline worker at
 * once, and again whenever the network returns or Sync now is pressed, until the server acknowledges them
 * (the check-in is idempotent, so a repeat after a lost answer changes nothing). An expired session asks
 * for a login; the answers stay on the device meanwhile.
 */
export function CheckInPage() {
  const { id: clientId = '' } = useParams();
  const location = useLocation();
  const { jwtToken } = useAppSelector(selectAuth);
  const [state, setState] = useState<CheckInState>({ kind: 'working' });
  const busy = useRef(false);

  /** Sends the answers once, unless a send is under way; the state shows its outcome. */
  const send = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    void runOfflineAction({ action: 'checkIn', clientId, token: jwtToken ?? '' }).then((result) => {
      busy.current = false;
      if (result.ok) setState({ kind: 'done' });
      else if (result.status === 0) setState({ kind: 'waitingForNetwork' });
      else if (result.status === 401) setState({ kind: 'loginNeeded' });
      else setState({ kind: 'failed', message: result.message });
    });
  }, [clientId, jwtToken]);

  const checkIn = useCallback(() => {
    if (!busy.current) setState({ kind: 'working' });
    send();
  }, [send]);

  useEffect(() => {
    send(); // the state starts as working
    window.addEventListener('online', checkIn);
    return () => window.removeEventListener('online', checkIn);
  }, [send, checkIn]);

  return (
    <Panel style={{ maxWidth: 640, margin: '0 auto' }}>
      <PageTitle>{offlineText('checkInTitle')}</PageTitle>
      <p>{offlineText('checkInIntro')}</p>
      <div aria-live="polite">
        {state.kind === 'working' && <Alert type="info" showIcon title={offlineText('checkingIn')} />}
        {state.kind === 'done' && <Alert type="success" showIcon title={offlineText('checkedIn')} />}
        {state.kind === 'waitingForNetwork' && <Alert type="warning" showIcon title={offlineText('waitingForNetwork')} />}
        {state.kind === 'loginNeeded' && <Alert type="warning" showIcon title={offlineText('sessionExpired')} />}
        {state.kind === 'failed' && <Alert type="error" showIcon role="alert" title={state.message} />}
      </div>
      <Space wrap style={{ marginTop: 16 }}>
        {(state.kind === 'waitingForNetwork' || state.kind === 'failed') && (
          <Button type="primary" size="large" onClick={checkIn}>
            {offlineText('syncNow')}
          </Button>
        )}
        {state.kind === 'loginNeeded' && (
          <LinkButton type="primary" size="large" to={loginPathFor(location.pathname)}>
            {offlineText('logIn')}
          </LinkButton>
        )}
        <LinkButton size="large" to="/">
          {offlineText('backToDashboard')}
        </LinkButton>
      </Space>
    </Panel>
  );
}
