import { Button, Table, Tag } from 'antd';
import type { Client } from '@app/contracts';
import { ClientViewMessages as M } from './messages';

type Supporter = NonNullable<Client['supporters']>[number];

/** The Letters tab (spec 02 §2): each supporter with their relationship, and Download or Incomplete. */
export function ClientLetters({ client, openDownload }: { client: Client; openDownload: (path: string) => void }) {
  return (
    <Table<Supporter>
      size="middle"
      rowKey="id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={client.supporters ?? []}
      locale={{ emptyText: M.noLetters }}
      columns={[
        { key: 'name', title: M.supporter, render: (_: unknown, supporter) => [supporter.firstName, supporter.lastName].filter(Boolean).join(' ') },
        { key: 'relationship', title: M.relationship, dataIndex: 'clientRelationship' },
        {
          key: 'letter',
          title: M.letter,
          render: (_: unknown, supporter) =>
            supporter.isCompleted ? <Button onClick={() => openDownload(`/api/supporter/${supporter.id}/letter`)}>{M.download}</Button> : <Tag>{M.incomplete}</Tag>,
        },
      ]}
    />
  );
}
