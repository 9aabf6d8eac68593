import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router';
import { ClientShell } from '../features/clientShell/ClientShell';
import { ClientLandingPage } from '../features/clientSurvey/ClientLandingPage';
import { ClientLogOutPage } from '../features/clientSurvey/ClientLogOutPage';
import { FormPage } from '../features/clientSurvey/FormPage';
import { CompletePage, completePath, ReviewPage } from '../features/clientSurvey/ReviewPage';
import { SupporterLandingPage } from '../features/supporter/SupporterLandingPage';
import { LoadAsPage } from '../features/ui/LoadAsPage';
import { Alert } from '../features/clientShell/controls';
import { useShellTexts } from '../features/shell/texts';

/** The thank-you page's address before issue 36 (`/complete`): a bookmark of it lands on `/final`. */
function OldCompletePath() {
  const { formId = '' } = useParams();
  return <Navigate to={completePath(formId)} replace />;
}

function PageNotFound() {
  const shell = useShellTexts();
  return <Alert type="info" title={shell('pageNotFound')} description={shell('pageDoesNotExist')} heading />;
}

/**
 * The routes of the client's and supporter's app (client.html; spec 02 §2), every screen in the one bundle a
 * client's phone loads with the page. Any other address belongs to the other app (index.html): a page load.
 */
export const clientRoutes: RouteObject[] = [
  {
    element: <ClientShell />,
    children: [
      { path: 'c/:shortCode', element: <ClientLandingPage /> },
      { path: 'client/landing/:shortCode', element: <ClientLandingPage /> },
      { path: 'p/:shortCode', element: <SupporterLandingPage /> },
      // The client, or their attorney proctoring (the API checks which form each may open); a form
      // checked out to this device opens from the device whatever the session (offline proctoring).
      { path: 'client/form/:formId/page/:pageId', element: <FormPage /> },
      { path: 'client/form/:formId/review', element: <ReviewPage /> },
      { path: 'client/form/:formId/final', element: <CompletePage /> },
      { path: 'client/form/:formId/complete', element: <OldCompletePath /> },
      { path: 'client/logout', element: <ClientLogOutPage /> },
      { path: '*', element: <LoadAsPage fallback={<PageNotFound />} /> },
    ],
  },
];

export function ClientRoutes() {
  return useRoutes(clientRoutes);
}
