import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import { sql, type Kysely } from 'kysely';
import type { IdentityConfig } from '../config.js';
import { decrypt, deriveKey, encrypt } from '../security/secrets.js';
import type { IdentityDatabase } from '../identity-database.js';

/** The ES256 key identity signs tokens with, and its public half as published in the JWKS. */
export class SigningKey {
  constructor(
    readonly kid: string,
    readonly privateKey: KeyObject,
    readonly publicJwk: JWK,
  ) {}

  get jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }
}

async function toSigningKey(privateKey: KeyObject): Promise<SigningKey> {
  if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('JWT_PRIVATE_KEY must be an EC P-256 private key (PKCS8 PEM) for ES256');
  }
  const { kty, crv, x, y } = await exportJWK(createPublicKey(privateKey));
  const kid = await calculateJwkThumbprint({ kty, crv, x, y });
  return new SigningKey(kid, privateKey, { kty, crv, x, y, kid, alg: 'ES256', use: 'sig' });
}

const KEY_LOCK = 0x6964_6b79; // serializes first-start key generation between instances

/**
 * JWT_PRIVATE_KEY when set; otherwise the key generated at first start and stored in
 * `signing_keys`, encrypted with a key derived from the master key. Concurrent first starts agree
 * on one key (advisory lock).
 */
export async function loadSigningKey(db: Kysely<IdentityDatabase>, config: IdentityConfig): Promise<SigningKey> {
  if (config.JWT_PRIVATE_KEY) {
    const pem = config.JWT_PRIVATE_KEY.replace(/\\n/g, '\n');
    return toSigningKey(createPrivateKey({ key: pem, format: 'pem' }));
  }
  const wrappingKey = deriveKey(config, 'signing-key');
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${KEY_LOCK})`.execute(trx);
    const stored = await trx.selectFrom('signing_keys').select('sealed_private_key').orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    if (stored) {
      const der = decrypt(wrappingKey, stored.sealed_private_key);
      return toSigningKey(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }));
    }
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const key = await toSigningKey(privateKey);
    const der = privateKey.export({ format: 'der', type: 'pkcs8' });
    await trx
      .insertInto('signing_keys')
      .values({ kid: key.kid, sealed_private_key: encrypt(wrappingKey, der) })
      .execute();
    return key;
  });
}
