import { Alert, Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { completionRate, StatsExportNames, StatsExports, type AdminDashboardStats } from '@app/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { errorText } from '../../app/errors';
import { useUserTimeZone } from '../account/timeZone';
import { toast } from '../ui/toast';
import { useOpenWithAccessToken } from '../ui/useOpenWithAccessToken';
import { AdminLayout } from './AdminLayout';
import { adminText } from './texts';
import { useGetAdminDashboardStatsQuery } from './statsApi';

/** The five KPI cards (spec 01 §2): the completion rates as percentages with one decimal. */
const kpis: { title: string; value: (stats: AdminDashboardStats) => number | string }[] = [
  { title: adminText('totalSubscriptions'), value: (stats) => stats.totalSubscriptions },
  { title: adminText('totalClients'), value: (stats) => stats.totalClients },
  { title: adminText('newSubscriptions'), value: (stats) => stats.newSubscriptions },
  { title: adminText('totalCompletionRate'), value: (stats) => completionRate(stats.totalCompletedSurveys, stats.totalSentSurveys) },
  { title: adminText('lastMonthCompletionRate'), value: (stats) => completionRate(stats.lastMonthCompletedSurveys, stats.lastMonthSentSurveys) },
];

const exportPath = (name: string) => `/api/stats/export?name=${name}`;

const showError = (error: unknown) => toast.error(errorText(error));

/**
 * The site admin's home (spec 01 §2): the KPI cards and the Reports list, whose entries download through
 * a temporary access token, in the admin console's frame.
 */
export function AdminDashboard() {
  const openAdminPage = useOpenWithAccessToken(showError);
  const timeZone = useUserTimeZone();
  const { data: stats, isLoading: statsLoading, isError } = useGetAdminDashboardStatsQuery(timeZone ?? skipToken);
  const isLoading = statsLoading || !timeZone;
  return (
    <AdminLayout>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {adminText('dashboard')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {kpis.map(({ title, value }) => (
          <Col key={title} xs={24} sm={12} lg={8}>
            <Card>
              <Statistic title={title} value={stats ? value(stats) : '–'} loading={isLoading} />
            </Card>
          </Col>
        ))}
      </Row>
      {isError && <Alert type="warning" showIcon title={adminText('unableToLoadFigures')} style={{ marginTop: 16 }} />}
      <Typography.Title level={3}>{adminText('reports')}</Typography.Title>
      <Card>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {StatsExportNames.map((name) => (
            <li key={name}>
              <Button type="link" onClick={() => void openAdminPage(exportPath(name))}>
                {StatsExports[name]}
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    </AdminLayout>
  );
}
