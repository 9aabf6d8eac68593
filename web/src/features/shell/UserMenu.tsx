import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Roles } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { useGetApplicationUserQuery } from '../auth/accountApi';
import { selectAuth } from '../auth/authSlice';
import { useDisplayName } from './useDisplayName';
import { useShellTexts } from './texts';

/** A long name (an email) is cut so that the top bar fits a 360 px phone. */
const userNameStyle: CSSProperties = { display: 'inline-block', maxWidth: '34vw', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' };

const twoFactorOnStyle: CSSProperties = { marginInlineStart: 8, padding: '0 6px', borderRadius: 4, background: '#d9f7be', color: '#135200', fontSize: 12 };

/**
 * The user menu (spec 01 §2): Sign Up and Log In for visitors; Change Password, Notification Settings, Time Zone (issue
 * 36), Enable Two Factor Authentication (not for clients) and Log Out for a signed-in user, under the user's name.
 */
export function UserMenu() {
  const shell = useShellTexts();
  const auth = useAppSelector(selectAuth);
  const name = useDisplayName();
  const isClient = auth.roles.includes(Roles.Client);
  // The same record the name comes from (one request).
  const twoFactorOn = useGetApplicationUserQuery(auth.id ?? '', { skip: !auth.id }).data?.twoFactorEnabled ?? false;
  const items: MenuProps['items'] = auth.id
    ? [
        ...(isClient
          ? []
          : [
              { key: 'changePassword', label: <Link to="/changePassword">{shell('changePassword')}</Link> },
              { key: 'notificationSettings', label: <Link to="/notificationSettings">{shell('notificationSettings')}</Link> },
              { key: 'timeZone', label: <Link to="/timeZone">{shell('timeZone')}</Link> },
              {
                key: 'twoFactor',
                label: (
                  <Link to="/verifyPhonenumber">
                    {shell('enableTwoFactor')}
                    {twoFactorOn && <span style={twoFactorOnStyle}>{shell('on')}</span>}
                  </Link>
                ),
              },
            ]),
        { key: 'logout', label: <Link to="/logout">{shell('logOut')}</Link> },
      ]
    : [
        { key: 'signUp', label: <Link to="/subscribe">{shell('signUp')}</Link> },
        { key: 'login', label: <Link to="/login">{shell('logIn')}</Link> },
      ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" style={{ color: 'inherit' }} aria-label={auth.id ? shell('userMenuOf', { name: name ?? '' }) : shell('signUpOrLogIn')}>
        <span data-testid="user-name" style={userNameStyle}>
          {auth.id ? name : shell('signUpOrLogIn')}
        </span>{' '}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
