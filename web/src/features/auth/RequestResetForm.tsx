import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { Messages } from '@app/contracts';
import { MutationForm } from '../shell/MutationForm';
import { useRequestPasswordResetMutation } from './accountApi';
import { emailRules } from './rules';
import { AuthMessages as M } from './messages';

/** Asks for a password-reset link by email (login's "forgot password" and the enterprise get-started screen). */
export function RequestResetForm({ submitText = M.sendResetLink, initialEmail }: { submitText?: string; initialEmail?: string }) {
  const [requestReset, mutation] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  if (sent) return <Alert type="success" showIcon title={Messages.resetEmailSent} />;
  return (
    <MutationForm
      mutation={mutation}
      submitText={submitText}
      requiredMark={false}
      initialValues={{ email: initialEmail }}
      onSubmit={async ({ email }: { email: string }) => {
        await requestReset({ email: email.trim() }).unwrap();
        setSent(true);
      }}
    >
      <Form.Item label={M.email} name="email" rules={emailRules}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
    </MutationForm>
  );
}
