import { PlusOutlined } from '@ant-design/icons';
import { Alert, Empty, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { Roles } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { useListFormsQuery } from '../clients/clientsApi';
import { clientsText } from '../clients/texts';
import { MyClients, QUESTIONNAIRES_ONLY } from '../clients/MyClients';
import { OfflineClients } from '../offline/OfflineClients';
import { LinkButton } from '../shell/LinkButton';
import { useMySubscription } from '../subscription/subscriptionApi';
import { subscriberText } from './texts';

/**
 * The subscriber's home (spec 02 §2): the expired-subscription alert, Getting Started while there are no
 * clients, My Offline Clients, and My Clients with Add New Client (disabled while the subscription is not active).
 */
export function SubscriberDashboard() {
  const { data: subscription, isLoading, isError } = useMySubscription();
  // An account that never subscribed has no clients to ask for (survey refuses it): an empty state instead (issue 36, item 11).
  const isSubscriber = useAppSelector(selectAuth).roles.includes(Roles.Subscriber);
  const { data: anyClient } = useListFormsQuery({ offset: 0, limit: 1, filter: QUESTIONNAIRES_ONLY }, { skip: !isSubscriber });
  const active = !!subscription?.isActive;
  const actions = (
    <Space wrap>
      <LinkButton to="/subscriber/manageSubscription">{subscriberText('mySubscription')}</LinkButton>
      <LinkButton to="/subscriberHelp">{subscriberText('help')}</LinkButton>
      <LinkButton type="primary" icon={<PlusOutlined />} to="/subscriber/client/add" disabled={!active}>
        {subscriberText('addNewClient')}
      </LinkButton>
    </Space>
  );
  return (
    <div>
      {isLoading && <Spin />}
      {isError && <Alert type="warning" showIcon title={subscriberText('unableToLoadSubscription')} style={{ marginBottom: 16 }} />}
      {!isLoading && !isError && !active && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={subscription ? subscriberText('subscriptionExpired') : subscriberText('noActiveSubscription')}
          description={
            <span>
              {subscriberText('toInviteClients')} <Link to="/subscribe">{subscription ? subscriberText('renewYourSubscription') : subscriberText('subscribe')}</Link>{' '}
              {subscriberText('or')} <Link to="/subscriber/manageSubscription">{subscriberText('manageYourSubscription')}</Link>.
            </span>
          }
        />
      )}
      {anyClient?.total === 0 && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={clientsText('gettingStartedTitle')} description={clientsText('gettingStarted')} />}
      <OfflineClients />
      {isSubscriber ? (
        <MyClients actions={actions} />
      ) : (
        <section>
          <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
            <Typography.Title level={1} style={{ margin: 0 }}>
              {clientsText('myClients')}
            </Typography.Title>
            {actions}
          </Space>
          <Empty description={subscriberText('noClientsBeforeSubscribing')} />
        </section>
      )}
    </div>
  );
}
