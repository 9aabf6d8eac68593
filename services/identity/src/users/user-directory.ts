import { Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { Roles } from '@app/contracts';
import { isUuid, PlatformRuntime } from '@app/platform';
import type { IdentityDatabase, UserRow } from '../identity-database.js';

/** A login tries at most this many accounts of one login name (each costs a password check). */
const MAX_ACCOUNTS_PER_LOGIN_NAME = 5;

/** Look-ups in the `users` read model. */
@Injectable()
export class UserDirectory {
  constructor(private readonly runtime: PlatformRuntime<IdentityDatabase>) {}

  private get db(): Kysely<IdentityDatabase> {
    return this.runtime.db;
  }

  /**
   * The live (not erased) account with this email other than clients' (unique among them; clients'
   * accounts may share an address). Emails are kept lower-case. `db`: a transaction to read in.
   */
  async findByEmail(email: string, db: Kysely<IdentityDatabase> = this.db): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).where('client_id', 'is', null).where('erased', '=', false).executeTakeFirst();
  }

  /**
   * The live accounts a login name (contracts' `loginName()`: an email, or a client's phone number)
   * may mean, in the order they are tried: the one account of the email that is not a client's, then
   * clients' accounts, newest first. Several people (or one person invited by several attorneys) may
   * share a client's address or phone; the password or reset token tells which account is meant.
   */
  async findByLoginName(loginName: string, db: Kysely<IdentityDatabase> = this.db): Promise<UserRow[]> {
    const byPhone = !loginName.includes('@');
    return db
      .selectFrom('users')
      .selectAll()
      .where(byPhone ? 'phone_number' : 'email', '=', loginName)
      .$if(byPhone, (qb) => qb.where('client_id', 'is not', null))
      .where('erased', '=', false)
      .orderBy(sql`client_id IS NULL`, 'desc')
      .orderBy('created', 'desc')
      .limit(MAX_ACCOUNTS_PER_LOGIN_NAME)
      .execute();
  }

  /** The live (not erased) account made for a client, by its id. */
  async findClientAccount(userId: string, db: Kysely<IdentityDatabase> = this.db): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', userId).where('client_id', 'is not', null).where('erased', '=', false).executeTakeFirst();
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
