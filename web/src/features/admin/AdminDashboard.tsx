import { Card, Col, Layout, Menu, Row, Statistic, Typography } from 'antd';

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

/**
 * The site admin's home: the frame of the admin dashboard (spec 01 §2). Its figures, reports and the admin
 * lists come with the reporting and admin issues.
 */
export function AdminDashboard() {
  return (
    <Layout style={{ background: 'transparent' }}>
      <Layout.Sider width={200} breakpoint="md" collapsedWidth={0} theme="light">
        <Menu mode="inline" selectedKeys={['Dashboard']} items={navigation} />
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
