import { Outlet, useLocation } from 'react-router';
import { ContentSlugs, Messages } from '@app/contracts';
import { COPYRIGHT_FROM } from '../../app/config';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { SessionRenewal } from '../auth/SessionRenewal';
import { isMissingChunk, PageErrorBoundary } from '../shell/PageErrorBoundary';
import { usePageTitle } from '../shell/pageTitle';
import { useShellTexts } from '../shell/readerLanguage';
import { useTopBarNote } from '../shell/topBarNote';
import { useNewerBuildDeployed } from '../shell/versionApi';
import { ClientUserMenu } from './ClientUserMenu';
import { Alert, Button, Spinner } from './controls';

/**
 * The frame of the client's and supporter's app (client.html), as the other app's shell frames its screens:
 * top bar (name, "Client of …", user menu), the update banner, the page, the footer. Its links to the
 * other app's pages are page loads.
 */
export function ClientShell() {
  const M = useShellTexts();
  const { pathname } = useLocation();
  usePageTitle();
  // A signed-in client's user menu already says whose client they are.
  const note = useTopBarNote();
  const signedIn = useAppSelector(selectAuth).id !== null;
  return (
    <div className="cs-layout">
      <header className="cs-header">
        <div className="cs-brand">
          <a href="/">{M.appName}</a>
          {note && !signedIn && <span data-testid="top-bar-note">{note}</span>}
        </div>
        <ClientUserMenu />
      </header>
      <UpdateBanner />
      <SessionRenewal />
      <main className="cs-content">
        <PageErrorBoundary key={pathname} fallback={(error) => <PageFailed error={error} />}>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <footer className="cs-footer">
        <nav>
          <a href="/">{M.home}</a>
          <a href={`/page/${ContentSlugs.termsAndConditions}`}>{M.termsAndConditions}</a>
          <a href={`/page/${ContentSlugs.contactUs}`}>{M.contactUs}</a>
        </nav>
        <p>
          © {COPYRIGHT_FROM}-{new Date().getFullYear()} {M.appName}
        </p>
      </footer>
    </div>
  );
}

export function Loading() {
  return <Spinner label={useShellTexts().loading} />;
}

const reload = () => window.location.reload();

function UpdateBanner() {
  const M = useShellTexts();
  if (!useNewerBuildDeployed()) return null;
  return (
    <Alert
      banner
      type="info"
      title={M.newVersionAvailable}
      action={
        <Button variant="primary" onClick={reload}>
          {M.updateNow}
        </Button>
      }
    />
  );
}

/** What a page that failed to render shows: a reload (Update Now when a newer build replaced its code). */
function PageFailed({ error }: { error: unknown }) {
  const M = useShellTexts();
  const chunkMissing = isMissingChunk(error);
  return (
    <Alert
      type="error"
      title={chunkMissing ? M.newVersionAvailable : M.somethingWentWrong}
      description={chunkMissing ? M.reloadToContinue : Messages.unexpectedError}
      action={
        <Button variant="primary" onClick={reload}>
          {chunkMissing ? M.updateNow : M.reload}
        </Button>
      }
    />
  );
}
