import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Messages } from '@app/contracts';
import { ErrorAlert } from '../shell/ErrorAlert';
import { useRequestPasswordResetMutation } from './accountApi';
import { emailRules } from './rules';
import { AuthMessages as M } from './messages';

/** Asks for a password-reset link by email (login's "forgot password" and the enterprise get-started screen). */
export function RequestResetForm({ submitText = M.sendResetLink, initialEmail }: { submitText?: string; initialEmail?: string }) {
  const [requestReset, { isLoading, error }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  if (sent) return <Alert type="success" showIcon title={Messages.resetEmailSent} />;
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail }}
      onFinish={async ({ email }: { email: string }) => {
        try {
          await requestReset({ email: email.trim() }).unwrap();
          setSent(true);
        } catch {
          // shown below
        }
      }}
    >
      {error && <ErrorAlert error={error} />}
      <Form.Item label={M.email} name="email" rules={emailRules}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading} block>
        {submitText}
      </Button>
    </Form>
  );
}
