import { Alert, Space, Spin, Tabs, Typography } from 'antd';
import { useParams } from 'react-router';
import { errorStatus, errorText } from '../../app/errors';
import { useGetClientFormQuery } from '../clientSurvey/formApi';
import { BackLink } from '../ui/BackLink';
import { toast } from '../ui/toast';
import { useOpenWithAccessToken } from '../ui/useOpenWithAccessToken';
import { ClientFiles } from './ClientFiles';
import { ClientHistory } from './ClientHistory';
import { ClientLetters } from './ClientLetters';
import { ClientOverview } from './ClientOverview';
import { ClientReports } from './ClientReports';
import { ClientSummary } from './ClientSummary';
import { clientsApi, useGetClientQuery } from './clientsApi';
import { isSettling, providedName, questionnaireOf } from './clientView';
import { DeleteClient } from './DeleteClient';
import { EditClient } from './EditClient';
import { FormStatusTag } from './FormStatusTag';
import { LettersPacket } from './LettersPacket';
import { clientSummaryText, clientViewText } from './texts';

const showError = (error: unknown) => toast.error(errorText(error));

/** How often a client just invited is asked again until their questionnaire and the invitation's outcome are in (clients hears of both by event). */
export const NEW_FORM_POLL_MS = 2_000;

/**
 * The client view (`/subscriber/client/{id}`, spec 02 §2): Overview, Reports, Files, Letters, History and
 * Manage; only Overview while the client is checked out. The client's subscriber, or a site admin, opens it.
 */
export function ClientViewPage() {
  const { id = '' } = useParams();
  const cached = clientsApi.endpoints.getClient.useQueryState(id).data;
  const { data: client, error, isLoading } = useGetClientQuery(id, { pollingInterval: cached && isSettling(cached) ? NEW_FORM_POLL_MS : 0 });
  const form = client && questionnaireOf(client);
  const answers = useGetClientFormQuery(form?.id ?? '', { skip: !form || client?.isOffline });
  const openDownload = useOpenWithAccessToken(showError);
  const download = (path: string) => void openDownload(path);

  const back = <BackLink to="/">{clientViewText('back')}</BackLink>;
  if (isLoading) return <Spin />;
  if (!client) {
    return (
      <div>
        {back}
        <Alert type={errorStatus(error) === 404 ? 'warning' : 'error'} showIcon title={errorStatus(error) === 404 ? clientViewText('notFound') : clientViewText('unableToLoad')} />
      </div>
    );
  }

  const overview = { key: 'overview', label: clientViewText('overview'), children: <ClientOverview client={client} form={form} answers={answers.data} openDownload={download} /> };
  const more = [
    ...(form ? [{ key: 'summary', label: clientSummaryText('summary'), children: <ClientSummary formId={form.id} /> }] : []),
    ...(form
      ? [
          {
            key: 'reports',
            label: clientViewText('reports'),
            children: (
              <>
                <ClientReports clientId={client.id} form={form} openDownload={download} />
                <LettersPacket client={client} openDownload={download} />
              </>
            ),
          },
        ]
      : []),
    { key: 'files', label: clientViewText('files'), children: <ClientFiles answers={answers.data} loading={answers.isLoading} openDownload={download} /> },
    { key: 'letters', label: clientViewText('letters'), children: <ClientLetters client={client} openDownload={download} /> },
    { key: 'history', label: clientViewText('history'), children: <ClientHistory events={client.clientEvents ?? []} /> },
    {
      key: 'manage',
      label: clientViewText('manage'),
      children: (
        <>
          <EditClient client={client} />
          <DeleteClient client={client} />
        </>
      ),
    },
  ];
  return (
    <div>
      {back}
      <Space align="center" wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {providedName(client)}
        </Typography.Title>
        <FormStatusTag status={form?.formStatus ?? client.formStatus} />
      </Space>
      {answers.data?.selfHarmConcern && (
        <Alert type="error" showIcon title={clientViewText('selfHarmTitle')} description={clientViewText('selfHarmDetail')} style={{ marginBottom: 16 }} />
      )}
      <Tabs items={client.isOffline ? [overview] : [overview, ...more]} />
    </div>
  );
}
