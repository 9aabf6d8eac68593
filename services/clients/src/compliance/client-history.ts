import { Injectable } from '@nestjs/common';
import { Roles, ServiceDirectory, type ClientVerification, type EventActor, type HistoryEvent, type HistoryOutline, type TimelineEvent } from '@app/contracts';
import { ComplianceRequester, PlatformRuntime } from '@app/platform';
import type { ClientsDatabase } from '../clients-database.js';
import type { ReviewedClientRecord } from './reviewed-client.query.js';

const SERVICES = Object.keys(ServiceDirectory);
/** The role an actor is named by when they hold several (the most powerful first). */
const ROLE_PRECEDENCE = [Roles.SiteAdmin, Roles.ComplianceReviewer, Roles.Subscriber, Roles.Client];

const peopleOf = ({ client, applicationUserId }: ReviewedClientRecord) => [client.id, applicationUserId];

/** Oldest first; events of one instant in each service's own order. */
function oldestFirst<Event extends HistoryOutline>(events: Event[]): Event[] {
  const keyed = events.map((event) => ({ event, at: Date.parse(event.occurredAt), position: Number(event.position) }));
  keyed.sort((a, b) => a.at - b.at || a.event.service.localeCompare(b.event.service) || a.position - b.position);
  return keyed.map(({ event }) => event);
}

/**
 * A client's history from every service (each answers for its own events over NATS, see the
 * platform's ComplianceResponder): one timeline with each actor named, and the services' signed
 * verifications of the client's streams.
 */
@Injectable()
export class ClientHistory {
  private readonly requester: ComplianceRequester;

  constructor(private readonly runtime: PlatformRuntime<ClientsDatabase>) {
    this.requester = new ComplianceRequester(runtime.nc, runtime.config.BUS_PREFIX);
  }

  /** Every service's events about the client and their account, oldest first. */
  async events(reviewed: ReviewedClientRecord): Promise<HistoryEvent[]> {
    const people = peopleOf(reviewed);
    const perService = await Promise.all(SERVICES.map((service) => this.requester.history(service, people)));
    return oldestFirst(perService.flat());
  }

  /**
   * A page of the merged timeline: every service's outline of its events (no data, nothing opened) sorted
   * together, then only the page's events asked for whole.
   */
  async timeline(reviewed: ReviewedClientRecord, page: { offset: number; limit: number }): Promise<{ total: number; events: TimelineEvent[] }> {
    const people = peopleOf(reviewed);
    const outline = oldestFirst((await Promise.all(SERVICES.map((service) => this.requester.outline(service, people)))).flat());
    const shown = outline.slice(page.offset, page.offset + page.limit);
    const whole = await Promise.all(
      SERVICES.map((service) =>
        this.requester.at(
          service,
          people,
          shown.filter((event) => event.service === service).map((event) => event.position),
        ),
      ),
    );
    const byKey = new Map(whole.flat().map((event) => [`${event.service}:${event.position}`, event]));
    const events = shown.map((event) => byKey.get(`${event.service}:${event.position}`)).filter((event): event is HistoryEvent => !!event);
    return { total: outline.length, events: await this.withActors(reviewed, events) };
  }

  /** The whole timeline (for an export). */
  async fullTimeline(reviewed: ReviewedClientRecord): Promise<TimelineEvent[]> {
    return this.withActors(reviewed, await this.events(reviewed));
  }

  private async withActors(reviewed: ReviewedClientRecord, events: HistoryEvent[]): Promise<TimelineEvent[]> {
    const actors = await this.actorsOf(reviewed, events);
    return events.map((event) => ({ ...event, actor: actors.get(event.actorUserId) ?? { userId: event.actorUserId, name: null, role: 'unknown user' } }));
  }

  async verification(reviewed: ReviewedClientRecord): Promise<ClientVerification> {
    const people = peopleOf(reviewed);
    const reports = await Promise.all(SERVICES.map((service) => this.requester.verify(service, people)));
    return { reports, valid: reports.every((report) => report.valid) };
  }

  /** Who each actor was: the client themself, else a user with the roles identity gave them; null is the system. */
  private async actorsOf({ client, applicationUserId }: ReviewedClientRecord, events: HistoryEvent[]): Promise<Map<string | null, EventActor>> {
    const actors = new Map<string | null, EventActor>([[null, { userId: null, name: null, role: 'system' }]]);
    const clientName = [client.firstName, client.lastName].filter(Boolean).join(' ') || null;
    actors.set(applicationUserId, { userId: applicationUserId, name: clientName, role: Roles.Client });
    const others = [...new Set(events.map((event) => event.actorUserId).filter((id): id is string => !!id && !actors.has(id)))];
    if (others.length === 0) return actors;
    const users = await this.runtime.db.selectFrom('user_names').select(['user_id', 'display_name', 'roles']).where('user_id', 'in', others).execute();
    for (const user of users) {
      const role = ROLE_PRECEDENCE.find((candidate) => user.roles.includes(candidate)) ?? (user.user_id === client.subscriberId ? Roles.Subscriber : 'user');
      actors.set(user.user_id, { userId: user.user_id, name: user.display_name, role });
    }
    return actors;
  }
}
