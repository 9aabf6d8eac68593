import { Alert, Button, Checkbox, Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Messages, missingTranslations, TemplateLimits, type Question, type Template, type TemplateTranslation, type UpdateTemplateRequest } from '@app/contracts';
import { errorBodyOf, errorStatus } from '../../app/errors';
import { useGetTemplateQuery, useSaveTemplateMutation } from './adminApi';
import { EditorFrame, IdField, savedWithToasts } from './EditorFrame';
import { adminText } from './texts';
import { parseJson, problemsOfSubErrors, type JsonProblem } from './questionsJson';

interface TemplateValues {
  key: string;
  subscriberTitle: string;
  title: string;
  defaultWeight: number;
  isOptional: boolean;
  description: string | null;
  questionsJson: string;
  /** The Spanish texts (issue 15) as JSON: title, description and, by question key, label, description and options. */
  spanishJson: string;
}

const EMPTY_SPANISH: TemplateTranslation = { questions: {} };

const valuesOf = (template: Template): TemplateValues => ({
  ...template,
  questionsJson: JSON.stringify(template.questions, null, 2),
  spanishJson: JSON.stringify(template.translations.es ?? EMPTY_SPANISH, null, 2),
});

const SPANISH_ROOT = 'translations.es';

/** What the editor sends: its fields, the rest of the template as loaded (scoring, instrument, flags) and its version. */
const requestOf = (template: Template, { questionsJson: _json, spanishJson: _spanish, ...values }: TemplateValues, questions: unknown, spanish: unknown) => ({
  key: values.key,
  title: values.title,
  subscriberTitle: values.subscriberTitle,
  description: values.description || null,
  defaultWeight: values.defaultWeight,
  isOptional: values.isOptional,
  isDefault: template.isDefault,
  stopIfOffline: template.stopIfOffline,
  questions,
  scoring: template.scoring,
  instrument: template.instrument,
  translations: { ...template.translations, es: spanish },
  concurrencyCheck: template.concurrencyCheck,
});

function Problems({ problems, title }: { problems: JsonProblem[]; title: string }) {
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={title}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {problems.map((problem, i) => (
            <li key={i}>{problem.line === null ? problem.text : `${adminText('line', { line: problem.line })}: ${problem.text}`}</li>
          ))}
        </ul>
      }
    />
  );
}

const JSON_FONT = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

