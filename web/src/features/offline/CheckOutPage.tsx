import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { LinkButton } from '../ui/LinkButton';
import { Loading } from '../shell/Shell';
import { PageTitle, Panel } from '../ui/layout';
import type { CheckoutSummary } from './deviceCheckouts';
import { offlineText } from './texts';
import { proctorPath } from './OfflineClients';
import { askOfflineWorker, runOfflineAction } from './offlineChannel';
import { useOfflineSupport } from './useOfflineSupport';

/**
 * `/subscriber/client/{id}/checkOut` (spec 02 §2): checks a proctored client out to this device through
 * the offline worker, and asks the browser to keep the device's data (`navigator.storage.persist()`).
 */
export function CheckOutPage() {
  const { id: clientId = '' } = useParams();
  const { jwtToken } = useAppSelector(selectAuth);
  const supported = useOfflineSupport();
  const [deviceName, setDeviceName] = useState('This device');
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [checkedOut, setCheckedOut] = useState<CheckoutSummary | null>(null);

  const checkOut = async () => {
    setWorking(true);
    setFailure(null);
    const result = await runOfflineAction({ action: 'checkOut', clientId, token: jwtToken ?? '', deviceName: deviceName.trim() || undefined });
    if (result.ok) {
      // Asked once something worth keeping is here; a browser may say no (the data then stays until evicted).
      await navigator.storage?.persist?.().catch(() => false);
      const { checkouts } = await askOfflineWorker({ action: 'getCheckouts' });
      setCheckedOut(checkouts.find((checkout) => checkout.clientId === clientId) ?? null);
    } else setFailure(result.message);
    setWorking(false);
  };

  if (supported === null) return <Loading />;
  return (
    <Panel style={{ maxWidth: 640, margin: '0 auto' }}>
      <PageTitle>{offlineText('checkOutTitle')}</PageTitle>
      {!supported ? (
        <Alert type="warning" showIcon title={offlineText('notSupported')} />
      ) : checkedOut ? (
        <>
          <Alert type="success" showIcon title={offlineText('checkedOut')} style={{ marginBottom: 16 }} />
          <Space wrap>
            {checkedOut.firstPageId && (
              <LinkButton type="primary" size="large" to={proctorPath(checkedOut)}>
                {offlineText('proctorQuestionnaire')}
              </LinkButton>
            )}
            <LinkButton size="large" to="/">
              {offlineText('backToDashboard')}
            </LinkButton>
          </Space>
        </>
      ) : (
        <>
          <p>{offlineText('checkOutIntro')}</p>
          {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
          <Form layout="vertical" onFinish={() => void checkOut()}>
            <Form.Item label={offlineText('deviceName')} htmlFor="deviceName" extra={offlineText('deviceNameHelp')}>
              <Input id="deviceName" value={deviceName} maxLength={100} onChange={(event) => setDeviceName(event.target.value)} />
            </Form.Item>
            <Button type="primary" size="large" htmlType="submit" loading={working}>
              {offlineText('checkOut')}
            </Button>
          </Form>
        </>
      )}
    </Panel>
  );
}
