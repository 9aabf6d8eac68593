import { Injectable } from '@nestjs/common';
import type { ReviewedClient } from '@app/contracts';
import { isUuid, listColumn, NotFoundError, parseListQuery, PlatformRuntime, runListQuery, type ListSpec } from '@app/platform';
import type { ClientsDatabase } from '../clients-database.js';

/** GET /api/compliance/client: every client ever invited, deleted ones too (their names erased). */
export const reviewedClientList: ListSpec = {
  columns: {
    id: listColumn.id('c.id'),
    firstName: listColumn.text('c.first_name'),
    lastName: listColumn.text('c.last_name'),
    subscriberId: listColumn.id('c.subscriber_id'),
    subscriberName: listColumn.text('un.display_name'),
    created: listColumn.date('c.created'),
    deleted: listColumn.boolean('c.deleted'),
  },
  defaultOrder: { column: 'created', direction: 'desc' },
};

interface ReviewedClientRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  subscriber_id: string;
  subscriber_name: string | null;
  application_user_id: string;
  created: Date;
  deleted: boolean;
}

/** A reviewed client and the account they sign in with (the people their history is about). */
export interface ReviewedClientRecord {
  client: ReviewedClient;
  applicationUserId: string;
}

const answerOf = (row: ReviewedClientRow): ReviewedClient => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  subscriberId: row.subscriber_id,
  subscriberName: row.subscriber_name,
  created: new Date(row.created).toISOString(),
  deleted: row.deleted,
});

@Injectable()
export class ReviewedClientQuery {
  constructor(private readonly runtime: PlatformRuntime<ClientsDatabase>) {}

  private rows() {
    return this.runtime.db
      .selectFrom('clients as c')
      .leftJoin('user_names as un', 'un.user_id', 'c.subscriber_id')
      .select(['c.id', 'c.first_name', 'c.last_name', 'c.subscriber_id', 'c.application_user_id', 'c.created', 'c.deleted', 'un.display_name as subscriber_name']);
  }

  async list(query: Record<string, unknown>): Promise<{ items: ReviewedClient[]; total: number }> {
    const { rows, total } = await runListQuery<ReviewedClientRow>(this.rows(), parseListQuery(query, reviewedClientList), 'c.id');
    return { items: rows.map(answerOf), total };
  }

  /** Any client, deleted or not; 404 for an unknown id. */
  async get(id: string): Promise<ReviewedClientRecord> {
    const row = isUuid(id) ? await this.rows().where('c.id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw new NotFoundError('The client');
    return { client: answerOf(row), applicationUserId: row.application_user_id };
  }
}
