import { Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { Roles } from '@app/contracts';
import { PlatformRuntime } from '@app/platform';
import type { IdentityDatabase, UserRow } from '../identity-database.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Look-ups in the `users` read model. */
@Injectable()
export class UserDirectory {
  constructor(private readonly runtime: PlatformRuntime<IdentityDatabase>) {}

  private get db(): Kysely<IdentityDatabase> {
    return this.runtime.db;
  }

  /** The live (not erased) user with this email; emails are kept lower-case. `db`: a transaction to read in. */
  async findByEmail(email: string, db: Kysely<IdentityDatabase> = this.db): Promise<UserRow | undefined> {
    return db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.trim().toLowerCase())
      .where('erased', '=', false)
      .executeTakeFirst();
  }

  async findById(id: string): Promise<UserRow | undefined> {
    if (!isUuid(id)) return undefined;
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async anySiteAdmin(db: Kysely<IdentityDatabase> = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('erased', '=', false)
      .where(sql<boolean>`${Roles.SiteAdmin} = ANY(roles)`)
      .limit(1)
      .executeTakeFirst();
    return !!row;
  }
}

/** Postgres' unique violation on the users' email: a second account with the same address. */
export const isDuplicateEmail = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'users_email_unique';
