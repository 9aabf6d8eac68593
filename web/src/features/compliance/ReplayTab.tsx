import { Alert, Button, Form, Input, Space, Table, Typography } from 'antd';
import type { ReplayedState, StateChange } from '@app/contracts';
import { errorText } from '../../app/errors';
import { useLazyReplayQuery } from './complianceApi';
import { complianceText } from './texts';
import { readableChange, readableField, readableValue } from './readableState';

/** A `datetime-local` value (the reviewer's local time) as an ISO instant; seconds count. */
const instantOf = (local: string) => new Date(local).toISOString();
const nowLocal = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
};
/** An instant as the reviewer reads it, in the browser's time zone. */
const readableInstant = (iso: string) => new Date(iso).toLocaleString();
/** A cell's text wraps anywhere (ids, long answers) so that each column keeps its width at 1280 px. */
const Text = ({ children }: { children: string }) => <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</div>;

function ReplayedStateView({ state }: { state: ReplayedState }) {
  const answerSets = Object.entries(state.answerSets);
  return (
    <>
      <Typography.Paragraph type="secondary">{complianceText('eventsUpTo', { count: state.eventCount })}</Typography.Paragraph>
      <Typography.Title level={4}>{complianceText('record')}</Typography.Title>
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        tableLayout="fixed"
        columns={[
          { key: 'key', title: complianceText('field'), dataIndex: 'key', width: '30%', render: (key: string) => <Text>{key}</Text> },
          { key: 'value', title: complianceText('value'), dataIndex: 'value', render: (value: unknown) => <Text>{readableValue(value)}</Text> },
        ]}
        dataSource={Object.entries(state.record).map(([key, value]) => ({ key, value }))}
        style={{ marginBottom: 16 }}
      />
      <Typography.Title level={4}>{complianceText('answerSets')}</Typography.Title>
      {answerSets.length === 0 && <Typography.Paragraph>{complianceText('noAnswers')}</Typography.Paragraph>}
      {answerSets.map(([id, set]) => (
        <Table
          key={id}
          size="small"
          title={() => complianceText('answerSet', { id, pageId: set.pageId, version: set.version })}
          rowKey="key"
          pagination={false}
          tableLayout="fixed"
          columns={[
            { key: 'key', title: complianceText('question'), dataIndex: 'key', width: '30%', render: (key: string) => <Text>{key}</Text> },
            { key: 'value', title: complianceText('answer'), dataIndex: 'value', render: (value: string | null) => <Text>{readableValue(value)}</Text> },
          ]}
          dataSource={Object.entries(set.answers).map(([key, value]) => ({ key, value }))}
          style={{ marginBottom: 16 }}
        />
      ))}
    </>
  );
}

/**
 * The changes over the interval, from its earlier end to its later whichever field named it (the service
 * orders them so), each value as text in a column headed by its instant.
 */
function ChangesView({ at, compareTo, changes }: { at: string; compareTo: string; changes: StateChange[] }) {
  const [earlier, later] = [at, compareTo].sort((one, other) => Date.parse(one) - Date.parse(other)).map(readableInstant);
  return (
    <>
      <Typography.Title level={4}>{complianceText('changesFromTo', { earlier, later })}</Typography.Title>
      <Table<StateChange>
        size="small"
        rowKey="path"
        pagination={false}
        tableLayout="fixed"
        locale={{ emptyText: complianceText('noChanges') }}
        columns={[
          { key: 'path', title: complianceText('field'), dataIndex: 'path', width: '26%', render: (path: string) => <Text>{readableField(path)}</Text> },
          { key: 'change', title: complianceText('change'), dataIndex: 'change', width: '10%', render: (change: StateChange['change']) => readableChange(change) },
          { key: 'before', title: complianceText('valueAt', { instant: earlier }), width: '32%', render: (_, change) => <Text>{readableValue(change.before)}</Text> },
          { key: 'after', title: complianceText('valueAt', { instant: later }), width: '32%', render: (_, change) => <Text>{readableValue(change.after)}</Text> },
        ]}
        dataSource={changes}
        style={{ marginBottom: 16 }}
      />
    </>
  );
}

/** The record and answers at an instant, and (with a second instant) what changed from it. */
export function ReplayTab({ clientId }: { clientId: string }) {
  const [replay, { data, isFetching, error }] = useLazyReplayQuery();
  return (
    <>
      <Typography.Paragraph>{complianceText('replayExplained')}</Typography.Paragraph>
      <Form
        layout="vertical"
        initialValues={{ at: nowLocal(), compareTo: '' }}
        onFinish={({ at, compareTo }: { at: string; compareTo: string }) =>
          void replay({ id: clientId, at: instantOf(at), compareTo: compareTo ? instantOf(compareTo) : undefined })
        }
      >
        <Space wrap align="end">
          <Form.Item name="at" label={complianceText('at')} rules={[{ required: true }]}>
            <Input type="datetime-local" step={1} />
          </Form.Item>
          <Form.Item name="compareTo" label={complianceText('compareTo')}>
            <Input type="datetime-local" step={1} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={isFetching}>
              {complianceText('replayButton')}
            </Button>
          </Form.Item>
        </Space>
      </Form>
      {error && <Alert type="error" showIcon title={errorText(error)} style={{ marginTop: 16 }} />}
      {data && (
        <div style={{ marginTop: 16 }}>
          {data.compareTo && <ChangesView at={data.at} compareTo={data.compareTo} changes={data.changes} />}
          <Typography.Title level={4}>{`${complianceText('at')} ${readableInstant(data.at)}`}</Typography.Title>
          <ReplayedStateView state={data.state} />
        </div>
      )}
    </>
  );
}
