import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import {
  AnswerSet,
  ApplicationUser,
  AcceptInviteRequest,
  ChangeLanguageRequest,
  AdjustedReport,
  AdjustRequest,
  AdminDashboardStats,
  AuthResponse,
  BillingDetails,
  CancelSubscriptionRequest,
  ChangePlanRequest,
  Invoice,
  NotificationSettings,
  SaveNotificationSettingsRequest,
  CaseDetails,
  CaseSummary,
  CheckInRequest,
  CheckOut,
  CheckOutRequest,
  Client,
  ClientReplay,
  ContactRequest,
  TimeZoneRequest,
  ClientTimeline,
  ChangePasswordRequest,
  ClientLandingData,
  ContentBlock,
  CreateContentBlockRequest,
  DeleteClientRequest,
  ErrorBody,
  Form,
  InviteClientRequest,
  LoginRequest,
  OpenPageRequest,
  PlanOffer,
  PromotionCodeValidation,
  PurchaseRequest,
  ReportChoice,
  RegisterRequest,
  ReviewedClient,
  RequestClientPasswordResetRequest,
  RequestPasswordResetRequest,
  ResetPasswordRequest,
  SaveAnswerSetRequest,
  SubscriptionSummary,
  SupporterLandingData,
  SupporterSubmission,
  SpoofLoginRequest,
  Subscription,
  SubscriptionEdit,
  SubscriptionUser,
  Template,
  TemporaryAccessTokenResponse,
  UpdateCaseDetailsRequest,
  UpdateContentBlockRequest,
  UpdatePaymentMethodRequest,
  UpdateTemplateRequest,
  ValidatePromotionCodeRequest,
  VerifyPhoneNumberRequest,
  VerifyVerificationCodeRequest,
  DisableTwoFactorRequest,
  CloseAccountRequest,
  ResendInvitationRequest,
  SaveApplicationUserRequest,
  UpdateClientRequest,
} from '@app/contracts';

/**
 * The calls the web app makes, with the contracts' schemas of their request body and of their 2xx answer
 * (the services' READMEs give the answers). The fake API checks every request and answer against this table,
 * so a test that describes a call the API does not have, or answers differently from it, fails.
 */
interface Endpoint {
  request?: z.ZodType;
  answer: z.ZodType;
}

/** `{}`: the answer of the calls that only say "done", and the body of a refresh. */
const Empty = z.object({});
/** Written by every build next to index.html (vite.config.ts); not a service's answer. */
const BuildVersion = z.object({ buildId: z.string() });

