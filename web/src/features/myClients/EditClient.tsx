import { Button, Divider, Form, Modal, Typography } from 'antd';
import type { Client } from '@app/contracts';
import { errorBodyOf, errorText } from '../../app/errors';
import { toast } from '../ui/toast';
import { useResendInvitationMutation, useUpdateClientMutation } from './clientsApi';
import { providedName } from './clientView';
import { ClientContactFields } from './ClientContactFields';
import { editClientText } from './texts';

interface ContactValues {
  firstName: string;
  lastName: string;
  email?: string | null;
  phoneNumber?: string | null;
  useEmail: boolean;
  useSms: boolean;
}

/** The channels as the invitation chose them; a client from before they were answered: those with a contact. */
const initialValuesOf = (client: Client): ContactValues => ({
  firstName: client.applicationUser.firstName ?? '',
  lastName: client.applicationUser.lastName ?? '',
  email: client.applicationUser.email,
  phoneNumber: client.applicationUser.phoneNumber,
  useEmail: client.useEmail ?? client.applicationUser.email !== null,
  useSms: client.useSms ?? client.applicationUser.phoneNumber !== null,
});

/**
 * On the Manage tab (issue 36): the attorney corrects the client's name, email, phone and channels with the
 * invitation's rules (spec 02 §5), and resends the invitation with a new link after a confirmation. Nothing
 * the client answered is touched.
 */
export function EditClient({ client }: { client: Client }) {
  const [form] = Form.useForm<ContactValues>();
  const [update, updating] = useUpdateClientMutation();
  const [resend, resending] = useResendInvitationMutation();
  const [modal, modalHolder] = Modal.useModal();

  const save = async (values: ContactValues) => {
    try {
      await update({ clientId: client.id, ...values, email: values.email?.trim() || null, phoneNumber: values.phoneNumber?.trim() || null }).unwrap();
      toast.success(editClientText('corrected'));
    } catch (error) {
      const body = errorBodyOf(error);
      toast.titledError(editClientText('errorSaving'), [errorText(error), ...(body?.SubErrors ?? [])].join('\n'));
    }
  };

  const confirmResend = () =>
    void modal.confirm({
      title: editClientText('confirmResendTitle'),
      content: editClientText('confirmResend', { name: providedName(client) }),
      okText: editClientText('resend'),
      onOk: async () => {
        try {
          await resend(client.id).unwrap();
          toast.success(editClientText('resent'));
        } catch (error) {
          toast.error(errorText(error));
        }
      },
    });

  return (
    <div>
      {modalHolder}
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {editClientText('correctClient')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{editClientText('correctExplained')}</Typography.Paragraph>
      <Form<ContactValues> form={form} layout="vertical" initialValues={initialValuesOf(client)} onFinish={(values) => void save(values)} style={{ maxWidth: 640 }}>
        <ClientContactFields />
        <Button type="primary" htmlType="submit" loading={updating.isLoading}>
          {editClientText('saveCorrections')}
        </Button>
      </Form>
      <Divider />
      <Typography.Paragraph>{editClientText('resendExplained')}</Typography.Paragraph>
      <Button onClick={confirmResend} loading={resending.isLoading}>
        {editClientText('resendInvitation')}
      </Button>
      <Divider />
    </div>
  );
}
