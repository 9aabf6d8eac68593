import { useEffect } from 'react';
import { Messages } from '@app/contracts';
import { useAppDispatch } from '../../app/hooks';
import { CheckCircleOutlined } from '@ant-design/icons';
import { LinkButton } from '../ui/LinkButton';
import { Notice } from '../shell/NoAccess';
import { loggedOut } from './authSlice';
import { authText } from './texts';

/** /logout: forgets the stored token, username, id and roles (and every cached answer). */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(loggedOut());
  }, [dispatch]);
  return (
    <Notice
      icon={<CheckCircleOutlined style={{ color: '#52c41a' }} />}
      title={Messages.loggedOut}
      action={
        <LinkButton type="primary" to="/">
          {authText('continue')}
        </LinkButton>
      }
    />
  );
}
