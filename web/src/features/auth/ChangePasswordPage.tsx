import { Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { Messages } from '@app/contracts';
import { MutationForm } from '../shell/MutationForm';
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
  const [changePassword, mutation] = useChangePasswordMutation();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <AuthCard title={M.changePassword}>
      <MutationForm
        mutation={mutation}
        submitText={M.changePassword}
        onSubmit={async ({ oldPassword, newPassword }: Values) => {
          await changePassword({ oldPassword, newPassword }).unwrap();
          toast.success(Messages.passwordChanged);
          navigate('/');
        }}
      >
        <Form.Item label={M.currentPassword} name="oldPassword" rules={existingPasswordRules} required>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" label={M.newPassword} confirmLabel={M.confirmNewPassword} />
      </MutationForm>
    </AuthCard>
  );
}
