import { CloseCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Messages } from '@app/contracts';
import { Notice } from './NoAccess';
import { isMissingChunk } from '../ui/PageErrorBoundary';
import { useShellTexts } from './texts';

/** What a page that failed to render shows: a reload (Update Now when a newer build replaced its chunk). */
export function RouteError({ error }: { error: unknown }) {
  const shell = useShellTexts();
  const chunkMissing = isMissingChunk(error);
  return (
    <Notice
      icon={<CloseCircleOutlined style={{ color: '#ff4d4f' }} />}
      title={chunkMissing ? shell('newVersionAvailable') : shell('somethingWentWrong')}
      text={chunkMissing ? shell('reloadToContinue') : Messages.unexpectedError}
      action={
        <Button type="primary" onClick={() => window.location.reload()}>
          {chunkMissing ? shell('updateNow') : shell('reload')}
        </Button>
      }
    />
  );
}
