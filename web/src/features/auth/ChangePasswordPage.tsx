import { Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { Messages } from '@app/contracts';
import { MutationForm } from '../ui/MutationForm';
import { useToast } from '../ui/toast';
import { useChangePasswordMutation } from './accountApi';
import { AuthCard } from './AuthCard';
import { existingPasswordRules } from './rules';
import { NewPasswordFields } from './NewPasswordFields';
import { authText } from './texts';

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
    <AuthCard title={authText('changePassword')}>
      <MutationForm
        mutation={mutation}
        submitText={authText('changePassword')}
        onSubmit={async ({ oldPassword, newPassword }: Values) => {
          await changePassword({ oldPassword, newPassword }).unwrap();
          toast.success(Messages.passwordChanged);
          await navigate('/');
        }}
      >
        <Form.Item label={authText('currentPassword')} name="oldPassword" rules={existingPasswordRules} required>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" label={authText('newPassword')} confirmLabel={authText('confirmNewPassword')} />
      </MutationForm>
    </AuthCard>
  );
}
