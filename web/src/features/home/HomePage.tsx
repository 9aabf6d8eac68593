import { Alert, Space } from 'antd';
import { lazy } from 'react';
import { Messages, Roles } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { LinkButton } from '../shell/LinkButton';

// Each role's home is its own chunk: a visitor or a client never downloads the dashboards.
const SubscriberDashboard = lazy(() => import('../subscriber/pages').then((m) => ({ default: m.SubscriberDashboard })));
const AdminDashboard = lazy(() => import('../admin/pages').then((m) => ({ default: m.AdminDashboard })));

export function MarketingPage() {
  return (
    <div style={{ maxWidth: 760, margin: '24px auto' }}>
      <h1 style={{ fontSize: 36, fontWeight: 600, lineHeight: 1.25 }}>Mitigation reports, without the paperwork</h1>
      <p style={{ fontSize: 16 }}>
        Send each client a biographical survey by email or text link and receive an editable Mitigation Report as a Word
        file, with up to 13 validated health, substance-use and trauma screens. Family and friends can write and e-sign
        letters of support.
      </p>
      <p>Standard Monthly $39.80 per month, no long-term commitment; Standard Yearly $398.00 per year, save almost $80/year.</p>
      <Space>
        <LinkButton type="primary" size="large" to="/subscribe">
          Sign Up Now
        </LinkButton>
        <LinkButton size="large" to="/login">
          Log In
        </LinkButton>
      </Space>
    </div>
  );
}

export function ClientNotice() {
  return <Alert type="info" showIcon title={Messages.clientNotice} style={{ maxWidth: 760, margin: '24px auto' }} />;
}

/** `/` by role (spec 01 §2): marketing page, client notice, subscriber dashboard or admin dashboard. */
export function HomePage() {
  const auth = useAppSelector(selectAuth);
  if (!auth.id) return <MarketingPage />;
  if (auth.roles.includes(Roles.SiteAdmin) || auth.roles.includes(Roles.ComplianceReviewer)) return <AdminDashboard />;
  if (auth.roles.includes(Roles.Client)) return <ClientNotice />;
  // Subscribers, and accounts whose subscription was never bought (they see the renew alert).
  return <SubscriberDashboard />;
}
