import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { Messages } from '@app/contracts';
import { MutationForm } from '../ui/MutationForm';
import { useRequestPasswordResetMutation } from './accountApi';
import { LoginNameField } from './LoginNameField';
import { emailRules, isPhoneNumber } from './rules';
import { authText } from './texts';

interface RequestResetFormProps {
  submitText?: string;
  initialEmail?: string;
  /** Only an email, not a client's phone number (enterprise members use the address their administrator gave). */
  emailOnly?: boolean;
}

/**
 * Asks for a password-reset link (login's "forgot password" and the enterprise get-started screen) by login
 * name: an email, or a client's phone number, the link then coming by text message.
 */
export function RequestResetForm({ submitText = authText('sendResetLink'), initialEmail, emailOnly = false }: RequestResetFormProps) {
  const [requestReset, mutation] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo !== null) {
    return <Alert type="success" showIcon title={isPhoneNumber(sentTo) ? authText('resetTextSent') : Messages.resetEmailSent} />;
  }
  return (
    <MutationForm
      mutation={mutation}
      submitText={submitText}
      requiredMark={false}
      initialValues={{ email: initialEmail }}
      onSubmit={async ({ email }: { email: string }) => {
        await requestReset({ email: email.trim() }).unwrap();
        setSentTo(email.trim());
      }}
    >
      {emailOnly ? (
        <Form.Item label={authText('email')} name="email" rules={emailRules}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
      ) : (
        <LoginNameField />
      )}
    </MutationForm>
  );
}
