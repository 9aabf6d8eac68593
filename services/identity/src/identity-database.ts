import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AppendContext, AttemptLimitDatabase, PlatformDatabase, SubscriptionStateColumns, Timestamp } from '@app/platform';

/** Identity's database: its tables (migrations in `migrations/`) on top of the platform's. */
export interface IdentityDatabase extends PlatformDatabase, AttemptLimitDatabase {
  users: UsersTable;
  subscriptions: SubscriptionsTable;
  signing_keys: SigningKeysTable;
  password_reset_requests: PasswordResetRequestsTable;
  client_invitations: ClientInvitationsTable;
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
  /** A client's account: the client (clients' id) and their subscriber; null for every other account. */
  client_id: string | null;
  subscriber_id: string | null;
  /** A site admin disabled the account (`AccountDisabled`): it cannot log in. */
  disabled: Generated<boolean>;
  /** The account's time zone (IANA, issue 36): null until one is known. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Billing's subscriptions as their latest event left them (issue 36): a client's account answers its subscriber's. */
export interface SubscriptionsTable extends SubscriptionStateColumns {
  stripe_expiration: Timestamp | null;
  user_ids: string[];
  created: Timestamp;
}

/** The invitation codes of clients' accounts, for `POST /api/client/acceptInvite`; removed with the client. */
export interface ClientInvitationsTable {
  /** SHA-256 (hex) of the short code: the code itself is clients'. */
  short_code_hash: string;
  user_id: string;
  client_id: string;
}

export interface SigningKeysTable {
  kid: string;
  sealed_private_key: Buffer;
  created_at: Generated<Date>;
}

/** Password reset requests recorded before the answer and looked up after it (ResetRequestQueue). */
export interface PasswordResetRequestsTable {
  id: string;
  /** A request by address (login or reset form), or ... */
  sealed_email: Buffer | null;
  /** ... by a client's account (`requestClientPasswordReset`). */
  client_user_id: string | null;
  /** Written as JSON text, read as the object. */
  context: ColumnType<AppendContext, string, never>;
  requested_at: Generated<Date>;
}

export type UserRow = Selectable<UsersTable>;
