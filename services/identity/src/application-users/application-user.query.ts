import { Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { ApplicationUserIncludes, AccountMessages, type ApplicationUser, type Role } from '@app/contracts';
import { DomainError, parseListQuery, PlatformRuntime, runListQuery, type ListSpec } from '@app/platform';
import { isUuid } from '../users/user-directory.js';
import type { IdentityDatabase, UserRow } from '../identity-database.js';

/** The admin user list's allowlist (spec 01 §7). `userName` is the email, as at sign-up. */
export const applicationUserList: ListSpec = {
  columns: {
    id: { type: 'id', column: 'id' },
    userName: { type: 'text', column: 'email' },
    email: { type: 'text', column: 'email' },
    firstName: { type: 'text', column: 'first_name' },
    lastName: { type: 'text', column: 'last_name' },
    phoneNumber: { type: 'text', column: 'phone_number' },
    /** The roles as one text ("Site Admin, Subscriber"): filter with Contains. */
    roles: { type: 'text', column: 'roles_text' },
    twoFactorEnabled: { type: 'boolean', column: 'two_factor_enabled' },
    created: { type: 'date', column: 'created' },
  },
  includes: ApplicationUserIncludes,
  defaultOrder: { column: 'email', direction: 'asc' },
};

type ListRow = UserRow & { roles_text: string };

const displayName = (row: UserRow) => [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email;

export function toApplicationUser(row: UserRow): ApplicationUser {
  return {
    id: row.id,
    userName: row.email,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: displayName(row),
    phoneNumber: row.phone_number,
    roles: row.roles as Role[],
    twoFactorEnabled: row.two_factor_enabled,
    created: new Date(row.created).toISOString(),
    // Clients live in the clients service; the includes are accepted and answered empty for now.
    client: null,
  };
}

@Injectable()
export class ApplicationUserQuery {
  constructor(private readonly runtime: PlatformRuntime<IdentityDatabase>) {}

  private get db(): Kysely<IdentityDatabase> {
    return this.runtime.db;
  }

  async list(query: Record<string, unknown>): Promise<{ users: ApplicationUser[]; total: number }> {
    const parsed = parseListQuery(query, applicationUserList);
    const rows = this.db
      .selectFrom('users')
      .selectAll()
      .select(sql<string>`array_to_string(roles, ', ')`.as('roles_text'))
      .as('u');
    const base = this.db.selectFrom(rows).selectAll();
    const { rows: found, total } = await runListQuery<ListRow>(base, parsed, 'id');
    return { users: found.map(toApplicationUser), total };
  }

  async get(id: string, query: Record<string, unknown>): Promise<ApplicationUser> {
    parseListQuery({ includes: query.includes }, applicationUserList);
    const row = isUuid(id) ? await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw new DomainError(404, AccountMessages.userNotFound);
    return toApplicationUser(row);
  }
}
