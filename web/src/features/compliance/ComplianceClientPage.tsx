import { Alert, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../shell/BackLink';
import { useGetTimelineQuery } from './complianceApi';
import { ExportTab } from './ExportTab';
import { ComplianceMessages as M } from './messages';
import { ReplayTab } from './ReplayTab';
import { TimelineTab } from './TimelineTab';
import { VerifyTab } from './VerifyTab';

/** `/compliance/client/{id}`: one client's history, read only: timeline, replay, verification, export. */
export function ComplianceClientPage() {
  const { id = '' } = useParams();
  const [page, setPage] = useState({ current: 1, size: 50 });
  const { data, isLoading, isFetching, isError } = useGetTimelineQuery({ id, offset: (page.current - 1) * page.size, limit: page.size });
  if (isLoading) return <Spin />;
  if (isError || !data) return <Alert type="error" showIcon title={M.unableToLoad} />;
  const name = [data.client.firstName, data.client.lastName].filter(Boolean).join(' ') || M.erased;
  return (
    <>
      <BackLink to="/compliance">{M.area}</BackLink>
      <Typography.Title level={1}>
        {name}
        {data.client.deleted && <Typography.Text type="secondary"> ({M.deleted})</Typography.Text>}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{M.readOnly}</Typography.Paragraph>
      <Tabs
        items={[
          { key: 'timeline', label: M.timeline, children: <TimelineTab timeline={data} page={page} loading={isFetching} onPage={(current, size) => setPage({ current, size })} /> },
          { key: 'replay', label: M.replay, children: <ReplayTab clientId={id} /> },
          { key: 'verify', label: M.verify, children: <VerifyTab clientId={id} /> },
          { key: 'export', label: M.export, children: <ExportTab clientId={id} /> },
        ]}
      />
    </>
  );
}
