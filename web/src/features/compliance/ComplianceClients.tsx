import type { ReviewedClient } from '@app/contracts';
import { ListScreen, type ListColumn } from '../lists/ListScreen';
import { useListReviewedClientsQuery } from './complianceApi';
import { complianceText } from './texts';

const nameOf = (client: ReviewedClient) => [client.lastName, client.firstName].filter(Boolean).join(', ') || complianceText('erased');

const columns: ListColumn<ReviewedClient>[] = [
  { key: 'id', title: 'Id', kind: 'text', hidden: true, filterable: false },
  { key: 'lastName', title: 'Name', kind: 'text', render: nameOf },
  { key: 'subscriberName', title: 'Subscriber', kind: 'text' },
  { key: 'created', title: 'Invited', kind: 'date', render: (client) => new Date(client.created).toLocaleDateString() },
  { key: 'deleted', title: complianceText('deleted'), kind: 'boolean' },
];

/** `/compliance`: find a client by name, subscriber or date, deleted ones included (their names erased). */
export function ComplianceClients() {
  return (
    <ListScreen
      title={complianceText('area')}
      columns={columns}
      useList={useListReviewedClientsQuery}
      defaultOrder="created desc"
      rowPath={(client) => `/compliance/client/${client.id}`}
    />
  );
}
