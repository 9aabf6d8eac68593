import { Alert, Button } from 'antd';
import { useNewerBuildDeployed } from './versionApi';
import { useShellTexts } from './texts';

/** "Update Now" when a newer build has been deployed since this page was loaded. */
export function UpdateBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const shell = useShellTexts();
  if (!useNewerBuildDeployed()) return null;
  return (
    <Alert
      banner
      type="info"
      title={shell('newVersionAvailable')}
      action={
        <Button size="small" type="primary" onClick={reload}>
          {shell('updateNow')}
        </Button>
      }
    />
  );
}
