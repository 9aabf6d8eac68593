import { Alert, Space } from 'antd';
import { Suspense } from 'react';
import { Messages, Plans, Roles } from '@app/contracts';
import { areas, lazyPage } from '../../app/areas';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { LinkButton } from '../ui/LinkButton';
import { formatCents } from '../mySubscription/prices';
import { homeText } from './texts';

// Each role's home is its own chunk: a visitor or a client never downloads the dashboards.
const SubscriberDashboard = lazyPage(areas.subscriber, (m) => m.SubscriberDashboard);
const AdminDashboard = lazyPage(areas.admin, (m) => m.AdminDashboard);
const ComplianceClients = lazyPage(areas.compliance, (m) => m.ComplianceClients);
// The firms' form (antd's Form and inputs) is a visitor's only: not in every signed-in user's start-up.
const FirmsContact = lazyPage(areas.visitor, (m) => m.FirmsContact);

/**
 * The plans with their prices, written when first shown, not when the app starts (a signed-in user's
 * start-up would pay for the browser's first currency formatter).
 */
const plansText = () =>
  Plans.map((plan) => homeText('plan', { name: plan.displayName, price: formatCents(plan.amount), interval: plan.interval, description: plan.description })).join(' ');

export function MarketingPage() {
  return (
    <div style={{ maxWidth: 760, margin: '24px auto' }}>
      <h1 style={{ fontSize: 36, fontWeight: 600, lineHeight: 1.25 }}>{homeText('headline')}</h1>
      <p style={{ fontSize: 16 }}>{homeText('pitch')}</p>
      <p>{plansText()}</p>
      <Space>
        <LinkButton type="primary" size="large" to="/subscribe">
          {homeText('signUpNow')}
        </LinkButton>
        <LinkButton size="large" to="/login">
          {homeText('logIn')}
        </LinkButton>
      </Space>
      <Suspense fallback={null}>
        <FirmsContact />
      </Suspense>
    </div>
  );
}

export function ClientNotice() {
  return <Alert type="info" showIcon title={Messages.clientNotice} style={{ maxWidth: 760, margin: '24px auto' }} />;
}

/**
 * `/` by role (spec 01 §2): marketing page, client notice, subscriber dashboard or admin dashboard; a
 * compliance reviewer's is their own area (the clients to review), nothing of the admin console's. A site
 * admin who is also a reviewer gets the admin dashboard, whose menu leads to the reviewer's area too.
 */
export function HomePage() {
  const auth = useAppSelector(selectAuth);
  if (!auth.id) return <MarketingPage />;
  if (auth.roles.includes(Roles.SiteAdmin)) return <AdminDashboard />;
  if (auth.roles.includes(Roles.ComplianceReviewer)) return <ComplianceClients />;
  if (auth.roles.includes(Roles.Client)) return <ClientNotice />;
  // Subscribers, and accounts whose subscription was never bought (they see the renew alert).
  return <SubscriberDashboard />;
}
