import { Alert, Button, Checkbox, Divider, Form, Input, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { errorText } from '../../app/errors';
import { useListClientsQuery } from '../myClients/clientsApi';
import { ErrorAlert } from '../ui/ErrorAlert';
import { toast } from '../ui/toast';
import { PageTitle, Panel } from '../ui/layout';
import { useOpenWithAccessToken } from '../ui/useOpenWithAccessToken';
import { useCancelSubscriptionMutation, useMySubscription } from '../mySubscription/subscriptionApi';
import { useCloseAccountMutation } from './accountApi';
import { required } from './rules';
import { CloseAccountMessages as M } from './closeAccountMessages';

interface CloseValues {
  password: string;
  understood: boolean;
}

/**
 * `/subscriber/closeAccount` (issue 36): what closing does to the subscriber's clients, subscription and account,
 * shown first; the export (`GET /api/account/export`) offered before; then, with the password and a confirmation,
 * the subscription canceled (when it would renew) and the account closed (`POST /api/account/close`).
 */
export function CloseAccountPage() {
  const navigate = useNavigate();
  const clients = useListClientsQuery({ offset: 0, limit: 1 });
  const subscription = useMySubscription().data;
  const [cancel] = useCancelSubscriptionMutation();
  const [close, closing] = useCloseAccountMutation();
  const [modal, modalHolder] = Modal.useModal();
  const openDownload = useOpenWithAccessToken((error) => toast.error(errorText(error)));

  const closeNow = async ({ password }: CloseValues) => {
    // Renewal stops first: an account closed with a subscription still renewing would go on being charged.
    if (subscription && subscription.isActive && subscription.stripeStatus !== 'canceled') await cancel({ subscriptionId: subscription.id }).unwrap();
    await close({ password }).unwrap();
    toast.success(M.closed);
    // The logout page forgets the session (it ended with the account) and says so.
    void navigate('/logout', { replace: true });
  };

  const confirm = (values: CloseValues) =>
    void modal.confirm({
      title: M.confirmTitle,
      content: M.confirm,
      okText: M.close,
      okButtonProps: { danger: true },
      onOk: () => closeNow(values).catch(() => undefined),
    });

  return (
    <Panel style={{ maxWidth: 640, margin: '24px auto' }}>
      {modalHolder}
      <PageTitle>{M.title}</PageTitle>
      <Typography.Paragraph strong>{M.whatHappens}</Typography.Paragraph>
      <ul>
        <li data-testid="close-clients">{clients.data ? M.clients(clients.data.total) : '…'}</li>
        <li>{M.subscription}</li>
        <li>{M.account}</li>
      </ul>
      <Alert type="warning" showIcon title={M.cannotUndo} style={{ marginBottom: 16 }} />
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {M.exportTitle}
      </Typography.Title>
      <Typography.Paragraph>{M.exportExplained}</Typography.Paragraph>
      <Button onClick={() => void openDownload('/api/account/export')}>{M.download}</Button>
      <Divider />
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {M.closeTitle}
      </Typography.Title>
      <Form<CloseValues> layout="vertical" requiredMark={false} onFinish={confirm}>
        <ErrorAlert error={closing.error} />
        <Form.Item label={M.password} name="password" rules={[required]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="understood" valuePropName="checked" rules={[{ validator: (_rule, value) => (value ? Promise.resolve() : Promise.reject(new Error(M.mustUnderstand))) }]}>
          <Checkbox>{M.understand}</Checkbox>
        </Form.Item>
        <Button danger type="primary" htmlType="submit" loading={closing.isLoading}>
          {M.close}
        </Button>
      </Form>
    </Panel>
  );
}
