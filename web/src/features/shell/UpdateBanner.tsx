import { Alert, Button } from 'antd';
import { NewBuildBanner, type BannerControls } from './NewBuildBanner';

const antdControls: BannerControls = {
  Alert,
  UpdateButton: ({ onClick, children }) => (
    <Button size="small" type="primary" onClick={onClick}>
      {children}
    </Button>
  ),
};

/** "Update Now" when a newer build has been deployed since this page was loaded. */
export function UpdateBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  return <NewBuildBanner controls={antdControls} reload={reload} />;
}
