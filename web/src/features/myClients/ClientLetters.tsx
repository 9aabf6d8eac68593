import { Button, Table, Tag } from 'antd';
import type { Client, ReportEdition } from '@app/contracts';
import { clientViewText } from './texts';
import { useGetReportChoiceQuery } from './reportChoiceApi';

type Supporter = NonNullable<Client['supporters']>[number];

/** A signed letter's address in `edition` (the work product, reporting's default, holds the writer's contact). */
export const letterPath = (supporterId: string, edition: ReportEdition) => `/api/supporter/${supporterId}/letter${edition === 'court' ? '?edition=court' : ''}`;

/**
 * The Letters tab (spec 02 §2): each supporter with their relationship, and Download or Incomplete. A letter
 * downloads in the edition chosen on the Reports tab (issue 35: the court edition leaves out the writer's contact).
 */
export function ClientLetters({ client, openDownload }: { client: Client; openDownload: (path: string) => void }) {
  const edition = useGetReportChoiceQuery(client.id).data?.edition ?? 'workProduct';
  return (
    <Table<Supporter>
      size="middle"
      rowKey="id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={client.supporters ?? []}
      locale={{ emptyText: clientViewText('noLetters') }}
      columns={[
        { key: 'name', title: clientViewText('supporter'), render: (_: unknown, supporter) => [supporter.firstName, supporter.lastName].filter(Boolean).join(' ') },
        { key: 'relationship', title: clientViewText('relationship'), dataIndex: 'clientRelationship' },
        {
          key: 'letter',
          title: clientViewText('letter'),
          render: (_: unknown, supporter) =>
            supporter.isCompleted ? (
              <Button onClick={() => openDownload(letterPath(supporter.id, edition))}>{clientViewText('download')}</Button>
            ) : (
              <Tag>{clientViewText('incomplete')}</Tag>
            ),
        },
      ]}
    />
  );
}