export const apiContract: Record<string, Endpoint> = {
  'POST /api/account/register': { request: RegisterRequest, answer: AuthResponse },
  'POST /api/account/login': { request: LoginRequest, answer: AuthResponse },
  'POST /api/account/refresh': { request: Empty, answer: AuthResponse },
  'POST /api/account/requestPasswordReset': { request: RequestPasswordResetRequest, answer: Empty },
  'POST /api/account/resetPassword': { request: ResetPasswordRequest, answer: Empty },
  'POST /api/account/changePassword': { request: ChangePasswordRequest, answer: AuthResponse },
  'POST /api/account/verifyPhoneNumber': { request: VerifyPhoneNumberRequest, answer: Empty },
  'POST /api/account/verifyVerificationCode': { request: VerifyVerificationCodeRequest, answer: Empty },
  'GET /api/account/temporaryAccessToken': { answer: TemporaryAccessTokenResponse },
  'GET /api/applicationUser/{id}': { answer: ApplicationUser },
  'GET /api/subscription/plans': { answer: z.array(PlanOffer) },
  'POST /api/subscription/validatePromotionCode': { request: ValidatePromotionCodeRequest, answer: PromotionCodeValidation },
  'POST /api/subscription/purchase': { request: PurchaseRequest, answer: SubscriptionSummary },
  'GET /api/subscriptionUser': { answer: z.array(SubscriptionUser) },
  'GET /api/subscription/{id}/stripeDetails': { answer: BillingDetails },
  'POST /api/subscription/cancel': { request: CancelSubscriptionRequest, answer: SubscriptionSummary },
  // Billing history, a change of plan, the attorney's notification settings (issue 36)
  'GET /api/subscription/{id}/invoices': { answer: z.array(Invoice) },
  'POST /api/subscription/changePlan': { request: ChangePlanRequest, answer: SubscriptionSummary },
  'GET /api/account/notificationSettings': { answer: NotificationSettings },
  'PUT /api/account/notificationSettings': { request: SaveNotificationSettingsRequest, answer: NotificationSettings },
  'POST /api/subscription/updatePaymentMethod': { request: UpdatePaymentMethodRequest, answer: BillingDetails },
  'GET /api/contentBlock/slug/{slug}': { answer: ContentBlock },
  'GET /api/client/landingData': { answer: ClientLandingData },
  'POST /api/client/acceptInvite': { request: AcceptInviteRequest, answer: AuthResponse },
  'POST /api/account/requestClientPasswordReset': { request: RequestClientPasswordResetRequest, answer: Empty },
  'GET /api/form/{id}': { answer: Form },
  'GET /api/answerSet/{id}': { answer: AnswerSet },
  'PUT /api/answerSet/{id}': { request: SaveAnswerSetRequest, answer: AnswerSet },
  'POST /api/form/{id}/finalize': { request: Empty, answer: Form },
  'PUT /api/form/{id}/position': { request: OpenPageRequest, answer: Empty },
  'GET /api/supporter/landingData': { answer: SupporterLandingData },
  'POST /api/supporter/submit': { request: SupporterSubmission, answer: SupporterLandingData },
  'GET /api/client/{id}': { answer: Client },
  'GET /api/client': { answer: z.array(Client) },
  'POST /api/client/invite': { request: InviteClientRequest, answer: Client },
  'POST /api/client/deleteClient': { request: DeleteClientRequest, answer: Empty },
  'POST /api/client/language': { request: ChangeLanguageRequest, answer: Empty },
  'PUT /api/client/{id}/caseDetails': { request: UpdateCaseDetailsRequest, answer: CaseDetails },
  'GET /api/form': { answer: z.array(Form) },
  'POST /api/form/{id}/reminder': { answer: Empty },
  'POST /api/form/{id}/adjust': { request: AdjustRequest, answer: AdjustedReport },
  'GET /api/form/{id}/summary': { answer: CaseSummary },
  'GET /api/client/{id}/reportChoice': { answer: ReportChoice },
  'PUT /api/client/{id}/reportChoice': { request: ReportChoice, answer: ReportChoice },
  'GET /api/template': { answer: z.array(Template) },
  'POST /api/form/{id}/checkOut': { request: CheckOutRequest, answer: CheckOut },
  'POST /api/form/{id}/checkIn': { request: CheckInRequest, answer: Form },
  'GET /api/stats/adminDashboard': { answer: AdminDashboardStats },
  'GET /api/applicationUser': { answer: z.array(ApplicationUser) },
  'POST /api/account/spoofLogin': { request: SpoofLoginRequest, answer: AuthResponse },
  'GET /api/subscription': { answer: z.array(Subscription) },
  'GET /api/subscription/{id}': { answer: Subscription },
  'PUT /api/subscription/{id}': { request: SubscriptionEdit, answer: Subscription },
  'GET /api/template/{id}': { answer: Template },
  'PUT /api/template/{id}': { request: UpdateTemplateRequest, answer: Template },
  'GET /api/contentBlock': { answer: z.array(ContentBlock) },
  'GET /api/contentBlock/{id}': { answer: ContentBlock },
  'POST /api/contentBlock': { request: CreateContentBlockRequest, answer: ContentBlock },
  'PUT /api/contentBlock/{id}': { request: UpdateContentBlockRequest, answer: ContentBlock },
  // Mistakes mended (issue 36)
  'POST /api/account/disableTwoFactor': { request: DisableTwoFactorRequest, answer: Empty },
  'POST /api/account/close': { request: CloseAccountRequest, answer: Empty },
  'PUT /api/applicationUser/{id}': { request: SaveApplicationUserRequest, answer: ApplicationUser },
  'POST /api/applicationUser/{id}/disable': { request: Empty, answer: Empty },
  'POST /api/applicationUser/{id}/enable': { request: Empty, answer: Empty },
  'POST /api/applicationUser/{id}/sendPasswordReset': { request: Empty, answer: Empty },
  'PUT /api/applicationUser/{id}/complianceReviewer': { answer: Empty },
  'PUT /api/client/{id}': { request: UpdateClientRequest, answer: Client },
  'POST /api/client/resendInvitation': { request: ResendInvitationRequest, answer: Client },
  'GET /api/compliance/client': { answer: z.array(ReviewedClient) },
  'GET /api/compliance/client/{id}/timeline': { answer: ClientTimeline },
  'GET /api/compliance/client/{id}/replay': { answer: ClientReplay },
  'POST /api/contact': { request: ContactRequest, answer: Empty },
  'PUT /api/account/timeZone': { request: TimeZoneRequest, answer: TimeZoneRequest },
  'GET /version.json': { answer: BuildVersion },
};

const templates = Object.entries(apiContract).map(([key, endpoint]) => {
  const pattern = key.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  return { key, endpoint, pattern: new RegExp(`^${pattern}$`) };
});

/** The contract's endpoint of `METHOD /path` (a concrete path such as `GET /api/applicationUser/42`), if any. */
export function endpointOf(key: string): { key: string; endpoint: Endpoint } | undefined {
  return templates.find((t) => t.pattern.test(key));
}

const describeIssues = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');

/** Why `body` is not a request `key` may send, or null. */
export function requestViolation(key: string, body: unknown): string | null {
  const found = endpointOf(key);
  if (!found) return `${key} is not a call of the API contracts (web/test/api-contract.ts)`;
  if (!found.endpoint.request) return body === undefined ? null : `${key} takes no body`;
  const parsed = found.endpoint.request.safeParse(body);
  return parsed.success ? null : `the request ${key} breaks its contract: ${describeIssues(parsed.error)}`;
}

/**
 * Why `body` with `status` is not an answer of `key`, or null. 2xx answers must match the endpoint's schema
 * without fields it does not know (the app must not come to rely on them); 4xx answers are the services' error
 * body. A 5xx answer may also come from a proxy in front of the gateway, so any body is allowed there.
 */
export function answerViolation(key: string, status: number, body: unknown): string | null {
  const found = endpointOf(key);
  if (!found) return `${key} is not a call of the API contracts (web/test/api-contract.ts)`;
  if (status >= 500) return null;
  const schema = status >= 200 && status < 300 ? found.endpoint.answer : ErrorBody;
  const json: unknown = JSON.parse(JSON.stringify(body ?? {}));
  const parsed = schema.safeParse(json);
  if (!parsed.success) return `the ${status} answer of ${key} breaks its contract: ${describeIssues(parsed.error)}`;
  if (!isDeepStrictEqual(parsed.data, json)) return `the ${status} answer of ${key} has fields its contract does not know`;
  return null;
}
