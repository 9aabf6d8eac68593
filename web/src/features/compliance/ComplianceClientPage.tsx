import { Alert, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../ui/BackLink';
import { useGetTimelineQuery } from './complianceApi';
import { ExportTab } from './ExportTab';
import { complianceText } from './texts';
import { ReplayTab } from './ReplayTab';
import { TimelineTab } from './TimelineTab';
import { VerifyTab } from './VerifyTab';

/** `/compliance/client/{id}`: one client's history, read only: timeline, replay, verification, export. */
export function ComplianceClientPage() {
  const { id = '' } = useParams();
  const [page, setPage] = useState({ current: 1, size: 50 });
  const { data, isLoading, isFetching, isError } = useGetTimelineQuery({ id, offset: (page.current - 1) * page.size, limit: page.size });
  if (isLoading) return <Spin />;
  if (isError || !data) return <Alert type="error" showIcon title={complianceText('unableToLoad')} />;
  const name = [data.client.firstName, data.client.lastName].filter(Boolean).join(' ') || complianceText('erased');
  return (
    <>
      <BackLink to="/compliance">{complianceText('area')}</BackLink>
      <Typography.Title level={1}>
        {name}
        {data.client.deleted && <Typography.Text type="secondary"> ({complianceText('deleted')})</Typography.Text>}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{complianceText('readOnly')}</Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'timeline',
            label: complianceText('timeline'),
            children: <TimelineTab timeline={data} page={page} loading={isFetching} onPage={(current, size) => setPage({ current, size })} />,
          },
          { key: 'replay', label: complianceText('replay'), children: <ReplayTab clientId={id} /> },
          { key: 'verify', label: complianceText('verify'), children: <VerifyTab clientId={id} /> },
          { key: 'export', label: complianceText('export'), children: <ExportTab clientId={id} /> },
        ]}
      />
    </>
  );
}
