import { MenuOutlined } from '@ant-design/icons';
import { Button, Grid, Layout, Menu, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Roles } from '@app/contracts';
import { errorText } from '../../app/errors';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { complianceText } from '../compliance/texts';
import { toast } from '../ui/toast';
import { PopupBlockedError, useOpenWithAccessToken } from '../ui/useOpenWithAccessToken';
import { debugPages } from './debugPages';
import { adminText } from './texts';

/** The admin navigation (spec 01 §2): each area's list, the dashboard at `/`. */
export const adminAreas = [
  { path: '/', label: adminText('dashboard') },
  { path: '/applicationUser', label: adminText('users') },
  { path: '/subscription', label: adminText('subscriptions') },
  { path: '/client', label: adminText('clients') },
  { path: '/template', label: adminText('templates') },
  { path: '/contentBlock', label: adminText('content') },
] as const;

const items: MenuProps['items'] = [
  ...adminAreas.map(({ path, label }) => ({ key: path, label: <Link to={path}>{label}</Link> })),
  { key: adminText('debug'), label: adminText('debug'), children: debugPages.map(({ path, label }) => ({ key: path, label })) },
];

/** A site admin who is also a compliance reviewer finds the reviewer's area in the same menu. */
const reviewerItems: MenuProps['items'] = [...items, { key: '/compliance', label: <Link to="/compliance">{complianceText('area')}</Link> }];

/** The area the address is in: its first segment (an editor belongs to its list). */
const areaOf = (pathname: string) => adminAreas.find(({ path }) => path !== '/' && pathname.toLowerCase().startsWith(path.toLowerCase()))?.path ?? '/';

const showError = (error: unknown) => toast.error(error instanceof PopupBlockedError ? error.message : errorText(error));

/**
 * The admin console's frame: the navigation beside the page on a wide screen; on a phone, behind a button
 * above the page that names the current area. The Debug pages open in a new tab through a temporary access token,
 * never in the app's own tab.
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const wide = Grid.useBreakpoint().md ?? true;
  const [menuShown, setMenuShown] = useState(false);
  const openAdminPage = useOpenWithAccessToken(showError, { newTabOnly: true });
  const isReviewer = useAppSelector(selectAuth).roles.includes(Roles.ComplianceReviewer);
  const area = areaOf(pathname);
  const menu = (
    <Menu
      id="admin-menu"
      aria-label={adminText('adminMenu')}
      mode="inline"
      selectedKeys={[area]}
      items={isReviewer ? reviewerItems : items}
      onClick={({ key }) => {
        setMenuShown(false);
        if (debugPages.some((page) => page.path === key)) void openAdminPage(key);
      }}
    />
  );
  return (
    <Layout style={{ background: 'transparent' }}>
      {wide && (
        <Layout.Sider width={200} theme="light">
          {menu}
        </Layout.Sider>
      )}
      <Layout.Content style={{ paddingInline: wide ? 16 : 0, minWidth: 0 }}>
        {!wide && (
          <div style={{ marginBottom: 16 }}>
            <Button icon={<MenuOutlined />} aria-controls="admin-menu" aria-expanded={menuShown} onClick={() => setMenuShown(!menuShown)}>
              {adminText('adminMenu')}: {adminAreas.find(({ path }) => path === area)?.label}
            </Button>
            {menuShown && menu}
          </div>
        )}
        {children ?? <Outlet />}
      </Layout.Content>
    </Layout>
  );
}
