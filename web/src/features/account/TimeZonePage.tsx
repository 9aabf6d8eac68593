import { Alert, Button, Form, Select, Spin, Typography } from 'antd';
import { useAppSelector } from '../../app/hooks';
import { useGetApplicationUserQuery } from '../auth/accountApi';
import { selectAuth } from '../auth/authSlice';
import { ErrorAlert } from '../ui/ErrorAlert';
import { browserTimeZone, dateTimeIn, timeZoneNames, useChangeTimeZoneMutation } from './timeZone';

export const TimeZoneMessages = {
  title: 'Time Zone',
  intro: 'Days and times are shown in this time zone: the dashboard’s “today”, your clients’ history and the signature times on letters of support.',
  label: 'Time Zone',
  browser: (zone: string) => `This browser is in ${zone}.`,
  now: (text: string) => `Now: ${text}`,
  save: 'Save',
  saved: 'Your time zone was saved.',
} as const;
const M = TimeZoneMessages;

/** `/timeZone` (issue 36, item 12): the signed-in user's time zone, kept on their account. */
export function TimeZonePage() {
  const auth = useAppSelector(selectAuth);
  const { data: user, isLoading } = useGetApplicationUserQuery(auth.id ?? '', { skip: !auth.id });
  const [change, changing] = useChangeTimeZoneMutation();
  const [form] = Form.useForm<{ timeZone: string }>();
  const chosen = Form.useWatch('timeZone', form);
  if (isLoading || !user) return <Spin />;
  const current = user.timeZone ?? browserTimeZone();
  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Title level={1}>{M.title}</Typography.Title>
      <Typography.Paragraph>{M.intro}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ timeZone: current }} onFinish={({ timeZone }) => void change({ timeZone, userId: user.id })}>
        <Form.Item name="timeZone" label={M.label} extra={M.browser(browserTimeZone())}>
          <Select showSearch options={timeZoneNames(user.timeZone).map((name) => ({ value: name, label: name.replace(/_/g, ' ') }))} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{M.now(dateTimeIn(new Date().toISOString(), chosen ?? current))}</Typography.Paragraph>
        {changing.isSuccess && <Alert type="success" showIcon title={M.saved} style={{ marginBottom: 16 }} />}
        {changing.isError && <ErrorAlert error={changing.error} />}
        <Button type="primary" htmlType="submit" loading={changing.isLoading}>
          {M.save}
        </Button>
      </Form>
    </div>
  );
}
