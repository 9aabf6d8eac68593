import { Table } from 'antd';
import type { ClientEvent } from '@app/contracts';
import { ClientViewMessages as M } from './messages';

/** The History tab (spec 02 §2): the client's events, newest first. */
export function ClientHistory({ events }: { events: ClientEvent[] }) {
  const newestFirst = [...events].sort((a, b) => b.eventTimestamp.localeCompare(a.eventTimestamp));
  return (
    <Table<ClientEvent>
      size="middle"
      rowKey="id"
      scroll={{ x: 'max-content' }}
      dataSource={newestFirst}
      locale={{ emptyText: M.noHistory }}
      pagination={{ defaultPageSize: 25, hideOnSinglePage: true }}
      columns={[
        { key: 'when', title: M.when, render: (_: unknown, event) => new Date(event.eventTimestamp).toLocaleString() },
        { key: 'event', title: M.event, render: (_: unknown, event) => M.eventNames[event.eventType] },
        { key: 'description', title: M.description, dataIndex: 'description' },
      ]}
    />
  );
}
