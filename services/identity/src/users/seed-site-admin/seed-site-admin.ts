import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { sql } from 'kysely';
import { email as emailField, password as passwordField, Roles } from '@app/contracts';
import type { PlatformRuntime } from '@app/platform';
import type { IdentityConfig } from '../../config.js';
import { isCommonPassword } from '../../security/common-passwords.js';
import { PasswordHasher } from '../../security/passwords.js';
import { decide } from '../user.decide.js';
import { initialState, userStreamId } from '../user.js';
import { UserDirectory } from '../user-directory.js';
import type { IdentityDatabase } from '../../identity-database.js';

/** `admin@localhost` would not pass the login form's email check, so the default has a dotted domain. */
export const DEFAULT_ADMIN_EMAIL = 'admin@localhost.localdomain';
const SEED_LOCK = 0x6964_7364; // one seeding at a time per identity database

export interface SeedResult {
  created: boolean;
  userId?: string;
}

/**
 * Writes a generated first admin's credentials to a new file only its owner can read (0600),
 * replacing one left by an earlier database.
 */
async function writeCredentialsFile(path: string, email: string, password: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await rm(path, { force: true });
  const text = `First site admin (change the password after logging in, then delete this file):\nemail:    ${email}\npassword: ${password}\n`;
  await writeFile(path, text, { mode: 0o600, flag: 'wx' });
}

/**
 * Creates the first site admin when none exists: ADMIN_EMAIL + ADMIN_PASSWORD, or (not in
 * production) ADMIN_EMAIL or admin@localhost.localdomain with a generated password, written once
 * to ADMIN_PASSWORD_FILE (mode 0600; the log says where, never the password). Safe across
 * restarts and concurrent starts: the check and the append share a transaction under an advisory
 * lock, and the file is written before that transaction commits (no admin without its file). An
 * ADMIN_EMAIL that already belongs to a non-admin account is left alone (granting it the role
 * could hand the site to whoever registered that address).
 */
export async function seedSiteAdmin(runtime: PlatformRuntime<IdentityDatabase>, config: IdentityConfig): Promise<SeedResult> {
  const directory = new UserDirectory(runtime);
  if (await directory.anySiteAdmin()) return { created: false };

  const production = config.NODE_ENV === 'production';
  const address = config.ADMIN_EMAIL ?? (production ? undefined : DEFAULT_ADMIN_EMAIL);
  if (!address || (production && !config.ADMIN_PASSWORD)) {
    runtime.logger.warn('No site admin exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one');
    return { created: false };
  }
  // The configuration schema has checked ADMIN_EMAIL and ADMIN_PASSWORD already (callers in tests may pass others).
  const email = emailField().safeParse(address);
  if (!email.success) throw new Error('ADMIN_EMAIL is not a valid email address');
  const generated = !config.ADMIN_PASSWORD;
  const credentialsFile = resolve(config.ADMIN_PASSWORD_FILE);
  const password = config.ADMIN_PASSWORD ?? randomBytes(18).toString('base64url');
  if (!passwordField().safeParse(password).success || isCommonPassword(password)) throw new Error('ADMIN_PASSWORD is too short, too long or too common');
  const passwordHash = await new PasswordHasher().hash(password);

  const userId = await runtime.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await directory.anySiteAdmin(trx)) return undefined;
    const taken = await trx.selectFrom('users').select('id').where('email', '=', email.data).executeTakeFirst();
    if (taken) {
      runtime.logger.warn({ userId: taken.id }, 'ADMIN_EMAIL belongs to an account that is not a site admin; no site admin created');
      return undefined;
    }
    const id = randomUUID();
    const events = decide({ type: 'RegisterUser', userId: id, email: email.data, passwordHash, roles: [Roles.SiteAdmin], source: 'seed' }, initialState());
    await runtime.store.append(userStreamId(id), events, { expectedVersion: 0 }, trx);
    if (generated) await writeCredentialsFile(credentialsFile, email.data, password);
    return id;
  });
  if (!userId) return { created: false };

  if (generated) runtime.logger.info({ userId, file: credentialsFile }, 'first site admin created; its email and password are in the file');
  else runtime.logger.info({ userId }, 'first site admin created');
  return { created: true, userId };
}
