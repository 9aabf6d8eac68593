import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AppendContext, AttemptLimitDatabase, PlatformDatabase, Timestamp } from '@app/platform';

/** Identity's database: its tables (migrations in `migrations/`) on top of the platform's. */
export interface IdentityDatabase extends PlatformDatabase, AttemptLimitDatabase {
  users: UsersTable;
  signing_keys: SigningKeysTable;
  password_reset_requests: PasswordResetRequestsTable;
}

/** The `users` read model (admin list, login by email, seeding). */
export interface UsersTable {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  roles: Generated<string[]>;
  two_factor_enabled: Generated<boolean>;
  created: Timestamp;
  erased: Generated<boolean>;
  /** The user's security stamp (UserState.securityStamp), compared with the token's on refresh. */
  security_stamp: Generated<number>;
}

export interface SigningKeysTable {
  kid: string;
  sealed_private_key: Buffer;
  created_at: Generated<Date>;
}

/** Password reset requests recorded before the answer and looked up after it (ResetRequestQueue). */
export interface PasswordResetRequestsTable {
  id: string;
  sealed_email: Buffer;
  /** Written as JSON text, read as the object. */
  context: ColumnType<AppendContext, string, never>;
  requested_at: Generated<Date>;
}

export type UserRow = Selectable<UsersTable>;
