import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ClientTimeline, TimelineEvent } from '@app/contracts';
import { complianceText } from './texts';

const stateColors = { opened: 'blue', erased: 'default', withheld: 'orange' } as const;

const columns: TableColumnsType<TimelineEvent> = [
  { key: 'time', title: 'Time', render: (_, event) => new Date(event.occurredAt).toLocaleString() },
  { key: 'service', title: 'Service', dataIndex: 'service' },
  { key: 'type', title: 'Event', dataIndex: 'type' },
  { key: 'actor', title: 'Actor', render: (_, { actor }) => [actor.name ?? actor.userId, `(${actor.role})`].filter(Boolean).join(' ') },
  { key: 'correlation', title: 'Correlation', render: (_, event) => <Typography.Text code>{event.correlationId.slice(0, 8)}</Typography.Text> },
  {
    key: 'fields',
    title: 'Personal fields',
    render: (_, event) =>
      Object.entries(event.personalFields).map(([field, state]) => (
        <Tag key={field} color={stateColors[state]}>
          {state === 'opened' ? field : `${field}: ${state}`}
        </Tag>
      )),
  },
];

interface TimelineTabProps {
  timeline: ClientTimeline;
  page: { current: number; size: number };
  loading: boolean;
  onPage: (current: number, size: number) => void;
}

/**
 * Every service's events about the client, oldest first, a page at a time from the server; a row opens to the
 * event's data as stored (fields opened or erased).
 */
export function TimelineTab({ timeline, page, loading, onPage }: TimelineTabProps) {
  return (
    <>
      <Typography.Paragraph>{complianceText('events', { count: timeline.total })}</Typography.Paragraph>
      <Table
        rowKey={(event) => `${event.service}-${event.position}`}
        columns={columns}
        dataSource={timeline.events}
        loading={loading}
        size="small"
        scroll={{ x: true }}
        pagination={{ current: page.current, pageSize: page.size, total: timeline.total, showSizeChanger: true, pageSizeOptions: [50, 100, 500], onChange: onPage }}
        expandable={{
          expandedRowRender: (event) => (
            <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{JSON.stringify({ streamId: event.streamId, version: event.version, data: event.data }, null, 2)}</pre>
          ),
        }}
      />
    </>
  );
}
