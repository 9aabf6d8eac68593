import { ReloadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Adjusters, AdjusterTitles, type Adjuster, type AdjustedReport, type Form } from '@app/contracts';
import { errorText } from '../../app/errors';
import { toast } from '../shell/toast';
import { clientsApi, useAdjustReportMutation, useListReportVariantsQuery } from './clientsApi';
import type { ClientForm } from './clientView';
import { ClientViewMessages as M } from './messages';

/** How often the list is asked again while a variant is being written (spec 02 §4, §9). */
export const ADJUSTED_REPORT_POLL_MS = 10_000;

/** A variant as listed (a form), or as its Generate answered until survey lists it. */
type Variant = Pick<Form | AdjustedReport, 'id' | 'formStatus' | 'adjusterProgress'>;

interface ReportRow {
  key: string;
  title: string;
  adjuster: Adjuster | null;
  variant: Variant | undefined;
}

/**
 * The Reports tab (spec 02 §2, §4): the raw report and the two AI-adjusted variants, each with Generate or
 * Download (progress while Started, the list asked again every 10 s meanwhile), and Refresh.
 */
export function ClientReports({ clientId, form, openDownload }: { clientId: string; form: ClientForm; openDownload: (path: string) => void }) {
  // What Generate answered, shown until survey lists the variant (it hears of it from reporting's events).
  const [generated, setGenerated] = useState<Partial<Record<Adjuster, AdjustedReport>>>({});
  const listed = clientsApi.endpoints.listReportVariants.useQueryState(clientId).data;
  const variantOf = (adjuster: Adjuster): Variant | undefined => listed?.find((variant) => variant.adjuster === adjuster) ?? generated[adjuster];
  const writing = Adjusters.some((adjuster) => variantOf(adjuster)?.formStatus === 'Started');
  // Polls while a variant is being written; an interval of 0 stops it.
  const variants = useListReportVariantsQuery(clientId, { pollingInterval: writing ? ADJUSTED_REPORT_POLL_MS : 0 });
  const [adjust, adjusting] = useAdjustReportMutation();

  const generate = async (adjuster: Adjuster) => {
    try {
      const started = await adjust({ formId: form.id, clientId, adjuster }).unwrap();
      setGenerated((before) => ({ ...before, [adjuster]: started }));
      toast.success(M.generationStarted);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const rows: ReportRow[] = [
    { key: 'raw', title: M.raw, adjuster: null, variant: undefined },
    ...Adjusters.map((adjuster) => ({ key: adjuster, title: AdjusterTitles[adjuster], adjuster, variant: variantOf(adjuster) })),
  ];

  const action = ({ adjuster, variant, title }: ReportRow) => {
    if (!adjuster) return <Button onClick={() => openDownload(`/api/form/${form.id}/report`)}>{M.download}</Button>;
    if (variant?.formStatus === 'Completed') return <Button onClick={() => openDownload(`/api/form/${variant.id}/report`)}>{M.download}</Button>;
    if (variant) return <Progress percent={variant.adjusterProgress ?? 0} size="small" style={{ minWidth: 160 }} aria-label={`${title}: ${M.generating}`} />;
    return (
      <Button onClick={() => void generate(adjuster)} loading={adjusting.isLoading && adjusting.originalArgs?.adjuster === adjuster} disabled={variants.isLoading}>
        {M.generate}
      </Button>
    );
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{M.reportsExplained}</Typography.Paragraph>
      <Table<ReportRow>
        size="middle"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'title', title: M.reports, dataIndex: 'title' },
          { key: 'action', title: '', render: (_: unknown, row) => action(row) },
        ]}
      />
      <Button icon={<ReloadOutlined />} onClick={() => void variants.refetch()} loading={variants.isFetching}>
        {M.refresh}
      </Button>
    </Space>
  );
}
