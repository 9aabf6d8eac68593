import { Alert, Button, Table, Tag, Typography } from 'antd';
import { ComplianceKeysPath, type VerificationReport } from '@app/contracts';
import { errorText } from '../../app/errors';
import { useLazyVerifyQuery } from './complianceApi';
import { complianceText } from './texts';

// Dark enough for white text (WCAG AA).
const verifiedColor = '#237804';
const brokenColor = '#a8071a';

/** Each service's signed verification of the client's streams. */
export function VerifyTab({ clientId }: { clientId: string }) {
  const [verify, { data, isFetching, error }] = useLazyVerifyQuery();
  return (
    <>
      <Typography.Paragraph>
        {complianceText('verifyExplained')}{' '}
        <a href={ComplianceKeysPath} style={{ textDecoration: 'underline' }}>
          {complianceText('keySet')}
        </a>
      </Typography.Paragraph>
      <Button type="primary" loading={isFetching} onClick={() => void verify(clientId)}>
        {complianceText('verifyButton')}
      </Button>
      {error && <Alert type="error" showIcon title={errorText(error)} style={{ marginTop: 16 }} />}
      {data && (
        <>
          <Alert type={data.valid ? 'success' : 'error'} showIcon title={data.valid ? complianceText('allVerified') : complianceText('broken')} style={{ marginBlock: 16 }} />
          <Table<VerificationReport>
            size="small"
            rowKey="service"
            pagination={false}
            scroll={{ x: true }}
            dataSource={data.reports}
            columns={[
              { key: 'service', title: 'Service', dataIndex: 'service' },
              { key: 'streams', title: 'Streams', render: (_, report) => report.streams.length },
              { key: 'events', title: 'Events', dataIndex: 'totalEvents' },
              { key: 'valid', title: 'Result', render: (_, report) => (report.valid ? <Tag color={verifiedColor}>verified</Tag> : <Tag color={brokenColor}>broken</Tag>) },
              {
                key: 'broken',
                title: 'First broken link',
                render: (_, report) => (report.firstBrokenLink ? `${report.firstBrokenLink.streamId}, version ${report.firstBrokenLink.version}` : 'none'),
              },
              { key: 'signature', title: 'Signature', render: (_, report) => <Typography.Text code>{`${report.keyId}: ${report.signature.slice(0, 16)}…`}</Typography.Text> },
            ]}
          />
        </>
      )}
    </>
  );
}
