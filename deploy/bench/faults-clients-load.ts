/**
 * The core domain's part of the faults bench's load, as an attorney and their clients take its steps
 * through the gateway: the subscriber invites a client (by email, with the bench's page), the client
 * accepts the invitation (sets a password), finds their form and saves the page's answers (with the
 * version loaded, `concurrencyCheck`), then finalizes the form. Each client takes the next step in a
 * later turn of the load; a step that failed is tried again in a later turn (at most `MAX_TRIES` times),
 * so a fault delays a client's journey and never ends it.
 */
import { Roles, type CreateTemplateRequest } from '@app/contracts';
import { waitFor } from '@app/platform/testing';
import { BENCH_PASSWORD, benchPage, call, purchaseOf, type Answer, type Attempter } from './faults-load.js';

export type Answers = Record<string, string>;
type ClientStep = 'invite' | 'accept' | 'save' | 'finalize';

export interface InvitedClient {
  email: string;
  id?: string;
  shortCode?: string;
  token?: string;
  formId?: string;
  answerSetId?: string;
  /** The answer set's version the next save names (`concurrencyCheck`). */
  version: number;
  /** The answers each save sent, by the version that save makes. */
  answersByVersion: Map<number, Answers>;
  /** Failed tries of the step the client is at. */
  tries: number;
}

const MAX_TRIES = 10;
export const INVITATION_MAIL_SUBJECT = /^Your questionnaire from /;

/** The bench's page: three required lines and a choice; small, so the load is the services' work and not the page's. */
const benchTemplate = (tag: string): CreateTemplateRequest =>
  benchPage(`FaultsPage_${tag.replace(/[^A-Za-z0-9]/g, '_')}`, [
    { key: 'q1', label: 'Where did you grow up?', questionType: 'Text', isRequired: true },
    { key: 'q2', label: 'Who raised you?', questionType: 'Text', isRequired: true },
    { key: 'q3', label: 'What was your first job?', questionType: 'Text', isRequired: true },
    { key: 'q4', label: 'Did you move often?', questionType: 'RadioButtonList', options: ['Never', 'Sometimes', 'Often'], isRequired: false },
  ]);

/** The page's answers of a client's `version`-th save: each save's are its own. */
const answersOf = (email: string, version: number): Answers => ({
  q1: `Save ${version} of ${email}: Springfield`,
  q2: `Save ${version}: my grandmother`,
  q3: `Save ${version}: a paper route`,
  q4: ['Never', 'Sometimes', 'Often'][version % 3],
});

