import type { Client, ClientLandingData, Form, Page } from '@app/contracts';

let n = 0;

/** A proctored client's raw form of two pages (ids unique per call: the device's store outlives a test). */
export function proctoredClientForm() {
  const i = ++n;
  const id = (prefix: string, k: number) => `${prefix}-0000-4000-8000-${String(i * 10 + k).padStart(12, '0')}`;
  const page = (k: number): Page => ({
    id: id('aaaaaaaa', k),
    displayWeight: k,
    templateId: id('bbbbbbbb', k),
    answerSetId: id('cccccccc', k),
    template: {
      id: id('bbbbbbbb', k),
      key: `P${k}`,
      title: `Page ${k}`,
      subscriberTitle: `Page ${k}`,
      description: null,
      defaultWeight: k,
      initialDisplayWeight: k,
      isOptional: false,
      isDefault: true,
      stopIfOffline: false,
      questions: [{ key: 'story', label: 'Your story', questionType: 'Textarea', isRequired: false }],
      scoring: null,
      instrument: null,
      translations: {},
      concurrencyCheck: 1,
    },
    answerSet: { id: id('cccccccc', k), formId: id('ffffffff', 0), pageId: id('aaaaaaaa', k), answers: {}, concurrencyCheck: 0, language: 'en' },
  });
  const form: Form = {
    id: id('ffffffff', 0),
    key: 'Default',
    formStatus: 'Created',
    created: '2026-11-01T00:00:00.000Z',
    started: null,
    completed: null,
    originalFormId: null,
    adjuster: null,
    adjusterProgress: null,
    clientId: id('dddddddd', 0),
    subscriberId: id('eeeeeeee', 0),
    applicationUserId: id('99999999', 0),
    isProctored: true,
    firstName: 'Anselm',
    lastName: 'Kowalczyk',
    email: 'anselm@example.test',
    phoneNumber: null,
    pages: [page(1), page(2)],
  };
  const client: Client = {
    id: form.clientId,
    applicationUserId: form.applicationUserId,
    subscriberId: form.subscriberId,
    isProctored: true,
    isOffline: false,
    enableSupporters: false,
    reminderDays: 7,
    shortCodeUrl: 'http://localhost/c/HQ7K2MXPR4TZN',
    preferredLanguage: 'en',
    formStatus: 'Created',
    created: form.created,
    applicationUser: { id: form.applicationUserId, displayName: 'Anselm Kowalczyk', firstName: 'Anselm', lastName: 'Kowalczyk', email: form.email, phoneNumber: null },
    forms: [{ ...form, pages: undefined }],
  };
  return { form, client, checkOutId: id('0c0c0c0c', 0) };
}

/** The ids a client's landing names (`clientLanding`). */
export const landingIds = {
  formId: 'f0f0f0f0-0000-4000-8000-000000000001',
  pageId: 'a0a0a0a0-0000-4000-8000-000000000002',
  clientUserId: 'c0ffee00-0000-4000-8000-000000000001',
};

/** GET /api/client/landingData of a valid link: a client invited in English, not registered yet. */
export const clientLanding = (over: Partial<ClientLandingData> = {}): ClientLandingData => ({
  isValidShortCode: true,
  isProctorUser: false,
  isOtherUser: false,
  isAuthenticated: false,
  isAccountActivated: false,
  activeFormId: landingIds.formId,
  activePageId: landingIds.pageId,
  isFormCompleted: false,
  clientFirstName: 'Ann',
  clientLastName: 'Zimmer',
  clientEmail: 'ann@example.test',
  clientEmailOrPhone: 'ann@example.test',
  clientApplicationUserId: landingIds.clientUserId,
  isOffline: false,
  subscriberDisplayName: 'Atticus Finch',
  preferredLanguage: 'en',
  ...over,
});
