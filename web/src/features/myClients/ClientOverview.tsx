import { Alert, Button, Descriptions, Space, Timeline, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { LanguageNames, type Client, type Form } from '@app/contracts';
import { errorText } from '../../app/errors';
import { LinkButton } from '../ui/LinkButton';
import { toast } from '../ui/toast';
import { dateTimeIn, useUserTimeZone } from '../account/timeZone';
import { ClientCaseDetails } from './ClientCaseDetails';
import { useSendReminderMutation } from './clientsApi';
import { factOf, pageToProctor, providedName, type ClientForm } from './clientView';
import { FormStatusTag } from './FormStatusTag';
import { clientViewText } from './texts';

/**
 * The Overview tab (spec 02 §2): the provided name, status, the facts the client gave, the link with a copy
 * button, the case details with the nature of offense (issue 34), the timeline, and the buttons that apply (Proctor Questionnaire and Check Out for a proctored client
 * not finished; Send Reminder Message for a client who is neither; the report always).
 */
export function ClientOverview({
  client,
  form,
  answers,
  openDownload,
}: {
  client: Client;
  form: ClientForm | undefined;
  answers: Form | undefined;
  openDownload: (path: string) => void;
}) {
  // Each time in the attorney's time zone (issue 36, item 12).
  const timeZone = useUserTimeZone();
  const when = (iso: string | null | undefined) => (!iso ? clientViewText('notYet') : timeZone ? dateTimeIn(iso, timeZone) : '');
  const inviteSent = client.clientEvents?.find((event) => event.eventType === 'InviteSent');
  const fact = (name: Parameters<typeof factOf>[1]) => factOf(answers, name) ?? <Typography.Text type="secondary">{clientViewText('notAnswered')}</Typography.Text>;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {client.isOffline && <Alert type="info" showIcon title={clientViewText('offlineNotice')} />}
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={clientViewText('name')}>{providedName(client)}</Descriptions.Item>
        <Descriptions.Item label={clientViewText('status')}>
          <FormStatusTag status={form?.formStatus ?? client.formStatus} />
        </Descriptions.Item>
        <Descriptions.Item label={clientViewText('preferredLanguage')}>{LanguageNames[client.preferredLanguage].english}</Descriptions.Item>
        {!client.isOffline && (
          <>
            <Descriptions.Item label={clientViewText('dateOfBirth')}>{fact('dateOfBirth')}</Descriptions.Item>
            <Descriptions.Item label={clientViewText('gender')}>{fact('gender')}</Descriptions.Item>
          </>
        )}
        <Descriptions.Item label={clientViewText('link')} span={{ xs: 1, md: 2 }}>
          <Typography.Text copyable={{ tooltips: [clientViewText('copyLink'), clientViewText('linkCopied')] }} style={{ wordBreak: 'break-all' }}>
            {client.shortCodeUrl}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <ClientCaseDetails client={client} answers={answers} />
      <Timeline
        items={[
          { color: inviteSent ? 'green' : 'gray', title: clientViewText('inviteSent'), content: when(inviteSent?.eventTimestamp) },
          { color: form?.started ? 'green' : 'gray', title: clientViewText('started'), content: when(form?.started) },
          { color: form?.completed ? 'green' : 'gray', title: clientViewText('completed'), content: when(form?.completed) },
        ]}
      />
      <ClientActions client={client} form={form} openDownload={openDownload} />
    </Space>
  );
}

/** Check In for an offline client; else Proctor Questionnaire and Check Out (proctored, not finished), the report, and Send Reminder Message (neither). */
function ClientActions({ client, form, openDownload }: { client: Client; form: ClientForm | undefined; openDownload: (path: string) => void }) {
  const navigate = useNavigate();
  const [sendReminder, reminder] = useSendReminderMutation();
  const completed = form?.formStatus === 'Completed';
  const proctorPage = form && pageToProctor(form);

  const remind = async () => {
    try {
      await sendReminder(form!.id).unwrap();
      toast.success(clientViewText('reminderSent'));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <Space wrap>
      {client.isOffline ? (
        <LinkButton type="primary" to={`/subscriber/client/${client.id}/checkIn`}>
          {clientViewText('checkIn')}
        </LinkButton>
      ) : (
        <>
          {client.isProctored && !completed && form && proctorPage && (
            <Button type="primary" onClick={() => void navigate(`/client/form/${form.id}/page/${proctorPage}?allowJump`)}>
              {clientViewText('proctorQuestionnaire')}
            </Button>
          )}
          {client.isProctored && !completed && <LinkButton to={`/subscriber/client/${client.id}/checkOut`}>{clientViewText('checkOut')}</LinkButton>}
          {form && <Button onClick={() => openDownload(`/api/form/${form.id}/report`)}>{clientViewText('downloadReport')}</Button>}
          {!client.isProctored && !completed && form && (
            <Button onClick={() => void remind()} loading={reminder.isLoading}>
              {clientViewText('sendReminder')}
            </Button>
          )}
        </>
      )}
    </Space>
  );
}
