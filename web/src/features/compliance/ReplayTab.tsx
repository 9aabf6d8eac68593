import { Alert, Button, Form, Input, Space, Table, Typography } from 'antd';
import type { ReplayedState, StateChange } from '@app/contracts';
import { errorText } from '../../app/errors';
import { useLazyReplayQuery } from './complianceApi';
import { ComplianceMessages as M } from './messages';

/** A `datetime-local` value (the reviewer's local time) as an ISO instant; seconds count. */
const instantOf = (local: string) => new Date(local).toISOString();
const nowLocal = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
};
const shown = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

function ReplayedStateView({ state }: { state: ReplayedState }) {
  const answerSets = Object.entries(state.answerSets);
  return (
    <>
      <Typography.Paragraph type="secondary">{M.eventsUpTo(state.eventCount)}</Typography.Paragraph>
      <Typography.Title level={4}>{M.record}</Typography.Title>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(state.record, null, 2)}</pre>
      <Typography.Title level={4}>{M.answerSets}</Typography.Title>
      {answerSets.length === 0 && <Typography.Paragraph>{M.noAnswers}</Typography.Paragraph>}
      {answerSets.map(([id, set]) => (
        <Table
          key={id}
          size="small"
          title={() => `Answer set ${id} (page ${set.pageId}, version ${set.version})`}
          rowKey="key"
          pagination={false}
          columns={[
            { key: 'key', title: 'Question', dataIndex: 'key' },
            { key: 'value', title: 'Answer', dataIndex: 'value' },
          ]}
          dataSource={Object.entries(set.answers).map(([key, value]) => ({ key, value }))}
          style={{ marginBottom: 16 }}
        />
      ))}
    </>
  );
}

/** The record and answers at an instant, and (with a second instant) what changed from it. */
export function ReplayTab({ clientId }: { clientId: string }) {
  const [replay, { data, isFetching, error }] = useLazyReplayQuery();
  return (
    <>
      <Typography.Paragraph>{M.replayExplained}</Typography.Paragraph>
      <Form
        layout="vertical"
        initialValues={{ at: nowLocal(), compareTo: '' }}
        onFinish={({ at, compareTo }: { at: string; compareTo: string }) => void replay({ id: clientId, at: instantOf(at), compareTo: compareTo ? instantOf(compareTo) : undefined })}
      >
        <Space wrap align="end">
          <Form.Item name="at" label={M.at} rules={[{ required: true }]}>
            <Input type="datetime-local" step={1} />
          </Form.Item>
          <Form.Item name="compareTo" label={M.compareTo}>
            <Input type="datetime-local" step={1} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={isFetching}>
              {M.replayButton}
            </Button>
          </Form.Item>
        </Space>
      </Form>
      {error && <Alert type="error" showIcon title={errorText(error)} style={{ marginTop: 16 }} />}
      {data && (
        <div style={{ marginTop: 16 }}>
          {data.compareTo && (
            <>
              <Typography.Title level={4}>{M.changes}</Typography.Title>
              <Table<StateChange>
                size="small"
                rowKey="path"
                pagination={false}
                locale={{ emptyText: M.noChanges }}
                columns={[
                  { key: 'path', title: 'Field', dataIndex: 'path' },
                  { key: 'change', title: 'Change', dataIndex: 'change' },
                  { key: 'before', title: 'Before', render: (_, change) => shown(change.before) },
                  { key: 'after', title: 'After', render: (_, change) => shown(change.after) },
                ]}
                dataSource={data.changes}
                scroll={{ x: true }}
              />
            </>
          )}
          <ReplayedStateView state={data.state} />
        </div>
      )}
    </>
  );
}
