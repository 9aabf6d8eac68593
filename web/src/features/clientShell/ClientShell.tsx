import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ContentSlugs, Roles } from '@app/contracts';
import { COPYRIGHT_FROM } from '../../app/config';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { SessionRenewal } from '../auth/SessionRenewal';
import { NewBuildBanner, type BannerControls } from '../shell/NewBuildBanner';
import { isMissingChunk, PageErrorBoundary } from '../ui/PageErrorBoundary';
import { usePageTitle } from '../shell/pageTitle';
import { useShellTexts } from '../shell/texts';
import { proctorLock, useProctorLock } from '../shell/proctorLock';
import { useTopBarNote } from '../shell/topBarNote';
import { useTexts } from '../../i18n/i18n';
import { KeptAnswersDelivery } from '../clientSurvey/KeptAnswersDelivery';
import { ClientUserMenu } from './ClientUserMenu';
import { Alert, Button, Spinner } from './controls';
import { ProctorReturn } from './ProctorReturn';

/**
 * The frame of the client's and supporter's app (client.html), as the other app's shell frames its screens:
 * top bar (name, "Client of …", user menu), the update banner, the page, the footer. Its links to the
 * other app's pages are page loads.
 */
export function ClientShell() {
  const shell = useShellTexts();
  const { pathname } = useLocation();
  usePageTitle();
  // A signed-in client's user menu already says whose client they are.
  const note = useTopBarNote();
  const signedIn = useAppSelector(selectAuth).id !== null;
  const proctoring = useProctoring();
  const [returning, setReturning] = useState(false);
  return (
    <div className="cs-layout">
      <header className="cs-header">
        <div className="cs-brand">
          {/* The attorney's app is behind the attorney's password while the client holds the device. */}
          {proctoring ? <span className="cs-app-name">{shell('appName')}</span> : <a href="/">{shell('appName')}</a>}
          {note && !signedIn && <span data-testid="top-bar-note">{note}</span>}
        </div>
        {proctoring ? <ProctorReturnButton onClick={() => setReturning(true)} /> : <ClientUserMenu />}
      </header>
      <NewBuildBanner controls={clientControls} reload={reload} />
      <SessionRenewal />
      <main className="cs-content">
        {proctoring && returning && <ProctorReturn onCancel={() => setReturning(false)} />}
        <div hidden={proctoring && returning}>
          <KeptAnswersDelivery>
            <PageErrorBoundary key={pathname} fallback={(error) => <PageFailed error={error} />}>
              <Outlet />
            </PageErrorBoundary>
          </KeptAnswersDelivery>
        </div>
      </main>
      <footer className="cs-footer">
        {!proctoring && (
          <nav>
            <a href="/">{shell('home')}</a>
            <a href={`/page/${ContentSlugs.termsAndConditions}`}>{shell('termsAndConditions')}</a>
            <a href={`/page/${ContentSlugs.contactUs}`}>{shell('contactUs')}</a>
          </nav>
        )}
        <p>
          © {COPYRIGHT_FROM}-{new Date().getFullYear()} {shell('appName')}
        </p>
      </footer>
    </div>
  );
}

/**
 * Whether an attorney proctors on this device (issue 33): signed in, not as a client, on a page of the
 * questionnaire (or anywhere here once they did): then the device is the client's until the attorney's password.
 */
function useProctoring(): boolean {
  const { pathname, search } = useLocation();
  const { id, roles } = useAppSelector(selectAuth);
  const lock = useProctorLock();
  const proctorsHere = id !== null && !roles.includes(Roles.Client) && (lock !== null || QUESTIONNAIRE_PAGE.test(pathname));
  const here = pathname + search;
  useEffect(() => {
    if (proctorsHere && id) proctorLock.hold(id, here);
  }, [proctorsHere, id, here]);
  return proctorsHere;
}

const QUESTIONNAIRE_PAGE = /^\/client\/form\//i;

function ProctorReturnButton({ onClick }: { onClick: () => void }) {
  const t = useTexts('landing');
  return (
    <button type="button" className="cs-menu-button" onClick={onClick}>
      {t('proctorReturn')}
    </button>
  );
}

export function Loading() {
  return <Spinner label={useShellTexts()('loading')} />;
}

const reload = () => window.location.reload();

/** The update banner drawn with this app's controls. */
const clientControls: BannerControls = {
  Alert,
  UpdateButton: ({ onClick, children }) => (
    <Button variant="primary" onClick={onClick}>
      {children}
    </Button>
  ),
};

/** What a page that failed to render shows: a reload (Update Now when a newer build replaced its code). */
function PageFailed({ error }: { error: unknown }) {
  const shell = useShellTexts();
  const messages = useTexts('messages');
  const chunkMissing = isMissingChunk(error);
  return (
    <Alert
      type="error"
      heading
      title={chunkMissing ? shell('newVersionAvailable') : shell('somethingWentWrong')}
      description={chunkMissing ? shell('reloadToContinue') : messages('unexpectedError')}
      action={
        <Button variant="primary" onClick={reload}>
          {chunkMissing ? shell('updateNow') : shell('reload')}
        </Button>
      }
    />
  );
}
