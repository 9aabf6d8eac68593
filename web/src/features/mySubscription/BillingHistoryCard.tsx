import { Alert, Card, Table, Tag } from 'antd';
import type { Invoice } from '@app/contracts';
import { formatDate } from './ManageSubscriptionPage';
import { mySubscriptionText } from './texts';
import { formatCents } from './prices';
import { useGetInvoicesQuery } from './subscriptionApi';

const statusColor: Record<string, string> = { paid: 'success', open: 'error', uncollectible: 'error', void: 'default', draft: 'default' };
const invoiceStatuses = ['paid', 'open', 'void', 'uncollectible', 'draft'] as const;
const isNamedStatus = (status: string): status is (typeof invoiceStatuses)[number] => (invoiceStatuses as readonly string[]).includes(status);
/** An invoice's status in words (the card provider's own word for one we do not name). */
const statusWord = (status: string) => (isNamedStatus(status) ? mySubscriptionText(`invoiceStatus.${status}`) : status);

/** My Subscription's Billing History (issue 36): each invoice's date, amount, status and its PDF, newest first. */
export function BillingHistoryCard({ subscriptionId }: { subscriptionId: string }) {
  const { data: invoices, error, isLoading } = useGetInvoicesQuery(subscriptionId);
  return (
    <Card title={mySubscriptionText('billingHistory')}>
      {error ? (
        <Alert type="error" showIcon title={mySubscriptionText('unableToLoadInvoices')} />
      ) : (
        <Table<Invoice>
          data-testid="billing-history"
          rowKey="id"
          size="small"
          loading={isLoading}
          pagination={false}
          dataSource={invoices ?? []}
          locale={{ emptyText: mySubscriptionText('noInvoices') }}
          columns={[
            { key: 'date', title: mySubscriptionText('invoiceDate'), render: (_, invoice) => formatDate(invoice.created) },
            { key: 'amount', title: mySubscriptionText('invoiceAmount'), render: (_, invoice) => formatCents(invoice.total) },
            {
              key: 'status',
              title: mySubscriptionText('invoiceStatus'),
              render: (_, invoice) => <Tag color={statusColor[invoice.status ?? ''] ?? 'default'}>{statusWord(invoice.status ?? '')}</Tag>,
            },
            {
              key: 'pdf',
              title: mySubscriptionText('invoiceDocument'),
              render: (_, invoice) =>
                invoice.pdfUrl ? (
                  <a href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer" aria-label={`${mySubscriptionText('invoicePdf')} ${formatDate(invoice.created)}`}>
                    {mySubscriptionText('invoicePdf')}
                  </a>
                ) : null,
            },
          ]}
        />
      )}
    </Card>
  );
}
