import { useRoutes, type RouteObject } from 'react-router';
import { ContentSlugs, Roles } from '@app/contracts';
import { RequireAuth } from '../features/auth/RequireAuth';
import { HomePage } from '../features/home/HomePage';
import { NotFound } from '../features/shell/NoAccess';
import { ClientScreensOnly } from '../features/shell/ClientScreensOnly';
import { Shell } from '../features/shell/Shell';
import { LoadAsPage } from '../features/ui/LoadAsPage';
import { areas, lazyPage } from './areas';

// One chunk per area (areas.tsx): a visitor's phone downloads only the shell and the screens it opens.
const LoginPage = lazyPage(areas.account, (m) => m.LoginPage);
const LogoutPage = lazyPage(areas.account, (m) => m.LogoutPage);
const ChangePasswordPage = lazyPage(areas.account, (m) => m.ChangePasswordPage);
const VerifyPhoneNumberPage = lazyPage(areas.account, (m) => m.VerifyPhoneNumberPage);
const VerifyVerificationCodePage = lazyPage(areas.account, (m) => m.VerifyVerificationCodePage);
const EnterpriseWelcomePage = lazyPage(areas.account, (m) => m.EnterpriseWelcomePage);
const NotificationSettingsPage = lazyPage(areas.account, (m) => m.NotificationSettingsPage);
const TimeZonePage = lazyPage(areas.account, (m) => m.TimeZonePage);

const SubscribePage = lazyPage(areas.subscribe, (m) => m.SubscribePage);

const ManageSubscriptionPage = lazyPage(areas.subscriber, (m) => m.ManageSubscriptionPage);
const ChangePaymentMethodPage = lazyPage(areas.subscriber, (m) => m.ChangePaymentMethodPage);
const CheckOutPage = lazyPage(areas.subscriber, (m) => m.CheckOutPage);
const CheckInPage = lazyPage(areas.subscriber, (m) => m.CheckInPage);
const AddClientPage = lazyPage(areas.subscriber, (m) => m.AddClientPage);
const CloseAccountPage = lazyPage(areas.subscriber, (m) => m.CloseAccountPage);
const ClientViewPage = lazyPage(areas.subscriber, (m) => m.ClientViewPage);

const AdminLayout = lazyPage(areas.admin, (m) => m.AdminLayout);
const UserList = lazyPage(areas.admin, (m) => m.UserList);
const UserEditor = lazyPage(areas.admin, (m) => m.UserEditor);
const SubscriptionList = lazyPage(areas.admin, (m) => m.SubscriptionList);
const SubscriptionEditor = lazyPage(areas.admin, (m) => m.SubscriptionEditor);
const ClientList = lazyPage(areas.admin, (m) => m.ClientList);
const TemplateList = lazyPage(areas.admin, (m) => m.TemplateList);
const TemplateEditor = lazyPage(areas.admin, (m) => m.TemplateEditor);
const ContentBlockList = lazyPage(areas.admin, (m) => m.ContentBlockList);
const NewContentBlock = lazyPage(areas.admin, (m) => m.NewContentBlock);
const ContentBlockEditor = lazyPage(areas.admin, (m) => m.ContentBlockEditor);

const ComplianceClients = lazyPage(areas.compliance, (m) => m.ComplianceClients);
const ComplianceClientPage = lazyPage(areas.compliance, (m) => m.ComplianceClientPage);

const ContentPage = lazyPage(areas.content, (m) => m.ContentPage);

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
        children: [{ path: 'subscriberHelp', element: <ContentPage slug={ContentSlugs.subscriberHelp} /> }],
      },
      {
        element: <RequireAuth notClient />,
        children: [
          { path: 'changePassword', element: <ChangePasswordPage /> },
          { path: 'notificationSettings', element: <NotificationSettingsPage /> },
          { path: 'timeZone', element: <TimeZonePage /> },
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
          { path: 'subscriber/closeAccount', element: <CloseAccountPage /> },
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
