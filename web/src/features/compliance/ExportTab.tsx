import { Button, Space, Typography } from 'antd';
import { CompliancePaths } from '@app/contracts';
import { errorText } from '../../app/errors';
import { toast } from '../ui/toast';
import { useOpenWithAccessToken } from '../ui/useOpenWithAccessToken';
import { complianceText } from './texts';

const showError = (error: unknown) => toast.error(errorText(error));

/** The timeline and the signed reports as JSON lines, and a Word summary, each downloaded in a new tab. */
export function ExportTab({ clientId }: { clientId: string }) {
  const download = useOpenWithAccessToken(showError);
  return (
    <>
      <Typography.Paragraph>{complianceText('exportExplained')}</Typography.Paragraph>
      <Space wrap>
        <Button onClick={() => void download(CompliancePaths.exportLines(clientId))}>{complianceText('exportLines')}</Button>
        <Button onClick={() => void download(CompliancePaths.exportSummary(clientId))}>{complianceText('exportSummary')}</Button>
      </Space>
    </>
  );
}