/** The client-facing texts the Spanish JSON does not translate yet, as the admin types (English shows in their place). */
function MissingSpanish() {
  const form = Form.useFormInstance<TemplateValues>();
  const values = Form.useWatch([], form) as TemplateValues | undefined;
  if (!values) return null;
  const questions = parseJson(values.questionsJson ?? '');
  const spanish = parseJson(values.spanishJson ?? '');
  if (questions.problems.length || spanish.problems.length || !Array.isArray(questions.value)) return null;
  const missing = missingTranslations(
    { title: values.title ?? '', description: values.description, questions: questions.value as Question[], translations: { es: spanish.value as TemplateTranslation } },
    'es',
  );
  if (missing.length === 0) return <Alert type="success" showIcon title={adminText('spanishComplete')} />;
  return (
    <Alert
      type="warning"
      showIcon
      title={adminText('spanishMissing', { count: missing.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20, maxHeight: 240, overflowY: 'auto' }}>
          {missing.map((text) => (
            <li key={text.path}>
              <code>{text.path}</code>: {text.english}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** The template's own fields: key, default weight, the two titles, optional and description. */
function TemplateFields() {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="key" label="Key" rules={[{ required: true, whitespace: true, message: Messages.required }]}>
            <Input maxLength={TemplateLimits.keyLength} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="defaultWeight" label="Default Weight" rules={[{ required: true, message: Messages.required }]}>
            <InputNumber style={{ width: '100%' }} min={-TemplateLimits.weightBound} max={TemplateLimits.weightBound} precision={0} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="subscriberTitle" label="Subscriber Title" rules={[{ required: true, whitespace: true, message: Messages.required }]}>
        <Input maxLength={TemplateLimits.titleLength} />
      </Form.Item>
      <Form.Item name="title" label="Title" extra="The title the client sees." rules={[{ required: true, whitespace: true, message: Messages.required }]}>
        <Input maxLength={TemplateLimits.titleLength} />
      </Form.Item>
      <Form.Item name="isOptional" valuePropName="checked">
        <Checkbox>Optional</Checkbox>
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={TemplateLimits.descriptionLength} />
      </Form.Item>
    </>
  );
}

/**
 * `/template/{id}` (spec 01 §2): id read-only, key, the titles, default weight, optional, description and the
 * questions in a JSON editor whose mistakes are shown at their lines (its syntax at once; the contracts' rules as
 * the server gives them back), and beside them the Spanish texts (issue 15) in another, with the texts still
 * missing listed as the admin types; saved after the confirmation that templates are easy to get wrong.
 */
export function TemplateEditor() {
  const { id = '' } = useParams();
  const { data: template, isLoading, error } = useGetTemplateQuery(id);
  const [save, saving] = useSaveTemplateMutation();
  const [modal, modalHolder] = Modal.useModal();
  const [problems, setProblems] = useState<JsonProblem[]>([]);
  const [spanishProblems, setSpanishProblems] = useState<JsonProblem[]>([]);

  const check = (loaded: Template, values: TemplateValues) => {
    const json = parseJson(values.questionsJson);
    const spanish = parseJson(values.spanishJson);
    setProblems(json.problems);
    setSpanishProblems(spanish.problems);
    if (json.problems.length || spanish.problems.length) return;
    void modal.confirm({
      title: adminText('confirmSaveTemplateTitle'),
      content: adminText('confirmSaveTemplate'),
      okText: adminText('save'),
      onOk: () =>
        savedWithToasts(loaded.subscriberTitle, 'save', async () => {
          try {
            return await save({ id, ...(requestOf(loaded, values, json.value, spanish.value) as UpdateTemplateRequest) }).unwrap();
          } catch (failure) {
            // The contracts' rules are checked by the server (no schema library in the browser): its reasons at their lines.
            if (errorStatus(failure) === 400) {
              const subErrors = errorBodyOf(failure)?.SubErrors ?? [];
              const aboutSpanish = (line: string) => line.startsWith(`${SPANISH_ROOT}.`);
              setProblems(
                problemsOfSubErrors(
                  values.questionsJson,
                  subErrors.filter((line) => !aboutSpanish(line)),
                ),
              );
              setSpanishProblems(problemsOfSubErrors(values.spanishJson, subErrors.filter(aboutSpanish), SPANISH_ROOT));
            }
            throw failure;
          }
        }),
    });
  };

  return (
    <EditorFrame title={template?.subscriberTitle ?? adminText('templates')} listPath="/template" loading={isLoading} error={error}>
      {modalHolder}
      {template && (
        <Form<TemplateValues> layout="vertical" initialValues={valuesOf(template)} onFinish={(values) => check(template, values)}>
          <IdField id={template.id} />
          <TemplateFields />
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <Problems problems={problems} title={adminText('invalidQuestions')} />
              <Form.Item name="questionsJson" label={adminText('questions')} extra={adminText('questionsExplained')} rules={[{ required: true, message: Messages.required }]}>
                <Input.TextArea spellCheck={false} autoSize={{ minRows: 12, maxRows: 40 }} style={JSON_FONT} />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Problems problems={spanishProblems} title={adminText('invalidSpanish')} />
              <Form.Item name="spanishJson" label={adminText('spanish')} extra={adminText('spanishExplained')} rules={[{ required: true, message: Messages.required }]}>
                <Input.TextArea spellCheck={false} lang="es" autoSize={{ minRows: 12, maxRows: 40 }} style={JSON_FONT} />
              </Form.Item>
              <MissingSpanish />
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>
            {adminText('save')}
          </Button>
        </Form>
      )}
    </EditorFrame>
  );
}
