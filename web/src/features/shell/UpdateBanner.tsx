import { Alert, Button } from 'antd';
import { VERSION_POLL_MS } from '../../app/config';
import { loadedBuildId, useGetDeployedVersionQuery } from './versionApi';
import { useShellTexts } from './readerLanguage';

/** "Update Now" when a newer build has been deployed since this page was loaded. */
export function UpdateBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const M = useShellTexts();
  const current = loadedBuildId();
  const { data } = useGetDeployedVersionQuery(undefined, {
    skip: current === null,
    pollingInterval: VERSION_POLL_MS,
    refetchOnFocus: true,
  });
  if (current === null || !data?.buildId || data.buildId === current) return null;
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
