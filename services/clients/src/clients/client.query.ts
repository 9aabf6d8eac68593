import { Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { ClientIncludes, NO_CASE_DETAILS, type CaseDetails, type Client, type ClientEvent } from '@app/contracts';
import { isSiteAdmin, isUuid, listColumn, parseListQuery, PlatformRuntime, runListQuery, type ListPage, type ListSpec, type Principal } from '@app/platform';
import type { ClientRow, ClientsDatabase, FormRow } from '../clients-database.js';
import { LinkCodeHashes } from '../short-codes/link-code-hashes.js';
import { SubscriberQuery } from '../subscribers/subscriber.query.js';
import { SupporterQuery } from '../supporters/supporter.query.js';
import { clientNotFound } from './client.decide.js';

/** A client with its subscriber's display name. */
export type ClientListRow = ClientRow & { subscriber_display_name: string | null };

/** GET /api/client (spec 02 §7): the admin's client list and a subscriber's own clients. */
export const clientList: ListSpec = {
  columns: {
    id: listColumn.id('c.id'),
    firstName: listColumn.text('c.first_name'),
    lastName: listColumn.text('c.last_name'),
    email: listColumn.text('c.email'),
    phoneNumber: listColumn.text('c.phone_number'),
    subscriberName: listColumn.text('un.display_name'),
    isProctored: listColumn.boolean('c.is_proctored'),
    isOffline: listColumn.boolean('c.is_offline'),
    formStatus: listColumn.select('c.form_status', ['Created', 'Started', 'Completed']),
    created: listColumn.date('c.created'),
  },
  includes: ClientIncludes,
  defaultOrder: { column: 'created', direction: 'desc' },
};

type Include = (typeof ClientIncludes)[number];

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/** Reads of the clients read model, answered as the spec's Client with the includes asked for. */
@Injectable()
export class ClientQuery {
  constructor(
    private readonly runtime: PlatformRuntime<ClientsDatabase>,
    private readonly subscribers: SubscriberQuery,
    private readonly supporters: SupporterQuery,
    private readonly hashes: LinkCodeHashes,
  ) {}

  private get db(): Kysely<ClientsDatabase> {
    return this.runtime.db;
  }

  private rows() {
    return this.db
      .selectFrom('clients as c')
      .leftJoin('user_names as un', 'un.user_id', 'c.subscriber_id')
      .selectAll('c')
      .select('un.display_name as subscriber_display_name')
      .where('c.deleted', '=', false);
  }

  /** A client `user` may see: their own (a subscriber's), any (a site admin); 404 otherwise, as for an unknown id. */
  async getFor(user: Principal, id: string): Promise<ClientListRow> {
    const row = isUuid(id) ? await this.rows().where('c.id', '=', id).executeTakeFirst() : undefined;
    if (!row || (!isSiteAdmin(user) && row.subscriber_id !== user.id)) throw clientNotFound();
    return row;
  }

  /** The client view: the client with the includes asked for, and the case details the attorney saved. */
  async get(user: Principal, id: string, query: Record<string, unknown>): Promise<Client> {
    const { includes } = parseListQuery({ includes: query.includes }, clientList);
    const row = await this.getFor(user, id);
    const [[client], caseDetails] = await Promise.all([this.answers([row], includes as Include[]), this.caseDetailsOf(row)]);
    return { ...client, caseDetails };
  }

  /** A subscriber only ever gets their own clients, whatever the filter says; a site admin everyone's. */
  async list(user: Principal, query: Record<string, unknown>): Promise<ListPage<Client>> {
    const parsed = parseListQuery(query, clientList);
    const base = isSiteAdmin(user) ? this.rows() : this.rows().where('c.subscriber_id', '=', user.id);
    const { rows, total } = await runListQuery<ClientListRow>(base, parsed, 'c.id');
    return { items: await this.answers(rows, parsed.includes as Include[]), total };
  }

  /** The (not deleted) client whose link has this code (by its keyed hash: a renewed link's old code finds nobody). */
  findByShortCode(shortCode: string): Promise<ClientListRow | undefined> {
    return this.rows().where('c.short_code_hash', '=', this.hashes.of(shortCode)).executeTakeFirst();
  }

  /** The answers for `rows`, each include read for all of them at once. */
  async answers(rows: ClientListRow[], includes: readonly Include[] = []): Promise<Client[]> {
    const ids = rows.map((row) => row.id);
    const wantsForms = includes.some((include) => include.startsWith('forms'));
    const [links, subscriptionIds, forms, supporters, timeline] = await Promise.all([
      this.linksOf(rows),
      this.subscribers.subscriptionIdsOf(rows.map((row) => row.subscriber_id)),
      wantsForms ? this.formsOf(ids) : undefined,
      includes.includes('supporters') ? this.supporters.ofClients(ids) : undefined,
      includes.includes('clientEvents') ? this.timelinesOf(ids) : undefined,
    ]);
    return rows.map((row, i) => ({
      ...clientOf(row),
      shortCodeUrl: links[i],
      subscriptionUser: { applicationUserId: row.subscriber_id, displayName: row.subscriber_display_name, subscriptionId: subscriptionIds.get(row.subscriber_id) ?? null },
      ...(forms ? { forms: (forms.get(row.id) ?? []).map((form) => formOf(form, includes)) } : {}),
      ...(supporters ? { supporters: supporters.get(row.id) ?? [] } : {}),
      ...(timeline ? { clientEvents: timeline.get(row.id) ?? [] } : {}),
    }));
  }

  /**
   * Each client's link, read from the event that gave it (`link_event_position`) and opened with the
   * client's key: the tables never hold it. An invitation from before (issue 32) carries it in plain text.
   */
  private async linksOf(rows: readonly ClientRow[]): Promise<string[]> {
    return (await this.openedFieldOf(
      rows.map((row) => row.link_event_position),
      'shortCodeUrl',
    )) as string[];
  }

  /** The case details the attorney last saved, read from their event (`case_details_event_position`) as the link is; none saved: every field null. */
  private async caseDetailsOf(row: ClientRow): Promise<CaseDetails> {
    if (row.case_details_event_position === null) return NO_CASE_DETAILS;
    const [saved] = await this.openedFieldOf([row.case_details_event_position], 'caseDetails');
    return (saved as CaseDetails | null) ?? NO_CASE_DETAILS;
  }

  /** `field` of each event at `positions`, opened with the client's key (null where erased). */
  private async openedFieldOf(positions: readonly string[], field: string): Promise<unknown[]> {
    const events = positions.length
      ? await this.db
          .selectFrom('events')
          .select(['position', sql<unknown>`data->${field}`.as('value')])
          .where('position', 'in', positions)
          .execute()
      : [];
    const valueAt = new Map(events.map((event) => [String(event.position), event.value]));
    const opened = await this.runtime.vault.openEvents(positions.map((position) => ({ value: valueAt.get(String(position)) })));
    return opened.map(({ value }) => value);
  }

  private async formsOf(clientIds: string[]): Promise<Map<string, FormRow[]>> {
    const rows = clientIds.length ? await this.db.selectFrom('forms').selectAll().where('client_id', 'in', clientIds).orderBy('created').orderBy('id').execute() : [];
    return groupBy(rows, (row) => row.client_id);
  }

  private async timelinesOf(clientIds: string[]): Promise<Map<string, ClientEvent[]>> {
    const rows = clientIds.length
      ? await this.db.selectFrom('client_events').selectAll().where('client_id', 'in', clientIds).orderBy('event_timestamp', 'desc').orderBy('id').execute()
      : [];
    const events = groupBy(rows, (row) => row.client_id);
    return new Map(
      [...events].map(([clientId, entries]) => [
        clientId,
        entries.map((e) => ({ id: e.id, eventTimestamp: iso(e.event_timestamp), eventType: e.event_type as ClientEvent['eventType'], description: e.description })),
      ]),
    );
  }
}

/** A client's own fields, and the names and contacts the attorney gave (always included). */
function clientOf(row: ClientRow): Omit<Client, 'subscriptionUser' | 'shortCodeUrl'> {
  return {
    id: row.id,
    applicationUserId: row.application_user_id,
    subscriberId: row.subscriber_id,
    isProctored: row.is_proctored,
    isOffline: row.is_offline,
    enableSupporters: row.enable_supporters,
    reminderDays: row.reminder_days,
    useEmail: row.use_email,
    useSms: row.use_sms,
    formStatus: row.form_status,
    created: iso(row.created),
    preferredLanguage: row.preferred_language,
    applicationUser: {
      id: row.application_user_id,
      displayName: fullName(row.first_name, row.last_name),
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phoneNumber: row.phone_number,
    },
  };
}

/**
 * A form as clients knows it from survey's events: status and pages (with the template snapshot's
 * names); `answerSet` tells only whether the page has answers (the answers are survey's).
 */
function formOf(form: FormRow, includes: readonly Include[]): Record<string, unknown> {
  const saved = new Set(form.saved_page_ids);
  return {
    id: form.id,
    key: form.key,
    formStatus: form.status,
    created: iso(form.created),
    started: isoOrNull(form.started),
    completed: isoOrNull(form.completed),
    ...(includes.some((include) => include.startsWith('forms.pages'))
      ? {
          pages: form.pages.map((page) => ({
            id: page.id,
            displayWeight: page.displayWeight,
            answerSetId: page.answerSetId,
            ...(includes.includes('forms.pages.template')
              ? {
                  template: {
                    id: page.templateId,
                    version: page.templateVersion,
                    key: page.key,
                    title: page.title,
                    subscriberTitle: page.subscriberTitle,
                    isOptional: page.isOptional,
                    stopIfOffline: page.stopIfOffline,
                  },
                }
              : {}),
            ...(includes.includes('forms.pages.answerSet') ? { answerSet: { id: page.answerSetId, hasAnswers: saved.has(page.id) } } : {}),
          })),
        }
      : {}),
  };
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
