import { Card, Col, Layout, Menu, Row, Statistic, Typography } from 'antd';
import { errorText } from '../../app/errors';
import { toast } from '../shell/toast';
import { debugPages, useOpenAdminPage } from './adminPages';

const kpis = [
  'Total Subscriptions',
  'Total Clients',
  'New Subscriptions (7 days)',
  'Total Completion Rate',
  'Last Month Completion Rate',
];

const navigation = ['Dashboard', 'Users', 'Subscriptions', 'Clients', 'Templates', 'Content'].map((label) => ({
  key: label,
  label,
  disabled: label !== 'Dashboard',
}));
const debugMenu = { key: 'Debug', label: 'Debug', children: debugPages.map(({ path, label }) => ({ key: path, label })) };
const showError = (error: unknown) => toast.error(errorText(error));

/**
 * The site admin's home: the frame of the admin dashboard (spec 01 §2). Its figures, reports and the admin
 * lists come with the reporting and admin issues.
 */
export function AdminDashboard() {
  const openAdminPage = useOpenAdminPage(showError);
  return (
    <Layout style={{ background: 'transparent' }}>
      <Layout.Sider width={200} breakpoint="md" collapsedWidth={0} theme="light">
        <Menu
          mode="inline"
          selectedKeys={['Dashboard']}
          items={[...navigation, debugMenu]}
          onClick={({ key }) => debugPages.some((page) => page.path === key) && void openAdminPage(key)}
        />
      </Layout.Sider>
      <Layout.Content style={{ paddingInline: 16 }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Dashboard
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {kpis.map((title) => (
            <Col key={title} xs={24} sm={12} lg={8}>
              <Card>
                <Statistic title={title} value="–" />
              </Card>
            </Col>
          ))}
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          Figures and reports appear here once the reporting service is running.
        </Typography.Paragraph>
      </Layout.Content>
    </Layout>
  );
}
