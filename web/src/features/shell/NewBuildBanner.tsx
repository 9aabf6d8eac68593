import type { ComponentType, ReactNode } from 'react';
import { useShellTexts } from './texts';
import { useNewerBuildDeployed } from './versionApi';

/** The controls the banner is drawn with: antd's in the attorney's app, clientShell/controls' in the client's (no antd). */
export interface BannerControls {
  Alert: ComponentType<{ banner: boolean; type: 'info'; title: ReactNode; action: ReactNode }>;
  UpdateButton: ComponentType<{ onClick: () => void; children: ReactNode }>;
}

/** "Update Now" when a newer build has been deployed since this page was loaded. */
export function NewBuildBanner({ controls: { Alert, UpdateButton }, reload }: { controls: BannerControls; reload: () => void }) {
  const shell = useShellTexts();
  if (!useNewerBuildDeployed()) return null;
  return <Alert banner type="info" title={shell('newVersionAvailable')} action={<UpdateButton onClick={reload}>{shell('updateNow')}</UpdateButton>} />;
}
