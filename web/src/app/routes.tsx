import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { ContentSlugs, Roles } from '@app/contracts';
import { RequireAuth } from '../features/auth/RequireAuth';
import { HomePage } from '../features/home/HomePage';
import { NotFound } from '../features/shell/NoAccess';
import { ClientScreensOnly } from '../features/shell/ClientScreensOnly';
import { Shell } from '../features/shell/Shell';
import { LoadAsPage } from '../features/shell/LoadAsPage';

// One chunk per area: a visitor's or a client's phone downloads only the shell and the screens it opens.
const account = () => import('../features/auth/pages');
const LoginPage = lazy(() => account().then((m) => ({ default: m.LoginPage })));
const LogoutPage = lazy(() => account().then((m) => ({ default: m.LogoutPage })));
const ChangePasswordPage = lazy(() => account().then((m) => ({ default: m.ChangePasswordPage })));
const VerifyPhoneNumberPage = lazy(() => account().then((m) => ({ default: m.VerifyPhoneNumberPage })));
const VerifyVerificationCodePage = lazy(() => account().then((m) => ({ default: m.VerifyVerificationCodePage })));
const EnterpriseWelcomePage = lazy(() => account().then((m) => ({ default: m.EnterpriseWelcomePage })));
const NotificationSettingsPage = lazy(() => account().then((m) => ({ default: m.NotificationSettingsPage })));

const SubscribePage = lazy(() => import('../features/subscribe/pages').then((m) => ({ default: m.SubscribePage })));

const subscriber = () => import('../features/subscriber/pages');
const ManageSubscriptionPage = lazy(() => subscriber().then((m) => ({ default: m.ManageSubscriptionPage })));
const ChangePaymentMethodPage = lazy(() => subscriber().then((m) => ({ default: m.ChangePaymentMethodPage })));
const CheckOutPage = lazy(() => subscriber().then((m) => ({ default: m.CheckOutPage })));
const CheckInPage = lazy(() => subscriber().then((m) => ({ default: m.CheckInPage })));
const AddClientPage = lazy(() => subscriber().then((m) => ({ default: m.AddClientPage })));
const ClientViewPage = lazy(() => subscriber().then((m) => ({ default: m.ClientViewPage })));

const admin = () => import('../features/admin/pages');
const AdminLayout = lazy(() => admin().then((m) => ({ default: m.AdminLayout })));
const UserList = lazy(() => admin().then((m) => ({ default: m.UserList })));
const UserEditor = lazy(() => admin().then((m) => ({ default: m.UserEditor })));
const SubscriptionList = lazy(() => admin().then((m) => ({ default: m.SubscriptionList })));
const SubscriptionEditor = lazy(() => admin().then((m) => ({ default: m.SubscriptionEditor })));
const ClientList = lazy(() => admin().then((m) => ({ default: m.ClientList })));
const TemplateList = lazy(() => admin().then((m) => ({ default: m.TemplateList })));
const TemplateEditor = lazy(() => admin().then((m) => ({ default: m.TemplateEditor })));
const ContentBlockList = lazy(() => admin().then((m) => ({ default: m.ContentBlockList })));
const NewContentBlock = lazy(() => admin().then((m) => ({ default: m.NewContentBlock })));
const ContentBlockEditor = lazy(() => admin().then((m) => ({ default: m.ContentBlockEditor })));

const compliance = () => import('../features/compliance/pages');
const ComplianceClients = lazy(() => compliance().then((m) => ({ default: m.ComplianceClients })));
const ComplianceClientPage = lazy(() => compliance().then((m) => ({ default: m.ComplianceClientPage })));

const ContentPage = lazy(() => import('../features/content/pages').then((m) => ({ default: m.ContentPage })));

/**
 * The routes (spec 01 §2, spec 02 §2), in react-router's declarative mode (the data router is not needed here
 * and would add 60 KB to every visitor's download). Paths match case-insensitively, so `verifyPhoneNumber` also serves
 * spec 01's spelling `/verifyPhonenumber`.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <ClientScreensOnly>
        <Shell />
      </ClientScreensOnly>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'enterpriseWelcome', element: <EnterpriseWelcomePage /> },
      { path: 'subscribe', element: <SubscribePage /> },
      { path: 'page/:slug', element: <ContentPage /> },
      // The client's and the supporter's screens are the other app's (client.html): a page load.
      ...['c/*', 'client/*', 'p/*'].map((path) => ({ path, element: <LoadAsPage fallback={<NotFound />} /> })),
      { path: 'clientHelp', element: <ContentPage slug={ContentSlugs.clientHelp} /> },
      { path: 'about', element: <ContentPage slug={ContentSlugs.about} /> },
      { path: 'testingNotes', element: <ContentPage slug={ContentSlugs.testingNotes} /> },
      {
        element: <RequireAuth />,
        children: [
          { path: 'subscriberHelp', element: <ContentPage slug={ContentSlugs.subscriberHelp} /> },
        ],
      },
      {
        element: <RequireAuth notClient />,
        children: [
          { path: 'changePassword', element: <ChangePasswordPage /> },
          { path: 'notificationSettings', element: <NotificationSettingsPage /> },
          { path: 'verifyPhoneNumber', element: <VerifyPhoneNumberPage /> },
          { path: 'verifyVerificationCode', element: <VerifyVerificationCodePage /> },
          { path: 'subscriber/manageSubscription', element: <ManageSubscriptionPage /> },
          { path: 'subscriber/changePaymentMethod', element: <ChangePaymentMethodPage /> },
        ],
      },
      {
        element: <RequireAuth roles={[Roles.Subscriber]} />,
        children: [
          { path: 'subscriber/client/add', element: <AddClientPage /> },
          { path: 'subscriber/client/:id/checkOut', element: <CheckOutPage /> },
          { path: 'subscriber/client/:id/checkIn', element: <CheckInPage /> },
          { path: 'subscriber/*', element: <NotFound /> },
        ],
      },
      {
        // The admin console (spec 01 §2), in its frame.
        element: <RequireAuth roles={[Roles.SiteAdmin]} />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { path: 'applicationUser', element: <UserList /> },
              { path: 'applicationUser/:id', element: <UserEditor /> },
              { path: 'subscription', element: <SubscriptionList /> },
              { path: 'subscription/:id', element: <SubscriptionEditor /> },
              { path: 'client', element: <ClientList /> },
              { path: 'template', element: <TemplateList /> },
              { path: 'template/:id', element: <TemplateEditor /> },
              { path: 'contentBlock', element: <ContentBlockList /> },
              { path: 'contentBlock/add', element: <NewContentBlock /> },
              { path: 'contentBlock/:id', element: <ContentBlockEditor /> },
            ],
          },
        ],
      },
      {
        // The compliance reviewer's read-only area (issue 14).
        element: <RequireAuth roles={[Roles.ComplianceReviewer]} />,
        children: [
          { path: 'compliance', element: <ComplianceClients /> },
          { path: 'compliance/client/:id', element: <ComplianceClientPage /> },
        ],
      },
      {
        // The client view: their subscriber's, and any client's for a site admin (the admin's /client rows).
        element: <RequireAuth roles={[Roles.Subscriber, Roles.SiteAdmin]} />,
        children: [{ path: 'subscriber/client/:id', element: <ClientViewPage /> }],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The app's pages, under a BrowserRouter (main.tsx) or a MemoryRouter (tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
