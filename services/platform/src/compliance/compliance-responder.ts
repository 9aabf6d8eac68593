import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { complianceSubjectOf, HistoryRequest, VerificationReport, type HistoryEvent, type HistoryOutline, type HistoryPage } from '@app/contracts';
import { answerRequests, askService } from '../bus/service-requests.js';
import { DependencyUnavailableError } from '../bus/unavailable.js';
import type { EventStore } from '../event-store/event-store.js';
import type { PersonalDataVault } from '../personal-data/vault.js';
import { historyPage } from './history-page.js';
import type { ReportSigningKey } from './signing-key.js';

type ParsedHistoryRequest = ReturnType<typeof HistoryRequest.parse>;

/** Room left in a NATS message beside the page's events (the reply's framing). */
const PAGE_HEADROOM = 64 * 1024;

/**
 * Answers a compliance reviewer's two questions about some people over NATS request/reply (queue
 * group: any one instance answers): their events (`history`, paged) and their streams' hash chains
 * (`verify`, a report signed with the service's key).
 */
export class ComplianceResponder {
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
    private readonly service: string,
    private readonly parts: { store: EventStore; vault: PersonalDataVault; signingKey: ReportSigningKey },
  ) {}

  start(): void {
    const maxBytes = Math.max(64 * 1024, (this.nc.info?.max_payload ?? 1024 * 1024) - PAGE_HEADROOM);
    this.answer('history', (request) => historyPage(this.service, this.parts.store, this.parts.vault, request, maxBytes));
    this.answer('verify', (request) => this.verify(request.personIds));
  }

  stop(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }

  private async verify(personIds: string[]): Promise<VerificationReport> {
    const streams = await this.parts.store.verifyStreams(await this.parts.store.streamsAbout(personIds));
    const broken = streams.find((stream) => !stream.valid);
    return this.parts.signingKey.sign({
      service: this.service,
      keyId: this.parts.signingKey.publicJwk.kid,
      personIds,
      checkedAt: new Date().toISOString(),
      streams: streams.map(({ streamId, events, valid, brokenAtVersion }) => ({ streamId, events, valid, brokenAtVersion: brokenAtVersion ?? null })),
      totalEvents: streams.reduce((sum, stream) => sum + stream.events, 0),
      valid: !broken,
      firstBrokenLink: broken ? { streamId: broken.streamId, version: broken.brokenAtVersion! } : null,
    });
  }

  private answer(question: 'history' | 'verify', respond: (request: ParsedHistoryRequest) => Promise<unknown>): void {
    const subject = complianceSubjectOf(this.prefix, this.service, question);
    this.subscriptions.push(answerRequests(this.nc, subject, 'compliance', 'unable to answer', (message) => respond(HistoryRequest.parse(message.json()))));
  }
}

/** Asks the services about some people's events and chains (the reviewer's side of `ComplianceResponder`). */
export class ComplianceRequester {
  constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
    private readonly timeoutMs = 10_000,
  ) {}

  /** Every event of `service` about these people, whole, in its log's order. */
  history(service: string, personIds: string[]): Promise<HistoryEvent[]> {
    return this.pages<HistoryEvent>(service, { personIds, detail: 'full' });
  }

  /** Where each event of `service` about these people stands (no data), in its log's order. */
  outline(service: string, personIds: string[]): Promise<HistoryOutline[]> {
    return this.pages<HistoryOutline>(service, { personIds, detail: 'outline' });
  }

  /** The events of `service` about these people at `positions`, whole. */
  async at(service: string, personIds: string[], positions: string[]): Promise<HistoryEvent[]> {
    if (positions.length === 0) return [];
    return ((await this.ask(service, 'history', { personIds, positions })) as HistoryPage).events;
  }

  private async pages<Event>(service: string, request: HistoryRequest): Promise<Event[]> {
    const events: Event[] = [];
    let afterPosition: string | null = '0';
    while (afterPosition !== null) {
      // Our own services' answers: read as sent (a zod parse of 10,000 events costs more than the rest).
      const page = (await this.ask(service, 'history', { ...request, afterPosition })) as HistoryPage<Event>;
      events.push(...page.events);
      afterPosition = page.nextAfterPosition;
    }
    return events;
  }

  async verify(service: string, personIds: string[]): Promise<VerificationReport> {
    return VerificationReport.parse(await this.ask(service, 'verify', { personIds }));
  }

  private async ask(service: string, question: 'history' | 'verify', request: HistoryRequest): Promise<unknown> {
    const answer = await askService<Record<string, unknown>>(this.nc, complianceSubjectOf(this.prefix, service, question), request, service, this.timeoutMs);
    if (typeof answer.error === 'string') throw new DependencyUnavailableError(`the ${service} service`, `The ${service} service could not answer (${answer.error})`);
    return answer;
  }
}
