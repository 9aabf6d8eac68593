import { Layout, Space, Spin } from 'antd';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ContentSlugs } from '@app/contracts';
import { COPYRIGHT_FROM } from '../../app/config';
import { PageErrorBoundary } from '../ui/PageErrorBoundary';
import { RouteError } from './RouteError';
import { SessionRenewal } from '../auth/SessionRenewal';
import { UpdateBanner } from './UpdateBanner';
import { SpoofBanner } from '../admin/SpoofBanner';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { usePageTitle } from './pageTitle';
import { useTopBarNote } from './topBarNote';
import { UserMenu } from './UserMenu';
import { useShellTexts } from './texts';

export function Loading() {
  const shell = useShellTexts();
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin size="large" aria-label={shell('loading')} />
    </div>
  );
}

export function Footer() {
  const shell = useShellTexts();
  return (
    <Layout.Footer style={{ textAlign: 'center' }}>
      <Space separator="|" wrap style={{ justifyContent: 'center' }}>
        <Link to="/">{shell('home')}</Link>
        <Link to={`/page/${ContentSlugs.termsAndConditions}`}>{shell('termsAndConditions')}</Link>
        <Link to={`/page/${ContentSlugs.contactUs}`}>{shell('contactUs')}</Link>
      </Space>
      <p style={{ marginTop: 12, marginBottom: 0, color: 'rgba(0,0,0,0.65)' }}>
        © {COPYRIGHT_FROM}-{new Date().getFullYear()} {shell('appName')}
      </p>
    </Layout.Footer>
  );
}

/** Top bar (name and user menu), the update banner, the page (loaded lazily by area) and the footer. */
export function Shell() {
  const shell = useShellTexts();
  const { pathname } = useLocation();
  usePageTitle();
  // A signed-in client's user menu already says whose client they are.
  const note = useTopBarNote();
  const signedIn = useAppSelector(selectAuth).id !== null;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', color: '#fff', paddingInline: 16 }}>
        <div style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3, minWidth: 0 }}>
          <Link to="/" style={{ color: '#fff', fontSize: 18, fontWeight: 600, whiteSpace: 'nowrap' }}>
            {shell('appName')}
          </Link>
          {note && !signedIn && (
            <span data-testid="top-bar-note" style={{ fontSize: 14, opacity: 0.85, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {note}
            </span>
          )}
        </div>
        <UserMenu />
      </Layout.Header>
      <SpoofBanner />
      <UpdateBanner />
      <SessionRenewal />
      <Layout.Content style={{ padding: '24px 16px', width: '100%', maxWidth: 1100, margin: '0 auto' }}>
        <PageErrorBoundary key={pathname} fallback={(error) => <RouteError error={error} />}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Layout.Content>
      <Footer />
    </Layout>
  );
}
