import { ReloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Progress, Radio, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import {
  Adjusters,
  AdjusterTitles,
  DEFAULT_REPORT_CHOICE,
  ReportSectionKeys,
  WorkProductOnlySections,
  type Adjuster,
  type AdjustedReport,
  type Form,
  type ReportChoice,
  type ReportSection,
} from '@app/contracts';
import { errorText } from '../../app/errors';
import { toast } from '../ui/toast';
import { clientsApi, useAdjustReportMutation, useListReportVariantsQuery } from './clientsApi';
import type { ClientForm } from './clientView';
import { clientViewText, reportChoiceText } from './texts';
import { useGetReportChoiceQuery, useSaveReportChoiceMutation } from './reportChoiceApi';

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

const isInEdition = (edition: ReportChoice['edition'], section: ReportSection) => edition === 'workProduct' || !WorkProductOnlySections.includes(section);

/**
 * The report's address for a choice: `?edition=court` for the court edition, `sections=` when not all of the
 * edition's are chosen (reporting's defaults otherwise).
 */
export function reportPath(formId: string, { edition, sections }: ReportChoice): string {
  const ofEdition = ReportSectionKeys.filter((section) => isInEdition(edition, section));
  const chosen = ofEdition.filter((section) => sections.includes(section));
  const query = new URLSearchParams({ ...(edition === 'court' ? { edition } : {}), ...(chosen.length < ofEdition.length ? { sections: chosen.join(',') } : {}) }).toString();
  return `/api/form/${formId}/report${query ? `?${query}` : ''}`;
}

/**
 * Which edition and which sections to download (issue 34), remembered for the client by reporting: saved as
 * chosen. The court edition never holds the work product's own sections (shown, not offered).
 */
function ReportChoicePicker({ clientId, choice, onChange }: { clientId: string; choice: ReportChoice; onChange: (choice: ReportChoice) => void }) {
  const [save] = useSaveReportChoiceMutation();
  const choose = (next: ReportChoice) => {
    if (next.sections.length === 0) return;
    onChange(next);
    save({ clientId, choice: next })
      .unwrap()
      .catch((error: unknown) => {
        toast.error(errorText(error));
        onChange(choice);
      });
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>{reportChoiceText('edition')}</Typography.Text>
      <Radio.Group
        aria-label={reportChoiceText('edition')}
        value={choice.edition}
        onChange={(event) => choose({ ...choice, edition: event.target.value as ReportChoice['edition'] })}
        options={[
          { value: 'workProduct', label: reportChoiceText('workProduct') },
          { value: 'court', label: reportChoiceText('court') },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {choice.edition === 'court' ? reportChoiceText('courtExplained') : reportChoiceText('workProductExplained')}
      </Typography.Paragraph>
      <Typography.Text strong>{reportChoiceText('sections')}</Typography.Text>
      <Checkbox.Group
        aria-label={reportChoiceText('sections')}
        value={choice.sections.filter((section) => isInEdition(choice.edition, section))}
        onChange={(sections) =>
          choose({
            ...choice,
            sections: ReportSectionKeys.filter((section) => sections.includes(section) || (!isInEdition(choice.edition, section) && choice.sections.includes(section))),
          })
        }
        options={ReportSectionKeys.map((section) => ({ value: section, label: reportChoiceText(`section.${section}`), disabled: !isInEdition(choice.edition, section) }))}
      />
    </Space>
  );
}

/**
 * The Reports tab (spec 02 §2, §4): the edition and sections to download (issue 34), then the raw report and
 * the two AI-adjusted variants, each with Generate or Download (progress while Started, the list asked again
 * every 10 s meanwhile), and Refresh. Every download, variants' too, is in the edition and sections chosen.
 */
/** What the toast says once a report is being written: by the offline rules (seconds) or by a model (about a minute). */
const generationStarted = (adjusterLabel: string) =>
  adjusterLabel.startsWith('Written offline')
    ? clientViewText('generationStartedOffline')
    : clientViewText('generationStarted', { writtenBy: `${adjusterLabel.charAt(0).toLowerCase()}${adjusterLabel.slice(1)}` });

export function ClientReports({ clientId, form, openDownload }: { clientId: string; form: ClientForm; openDownload: (path: string) => void }) {
  const saved = useGetReportChoiceQuery(clientId);
  // What the attorney chose here, until it is the saved choice; the default when none could be read.
  const [chosen, setChosen] = useState<ReportChoice | null>(null);
  const choice = chosen ?? saved.data ?? DEFAULT_REPORT_CHOICE;
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
      toast.success(generationStarted(started.adjusterLabel));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const rows: ReportRow[] = [
    { key: 'raw', title: clientViewText('raw'), adjuster: null, variant: undefined },
    // The writer's label once this page generated the variant ("Third Person (Written offline by rules)").
    ...Adjusters.map((adjuster) => ({
      key: adjuster,
      title: generated[adjuster] ? clientViewText('writtenBy', { title: AdjusterTitles[adjuster], label: generated[adjuster].adjusterLabel }) : AdjusterTitles[adjuster],
      adjuster,
      variant: variantOf(adjuster),
    })),
  ];

  const action = ({ adjuster, variant, title }: ReportRow) => {
    if (!adjuster) return <Button onClick={() => openDownload(reportPath(form.id, choice))}>{clientViewText('download')}</Button>;
    if (variant?.formStatus === 'Completed') return <Button onClick={() => openDownload(reportPath(variant.id, choice))}>{clientViewText('download')}</Button>;
    if (variant) return <Progress percent={variant.adjusterProgress ?? 0} size="small" style={{ minWidth: 160 }} aria-label={`${title}: ${clientViewText('generating')}`} />;
    return (
      <Button onClick={() => void generate(adjuster)} loading={adjusting.isLoading && adjusting.originalArgs?.adjuster === adjuster} disabled={variants.isLoading}>
        {clientViewText('generate')}
      </Button>
    );
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{clientViewText('reportsExplained')}</Typography.Paragraph>
      <ReportChoicePicker clientId={clientId} choice={choice} onChange={setChosen} />
      <Table<ReportRow>
        size="middle"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'title', title: clientViewText('reports'), dataIndex: 'title' },
          { key: 'action', title: '', render: (_: unknown, row) => action(row) },
        ]}
      />
      <Button icon={<ReloadOutlined />} onClick={() => void variants.refetch()} loading={variants.isFetching}>
        {clientViewText('refresh')}
      </Button>
    </Space>
  );
}
