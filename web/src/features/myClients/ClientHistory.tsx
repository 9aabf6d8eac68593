import { Table } from 'antd';
import type { ClientEvent } from '@app/contracts';
import { dateTimeIn, useUserTimeZone } from '../account/timeZone';
import { clientViewText } from './texts';

/** The History tab (spec 02 §2): the client's events, newest first, at the attorney's time zone's times. */
export function ClientHistory({ events }: { events: ClientEvent[] }) {
  // Each time in the attorney's time zone (issue 36, item 12).
  const timeZone = useUserTimeZone();
  const newestFirst = [...events].sort((a, b) => b.eventTimestamp.localeCompare(a.eventTimestamp));
  return (
    <Table<ClientEvent>
      size="middle"
      rowKey="id"
      scroll={{ x: 'max-content' }}
      dataSource={newestFirst}
      locale={{ emptyText: clientViewText('noHistory') }}
      pagination={{ defaultPageSize: 25, hideOnSinglePage: true }}
      columns={[
        { key: 'when', title: clientViewText('when'), render: (_: unknown, event) => (timeZone ? dateTimeIn(event.eventTimestamp, timeZone) : '') },
        { key: 'event', title: clientViewText('event'), render: (_: unknown, event) => clientViewText(`event.${event.eventType}`) },
        { key: 'description', title: clientViewText('description'), dataIndex: 'description' },
      ]}
    />
  );
}
