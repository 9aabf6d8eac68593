import { Checkbox, Form, Input, InputNumber, Skeleton, Table, Typography } from 'antd';
import { Messages, NotificationSettingsMessages, US_PHONE, type AttorneyNotice, type NotificationSettings } from '@app/contracts';
import { ErrorAlert } from '../ui/ErrorAlert';
import { MutationForm } from '../ui/MutationForm';
import { useToast } from '../ui/toast';
import { useGetNotificationSettingsQuery, useSaveNotificationSettingsMutation } from './notificationSettingsApi';

/** What the notification settings page says (issue 36). */
export const NotificationSettingsTexts = {
  title: 'Notification Settings',
  intro: 'Choose what you are told of, and how. Billing mail (a failed payment, a renewal, a subscription ending) always goes to your email address.',
  notice: 'Tell me when',
  email: 'Email',
  text: 'Text message',
  notices: {
    formCompleted: 'A client finishes the questionnaire',
    letterSigned: 'A supporter signs a letter of support',
    reportReady: 'An AI-written report is ready',
    clientNotStarted: 'An invited client has not started',
  } satisfies Record<AttorneyNotice, string>,
  phoneNumber: 'Phone number for text messages',
  phonePlaceholder: 'XXX-XXX-XXXX',
  notStartedDays: 'Days after the invitation before a client who has not started is reported',
  save: 'Save',
  saved: 'Your notification settings were saved.',
} as const;
const T = NotificationSettingsTexts;

const NOTICES = Object.keys(T.notices) as AttorneyNotice[];

/** /notificationSettings: the attorney's choices of notices by email and by text, the phone for texts, the days. */
export function NotificationSettingsPage() {
  const { data: settings, error, isLoading } = useGetNotificationSettingsQuery();
  return (
    <div style={{ maxWidth: 720 }}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {T.title}
      </Typography.Title>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      {isLoading ? <Skeleton active /> : error || !settings ? <ErrorAlert error={error} /> : <SettingsForm settings={settings} />}
    </div>
  );
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const [save, mutation] = useSaveNotificationSettingsMutation();
  const toast = useToast();
  return (
    <MutationForm<NotificationSettings>
      mutation={mutation}
      initialValues={settings}
      block={false}
      submitText={T.save}
      onSubmit={async (values) => {
        await save({ ...settings, ...values, phoneNumber: values.phoneNumber?.trim() || null }).unwrap();
        toast.success(T.saved);
      }}
    >
      <Table
        size="small"
        pagination={false}
        rowKey="notice"
        style={{ marginBottom: 24 }}
        dataSource={NOTICES.map((notice) => ({ notice }))}
        columns={[
          { key: 'notice', title: T.notice, render: (_, { notice }) => T.notices[notice] },
          ...(['email', 'sms'] as const).map((channel) => ({
            key: channel,
            title: channel === 'email' ? T.email : T.text,
            align: 'center' as const,
            render: (_: unknown, { notice }: { notice: AttorneyNotice }) => (
              <Form.Item name={[channel, notice]} valuePropName="checked" noStyle>
                <Checkbox aria-label={`${T.notices[notice]}: ${channel === 'email' ? T.email : T.text}`} />
              </Form.Item>
            ),
          })),
        ]}
      />
      <PhoneNumberField initial={settings.sms} />
      <Form.Item label={T.notStartedDays} name="notStartedDays" rules={[{ required: true, type: 'integer', min: 1, max: 60, message: NotificationSettingsMessages.daysRange }]}>
        <InputNumber min={1} max={60} precision={0} />
      </Form.Item>
    </MutationForm>
  );
}

/** The phone for texts: required once any notice goes by text. */
function PhoneNumberField({ initial }: { initial: NotificationSettings['sms'] }) {
  const sms = (Form.useWatch('sms') as NotificationSettings['sms'] | undefined) ?? initial;
  const anyText = Object.values(sms).some(Boolean);
  return (
    <Form.Item
      label={T.phoneNumber}
      name="phoneNumber"
      required={anyText}
      dependencies={[['sms']]}
      rules={[
        { required: anyText, message: NotificationSettingsMessages.phoneRequired },
        { pattern: US_PHONE, message: Messages.phoneFormat },
      ]}
    >
      <Input placeholder={T.phonePlaceholder} autoComplete="tel-national" style={{ maxWidth: 240 }} />
    </Form.Item>
  );
}
