import { ClientFacts, type Answers, type Client, type Form, type FormStatus } from '@app/contracts';

/** The client's questionnaire as clients answers it in `forms` (with the client view's includes). */
export interface ClientForm {
  id: string;
  formStatus: FormStatus;
  created: string;
  started: string | null;
  completed: string | null;
  pages?: { id: string; displayWeight: number; answerSetId: string; template?: { key: string; subscriberTitle: string }; answerSet?: { hasAnswers: boolean } }[];
}

export const questionnaireOf = (client: Client): ClientForm | undefined => client.forms?.[0] as ClientForm | undefined;

export const providedName = (client: Client) => [client.applicationUser.firstName, client.applicationUser.lastName].filter(Boolean).join(' ');

/** Where proctoring goes on: the first page (by weight) without answers, else the first. */
export function pageToProctor(form: ClientForm): string | undefined {
  const pages = [...(form.pages ?? [])].sort((a, b) => a.displayWeight - b.displayWeight);
  return (pages.find((page) => !page.answerSet?.hasAnswers) ?? pages[0])?.id;
}

/** One of the client's facts (ClientFacts) from the questionnaire's answers, if given. */
export function factOf(form: Form | undefined, fact: keyof typeof ClientFacts): string | null {
  const { page: key, question } = ClientFacts[fact];
  const answers: Answers | undefined = form?.pages?.find((page) => page.template?.key === key)?.answerSet?.answers;
  const value = answers?.[question];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** How long after an invitation the client view keeps asking until the questionnaire and the invitation's outcome are in. */
export const SETTLING_MS = 2 * 60_000;

/**
 * A client just invited whose questionnaire (survey makes it) or invitation outcome (notification sends it)
 * has not reached clients yet: the client view asks again until both are in, so the Reports tab and "Invite
 * sent" show without a reload (issue 36, item 11). Past SETTLING_MS it stops asking.
 */
export function isSettling(client: Client, now = Date.now()): boolean {
  if (!questionnaireOf(client)) return true;
  const outcomeKnown = client.clientEvents?.some((event) => event.eventType === 'InviteSent' || event.eventType === 'InviteFailed') ?? true;
  return !outcomeKnown && now - Date.parse(client.created) < SETTLING_MS;
}
