import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { Messages } from '@app/contracts';
import { ErrorAlert } from '../shell/ErrorAlert';
import { useToast } from '../shell/toast';
import { useChangePasswordMutation } from './accountApi';
import { AuthCard } from './AuthCard';
import { existingPasswordRules } from './rules';
import { NewPasswordFields } from './NewPasswordFields';
import { AuthMessages as M } from './messages';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** /changePassword: current password, new password and its confirmation. */
export function ChangePasswordPage() {
  const [changePassword, { isLoading, error }] = useChangePasswordMutation();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <AuthCard title={M.changePassword}>
      <Form
        layout="vertical"
        onFinish={async ({ oldPassword, newPassword }: Values) => {
          try {
            await changePassword({ oldPassword, newPassword }).unwrap();
            toast.success(Messages.passwordChanged);
            navigate('/');
          } catch {
            // shown below
          }
        }}
      >
        {error && <ErrorAlert error={error} />}
        <Form.Item label={M.currentPassword} name="oldPassword" rules={existingPasswordRules} required>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" label={M.newPassword} confirmLabel={M.confirmNewPassword} />
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          {M.changePassword}
        </Button>
      </Form>
    </AuthCard>
  );
}
