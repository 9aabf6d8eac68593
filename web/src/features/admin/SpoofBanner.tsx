import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loggedOut, selectAuth, sessionStarted } from '../auth/authSlice';
import { adminText } from './texts';
import { spoofedBy, takeAdminSession } from './spoofSession';

/**
 * "You are acting as <user> · Stop" on every page while a site admin acts as someone (issue 36). Stop ends the
 * spoofed session and gives the admin theirs back (kept in this tab when Spoof began), on the user's editor;
 * without it (another tab, expired) the admin logs in again.
 */
export function SpoofBanner() {
  const auth = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (!spoofedBy(auth.jwtToken)) return null;

  const stop = () => {
    const actedAs = auth.id;
    const admin = takeAdminSession();
    if (admin) {
      dispatch(sessionStarted({ ...admin, requiresVerificationCode: false }));
      void navigate(`/applicationUser/${actedAs}`);
    } else {
      dispatch(loggedOut());
      void navigate('/login');
    }
  };

  return (
    <Alert
      banner
      type="warning"
      role="status"
      title={
        <span>
          <span>{adminText('actingAs', { name: auth.userName ?? '' })}</span> ·{' '}
          <Button type="link" size="small" onClick={stop} style={{ padding: 0 }}>
            {adminText('stopSpoofing')}
          </Button>
        </span>
      }
    />
  );
}
