import { Alert, Table } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CheckoutSummary } from './deviceCheckouts';
import { offlineText } from './texts';
import { askOfflineWorker } from './offlineChannel';
import { useOfflineSupport } from './useOfflineSupport';

/** A checked-out client not checked in for this long is pointed out (issue 12). */
export const NOT_SYNCED_WARNING_MS = 5 * 24 * 60 * 60 * 1000;

export const checkInPath = (clientId: string) => `/subscriber/client/${clientId}/checkIn`;
export const proctorPath = (checkout: Pick<CheckoutSummary, 'formId' | 'firstPageId'>) => `/client/form/${checkout.formId}/page/${checkout.firstPageId}?allowJump`;

/**
 * The subscriber dashboard's offline part (spec 02 §2): the warning when this browser cannot check clients
 * out, and the My Offline Clients table of the clients checked out to this device (the worker's getCheckouts).
 */
export function OfflineClients() {
  const supported = useOfflineSupport();
  // The time they were read is "now" for the overdue warning.
  const [{ checkouts, readAt }, setRead] = useState<{ checkouts: CheckoutSummary[]; readAt: number }>({ checkouts: [], readAt: 0 });
  useEffect(() => {
    if (!supported) return;
    void askOfflineWorker({ action: 'getCheckouts' }).then(
      ({ checkouts }) => setRead({ checkouts, readAt: Date.now() }),
      () => setRead({ checkouts: [], readAt: 0 }),
    );
  }, [supported]);

  if (supported === false) return <Alert type="warning" showIcon title={offlineText('notSupported')} style={{ marginBottom: 16 }} />;
  if (checkouts.length === 0) return null;
  const overdue = checkouts.filter((checkout) => readAt - checkout.checkedOutAt > NOT_SYNCED_WARNING_MS);
  return (
    <section style={{ marginBottom: 24 }} aria-labelledby="my-offline-clients">
      <h3 id="my-offline-clients" style={{ fontSize: 20 }}>
        {offlineText('myOfflineClients')}
      </h3>
      <p>{offlineText('explanation')}</p>
      {overdue.length > 0 && (
        <Alert type="warning" showIcon title={offlineText('notSyncedWarning', { names: overdue.map((checkout) => checkout.name).join(', ') })} style={{ marginBottom: 16 }} />
      )}
      <Table<CheckoutSummary>
        rowKey="clientId"
        pagination={false}
        dataSource={checkouts}
        columns={[
          { title: offlineText('name'), dataIndex: 'name' },
          { title: offlineText('checkedOutOn'), dataIndex: 'checkedOutAt', render: (at: number) => new Date(at).toLocaleString() },
          {
            title: offlineText('proctorQuestionnaire'),
            key: 'proctor',
            render: (_, checkout) => checkout.firstPageId && <Link to={proctorPath(checkout)}>{offlineText('proctorQuestionnaire')}</Link>,
          },
          { title: offlineText('checkIn'), key: 'checkIn', render: (_, checkout) => <Link to={checkInPath(checkout.clientId)}>{offlineText('checkIn')}</Link> },
        ]}
      />
    </section>
  );
}
