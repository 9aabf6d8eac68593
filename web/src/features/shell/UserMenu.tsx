import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { Roles } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { useDisplayName } from './useDisplayName';

/**
 * The user menu (spec 01 §2): Sign Up and Log In for visitors; Change Password, Enable Two Factor
 * Authentication (not for clients) and Log Out for a signed-in user, under the user's name.
 */
export function UserMenu() {
  const auth = useAppSelector(selectAuth);
  const name = useDisplayName();
  const isClient = auth.roles.includes(Roles.Client);
  const items: MenuProps['items'] = auth.id
    ? [
        ...(isClient
          ? []
          : [
              { key: 'changePassword', label: <Link to="/changePassword">Change Password</Link> },
              { key: 'twoFactor', label: <Link to="/verifyPhonenumber">Enable Two Factor Authentication</Link> },
            ]),
        { key: 'logout', label: <Link to="/logout">Log Out</Link> },
      ]
    : [
        { key: 'signUp', label: <Link to="/subscribe">Sign Up</Link> },
        { key: 'login', label: <Link to="/login">Log In</Link> },
      ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" style={{ color: 'inherit' }} aria-label={auth.id ? `User menu of ${name}` : 'User menu'}>
        <span data-testid="user-name">{auth.id ? name : 'Sign Up or Log In'}</span> <DownOutlined />
      </Button>
    </Dropdown>
  );
}
