import { AutoComplete, Button, Col, Descriptions, Form, Input, Row, Select, Space, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import {
  CaseDetailAnswers,
  CaseDetailLimits,
  caseDetailsWithAnswers,
  isAnswered,
  Jurisdictions,
  NO_CASE_DETAILS,
  visibleQuestionKeys,
  type CaseDetail,
  type CaseDetails,
  type Client,
  type Form as SurveyForm,
} from '@app/contracts';
import { errorText } from '../../app/errors';
import { optionalTextRules } from '../auth/rules';
import { usStates } from '../paymentDetails/regions';
import { toast } from '../ui/toast';
import { useSaveCaseDetailsMutation } from './clientsApi';
import { caseDetailsText } from './texts';

type Values = Record<CaseDetail, string | undefined>;

/** The client's Current Case page of the questionnaire, if the form has one. */
const currentCaseOf = (form: SurveyForm | undefined) => form?.pages?.find((page) => page.template?.key === CaseDetailAnswers.page);

/** The client's answer to a Current Case question, if the client was shown it and answered it (as the report reads it). */
function answerReader(form: SurveyForm | undefined): (question: string) => string | null {
  const page = currentCaseOf(form);
  const answers = page?.answerSet?.answers ?? {};
  const visible = visibleQuestionKeys(page?.template?.questions ?? [], answers);
  return (question) => (visible.has(question) && isAnswered(answers, question) ? answers[question]!.trim() : null);
}

const usDate = (value: string) => {
  const [year, month, day] = value.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
};

const fields: { field: CaseDetail; label: string; wide?: boolean }[] = [
  { field: 'court', label: caseDetailsText('court'), wide: true },
  { field: 'caseNumber', label: caseDetailsText('caseNumber') },
  { field: 'jurisdiction', label: caseDetailsText('jurisdiction') },
  { field: 'state', label: caseDetailsText('state') },
  { field: 'judge', label: caseDetailsText('judge') },
  { field: 'charges', label: caseDetailsText('charges'), wide: true },
  { field: 'nextCourtDate', label: caseDetailsText('nextCourtDate') },
  { field: 'custody', label: caseDetailsText('custody') },
  { field: 'facility', label: caseDetailsText('facility') },
  { field: 'attorneyName', label: caseDetailsText('attorneyName') },
  { field: 'firm', label: caseDetailsText('firm') },
];

/**
 * The case on the Overview (issue 34): court, case number, State or Federal and the state, charges, judge, next
 * court date, custody, facility, and whom the report is prepared for; each the attorney's value where saved,
 * else the client's Current Case answer (contracts' one rule, as the report takes them). Edit Case Details
 * opens them prefilled so; a field left as the client answered it (or cleared) is saved as not given, so it
 * goes on following the client's answer.
 */
export function ClientCaseDetails({ client, answers }: { client: Client; answers: SurveyForm | undefined }) {
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<Values>();
  const saved = client.caseDetails ?? NO_CASE_DETAILS;
  const answerOf = answerReader(answers);
  const answered = caseDetailsWithAnswers(null, answerOf);
  const shown = caseDetailsWithAnswers(saved, answerOf);
  if (!editing) {
    const preparedFor = client.subscriptionUser?.displayName ?? null;
    return <CaseDetailsShown shown={shown} saved={saved} answered={answered} preparedFor={preparedFor} onEdit={() => setEditing(true)} />;
  }
  return <CaseDetailsEditor form={form} client={client} answers={answers} answered={answered} shown={shown} onClose={() => setEditing(false)} />;
}

/** Each case detail with where it comes from: the attorney's value, or the client's answer ("from answers"), or none. */
function CaseDetailsShown({
  shown,
  saved,
  answered,
  preparedFor,
  onEdit,
}: {
  shown: CaseDetails;
  saved: CaseDetails;
  answered: CaseDetails;
  preparedFor: string | null;
  onEdit: () => void;
}) {
  const valueOf = (field: CaseDetail) => {
    const value = field === 'attorneyName' ? (shown.attorneyName ?? preparedFor) : shown[field];
    if (value === null) return <Typography.Text type="secondary">{caseDetailsText('notGiven')}</Typography.Text>;
    const text = field === 'nextCourtDate' ? usDate(value) : value;
    return (
      <span style={{ whiteSpace: 'pre-line' }}>
        {text}
        {saved[field] === null && answered[field] !== null && <Typography.Text type="secondary"> ({caseDetailsText('fromAnswers')})</Typography.Text>}
      </span>
    );
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions title={caseDetailsText('title')} column={{ xs: 1, md: 2 }} bordered size="small" extra={<Button onClick={onEdit}>{caseDetailsText('edit')}</Button>}>
        {fields.map(({ field, label, wide }) => (
          <Descriptions.Item key={field} label={label} span={wide ? { xs: 1, md: 2 } : undefined}>
            {valueOf(field)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Typography.Text type="secondary">{caseDetailsText('explained')}</Typography.Text>
    </Space>
  );
}

/** Edit Case Details: the fields prefilled as shown; a value the same as the client's answer is saved as not given. */
function CaseDetailsEditor({
  form,
  client,
  answers,
  answered,
  shown,
  onClose,
}: {
  form: FormInstance<Values>;
  client: Client;
  answers: SurveyForm | undefined;
  answered: CaseDetails;
  shown: CaseDetails;
  onClose: () => void;
}) {
  const [saveCaseDetails, saving] = useSaveCaseDetailsMutation();
  const custodyOptions = currentCaseOf(answers)?.template?.questions.find((question) => question.key === CaseDetailAnswers.questions.custody)?.options ?? [];

  const save = async (values: Values) => {
    const caseDetails = Object.fromEntries(
      fields.map(({ field }) => {
        const value = values[field]?.trim() || null;
        return [field, value === answered[field] ? null : value];
      }),
    ) as CaseDetails;
    try {
      await saveCaseDetails({ clientId: client.id, caseDetails }).unwrap();
      toast.success(caseDetailsText('saved'));
      onClose();
    } catch (error) {
      toast.titledError(caseDetailsText('errorSaving'), errorText(error));
    }
  };

  return (
    <section aria-label={caseDetailsText('title')}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {caseDetailsText('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{caseDetailsText('explained')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={Object.fromEntries(fields.map(({ field }) => [field, shown[field] ?? undefined]))}
        onFinish={(values) => void save(values)}
      >
        <CaseDetailFields custodyOptions={custodyOptions} />
        <Space>
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>
            {caseDetailsText('save')}
          </Button>
          <Button onClick={onClose}>{caseDetailsText('cancel')}</Button>
        </Space>
      </Form>
    </section>
  );
}

/** The case details' inputs, laid out as the Overview shows them. */
function CaseDetailFields({ custodyOptions }: { custodyOptions: readonly string[] }) {
  const text = (field: CaseDetail, label: string, max: number = CaseDetailLimits.text, extra?: string) => (
    <Form.Item name={field} label={label} rules={optionalTextRules(max)} extra={extra}>
      <Input autoComplete="off" maxLength={max} />
    </Form.Item>
  );
  return (
    <Row gutter={16}>
      <Col xs={24} md={16}>
        {text('court', caseDetailsText('court'))}
      </Col>
      <Col xs={24} md={8}>
        {text('caseNumber', caseDetailsText('caseNumber'), CaseDetailLimits.caseNumber)}
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="jurisdiction" label={caseDetailsText('jurisdiction')}>
          <Select allowClear options={Jurisdictions.map((value) => ({ value, label: value }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="state" label={caseDetailsText('state')} extra={caseDetailsText('stateExplained')}>
          <Select allowClear showSearch options={usStates.map(({ name }) => ({ value: name, label: name }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        {text('judge', caseDetailsText('judge'))}
      </Col>
      <Col xs={24}>
        <Form.Item name="charges" label={caseDetailsText('charges')} rules={optionalTextRules(CaseDetailLimits.charges)}>
          <Input.TextArea rows={3} maxLength={CaseDetailLimits.charges} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="nextCourtDate" label={caseDetailsText('nextCourtDate')}>
          <Input type="date" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="custody" label={caseDetailsText('custody')} rules={optionalTextRules(CaseDetailLimits.text)}>
          <AutoComplete options={custodyOptions.map((value) => ({ value }))} maxLength={CaseDetailLimits.text} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        {text('facility', caseDetailsText('facility'))}
      </Col>
      <Col xs={24} md={12}>
        {text('attorneyName', caseDetailsText('attorneyName'), CaseDetailLimits.text, caseDetailsText('attorneyNameExplained'))}
      </Col>
      <Col xs={24} md={12}>
        {text('firm', caseDetailsText('firm'))}
      </Col>
    </Row>
  );
}
