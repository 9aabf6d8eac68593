import { Alert, Button } from 'antd';
import { useNewerBuildDeployed } from './versionApi';
import { useShellTexts } from './readerLanguage';

/** "Update Now" when a newer build has been deployed since this page was loaded. */
export function UpdateBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const M = useShellTexts();
  if (!useNewerBuildDeployed()) return null;
  return (
    <Alert
      banner
      type="info"
      title={M.newVersionAvailable}
      action={
        <Button size="small" type="primary" onClick={reload}>
          {M.updateNow}
        </Button>
      }
    />
  );
}