/** The bench's page (made by the admin) and a subscriber who bought a subscription and has the Subscriber role. */
export async function prepareInviting(base: string, adminToken: string, tag: string): Promise<{ token: string; templateId: string }> {
  const ok = (what: string, answer: Answer, status = 200) => {
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const template = ok('template', await call(base, 'POST', '/api/template', { token: adminToken, body: benchTemplate(tag) }), 201);
  const credentials = { email: `${tag}-subscriber@example.com`, password: BENCH_PASSWORD };
  const registered = ok('register the subscriber', await call(base, 'POST', '/api/account/register', { body: credentials }));
  ok('purchase', await call(base, 'POST', '/api/subscription/purchase', { token: registered.jwtToken, body: purchaseOf() }));
  const subscriber = await waitFor(
    async () => {
      const login = ok('login', await call(base, 'POST', '/api/account/login', { body: credentials }));
      return login.roles.includes(Roles.Subscriber) ? (login as { jwtToken: string }) : undefined;
    },
    60_000,
    500,
  );
  return { token: subscriber.jwtToken, templateId: template.id };
}

export class ClientsLoad {
  readonly invited: InvitedClient[] = [];
  private readonly toAccept: InvitedClient[] = [];
  private readonly toSave: InvitedClient[] = [];
  private readonly toFinalize: InvitedClient[] = [];

  constructor(
    private readonly base: string,
    private readonly tag: string,
    private readonly subscriberToken: string,
    private readonly templateId: string,
    private readonly attempt: Attempter,
  ) {}

  /** The step of this turn, for the next client at it; an invite when no client is. */
  next(step: ClientStep): Promise<void> {
    if (step === 'accept' && this.toAccept.length > 0) return this.accept(this.toAccept.shift()!);
    if (step === 'save' && this.toSave.length > 0) return this.save(this.toSave.shift()!);
    if (step === 'finalize' && this.toFinalize.length > 0) return this.finalize(this.toFinalize.shift()!);
    return this.invite();
  }

  private api(method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
    return call(this.base, method, path, { token, body });
  }

  /** After a failed try: the client waits in `queue` for a later turn, unless they have tried too often. */
  private again(client: InvitedClient, queue: InvitedClient[]): void {
    if (++client.tries < MAX_TRIES) queue.push(client);
  }

  /** Moves the client on to the next step. */
  private advance(client: InvitedClient, queue: InvitedClient[]): void {
    client.tries = 0;
    queue.push(client);
  }

  private async invite(): Promise<void> {
    const n = this.invited.length + 1;
    const client: InvitedClient = { email: `${this.tag}-c${String(n).padStart(6, '0')}@example.com`, version: 0, answersByVersion: new Map(), tries: 0 };
    this.invited.push(client);
    const body = {
      firstName: 'Bench',
      lastName: `Client${n}`,
      email: client.email,
      phoneNumber: `555-${String(100 + (n % 900))}-${String(n % 10_000).padStart(4, '0')}`,
      useEmail: true,
      useSms: false,
      reminderDays: 0,
      enableSupporters: false,
      templateIds: [this.templateId],
    };
    const { answer } = await this.attempt('invite', client.email, () => this.api('POST', '/api/client/invite', this.subscriberToken, body));
    if (answer.status !== 200) return;
    client.id = answer.body.id;
    client.shortCode = String(answer.body.shortCodeUrl).split('/').pop();
    this.advance(client, this.toAccept);
  }

  /** Identity makes the client's account from ClientInvited: until then the code is unknown to it (400), and the client comes back later. */
  private async accept(client: InvitedClient): Promise<void> {
    const body = { shortCode: client.shortCode, password: BENCH_PASSWORD };
    const { answer } = await this.attempt('accept', client.email, () => this.api('POST', '/api/client/acceptInvite', undefined, body));
    if (answer.status !== 200) return this.again(client, this.toAccept);
    client.token = answer.body.jwtToken;
    this.advance(client, this.toSave);
  }

  /** Survey makes the form from ClientInvited: until the client finds it, no save is sent. */
  private async save(client: InvitedClient): Promise<void> {
    if (!client.answerSetId && !(await this.findForm(client))) return this.again(client, this.toSave);
    const version = client.version + 1;
    const answers = answersOf(client.email, version);
    client.answersByVersion.set(version, answers);
    const body = { answers, concurrencyCheck: client.version };
    const { answer, attempt } = await this.attempt('save', client.email, () => this.api('PUT', `/api/answerSet/${client.answerSetId}`, client.token, body));
    if (answer.status === 200) {
      client.version = attempt.version = answer.body.concurrencyCheck;
      return this.advance(client, this.toFinalize);
    }
    // Not acknowledged, but perhaps saved (no answer): the next try names the version there is now.
    const current = await this.api('GET', `/api/answerSet/${client.answerSetId}`, client.token);
    if (current.status === 200) client.version = current.body.concurrencyCheck;
    this.again(client, this.toSave);
  }

  private async findForm(client: InvitedClient): Promise<boolean> {
    const forms = await this.api('GET', '/api/form', client.token);
    if (forms.status !== 200 || forms.body.length === 0) return false;
    const form = await this.api('GET', `/api/form/${forms.body[0].id}?includes=pages`, client.token);
    if (form.status !== 200) return false;
    client.formId = form.body.id;
    client.answerSetId = form.body.pages[0].answerSetId;
    return true;
  }

  private async finalize(client: InvitedClient): Promise<void> {
    const { answer } = await this.attempt('finalize', client.email, () => this.api('POST', `/api/form/${client.formId}/finalize`, client.token));
    if (answer.status !== 200) this.again(client, this.toFinalize);
  }
}
