import { Alert, Card, Table, Tag } from 'antd';
import type { Invoice } from '@app/contracts';
import { formatDate } from './ManageSubscriptionPage';
import { SubscriptionMessages as M } from './messages';
import { formatCents } from './prices';
import { useGetInvoicesQuery } from './subscriptionApi';

const statusColor: Record<string, string> = { paid: 'success', open: 'error', uncollectible: 'error', void: 'default', draft: 'default' };

/** My Subscription's Billing History (issue 36): each invoice's date, amount, status and its PDF, newest first. */
export function BillingHistoryCard({ subscriptionId }: { subscriptionId: string }) {
  const { data: invoices, error, isLoading } = useGetInvoicesQuery(subscriptionId);
  return (
    <Card title={M.billingHistory}>
      {error ? (
        <Alert type="error" showIcon title={M.unableToLoadInvoices} />
      ) : (
        <Table<Invoice>
          data-testid="billing-history"
          rowKey="id"
          size="small"
          loading={isLoading}
          pagination={false}
          dataSource={invoices ?? []}
          locale={{ emptyText: M.noInvoices }}
          columns={[
            { key: 'date', title: M.invoiceDate, render: (_, invoice) => formatDate(invoice.created) },
            { key: 'amount', title: M.invoiceAmount, render: (_, invoice) => formatCents(invoice.total) },
            {
              key: 'status',
              title: M.invoiceStatus,
              render: (_, invoice) => <Tag color={statusColor[invoice.status ?? ''] ?? 'default'}>{M.invoiceStatusWords[invoice.status ?? ''] ?? invoice.status ?? ''}</Tag>,
            },
            {
              key: 'pdf',
              title: M.invoiceDocument,
              render: (_, invoice) =>
                invoice.pdfUrl ? (
                  <a href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer" aria-label={`${M.invoicePdf} ${formatDate(invoice.created)}`}>
                    {M.invoicePdf}
                  </a>
                ) : null,
            },
          ]}
        />
      )}
    </Card>
  );
}
