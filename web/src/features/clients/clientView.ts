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
