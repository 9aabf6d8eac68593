import { Button, Checkbox, Col, Divider, Form, Input, Modal, Row, Typography } from 'antd';
import { Messages, type Client } from '@app/contracts';
import { errorBodyOf, errorText } from '../../app/errors';
import { emailShapeRules, requiredTextRules, usPhoneShapeRules } from '../auth/rules';
import { toast } from '../shell/toast';
import { useResendInvitationMutation, useUpdateClientMutation } from './clientsApi';
import { providedName } from './clientView';
import { clientsText, editClientText } from './texts';

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
  const useEmail = Form.useWatch('useEmail', form) ?? true;
  const useSms = Form.useWatch('useSms', form) ?? true;

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
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label={clientsText('firstNameLabel')} rules={requiredTextRules(100)} required>
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label={clientsText('lastNameLabel')} rules={requiredTextRules(100)} required>
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="useEmail" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>{clientsText('useEmail')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="email"
          label={clientsText('emailLabel')}
          dependencies={['useEmail']}
          rules={[{ required: useEmail, whitespace: true, message: Messages.inviteEmailRequired }, ...emailShapeRules]}
        >
          <Input type="email" autoComplete="off" maxLength={254} />
        </Form.Item>
        <Form.Item name="useSms" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>{clientsText('useSms')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="phoneNumber"
          label={clientsText('phoneLabel')}
          dependencies={['useSms']}
          rules={[{ required: useSms, whitespace: true, message: Messages.invitePhoneRequired }, ...usPhoneShapeRules]}
        >
          <Input type="tel" inputMode="tel" placeholder={clientsText('phonePlaceholder')} autoComplete="off" maxLength={12} />
        </Form.Item>
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
