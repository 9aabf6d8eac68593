import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import type { IdentityConfig } from '../config.js';

/**
 * A 32-byte key for one purpose, derived (HKDF-SHA256) from the service's master key. Without
 * PERSONAL_DATA_MASTER_KEY (development and tests only; the platform refuses to start in
 * production without it) a fixed development key is used, like the platform's vault does.
 */
export function deriveKey(config: IdentityConfig, purpose: string): Buffer {
  const master = config.PERSONAL_DATA_MASTER_KEY
    ? Buffer.from(config.PERSONAL_DATA_MASTER_KEY, 'base64')
    : createHash('sha256').update('development-only-master-key:identity').digest();
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `identity:${purpose}`, 32));
}

/** AES-256-GCM: iv (12) | ciphertext | tag (16). */
export function encrypt(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

export function decrypt(key: Buffer, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const VERIFICATION_CODE_MINUTES = 10;
export const PASSWORD_RESET_MINUTES = 60;

/** HMAC-SHA256 of a verification code, bound to its user and purpose. */
export function verificationCodeHash(secret: Buffer, userId: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}\n${purpose}\n${code.trim()}`).digest('hex');
}

export function verificationCodeSecret(config: IdentityConfig): Buffer {
  return config.VERIFICATION_CODE_SECRET ? Buffer.from(config.VERIFICATION_CODE_SECRET, 'utf8') : deriveKey(config, 'verification-codes');
}

/** A fresh 6-digit code (uniform, from the CSPRNG) with its hash and expiry. */
export function newVerificationCode(secret: Buffer, userId: string, purpose: string, now = new Date()) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return {
    code,
    codeHash: verificationCodeHash(secret, userId, purpose, code),
    expiresAt: new Date(now.getTime() + VERIFICATION_CODE_MINUTES * 60_000).toISOString(),
  };
}

/** A fresh password-reset token: 32 random bytes, base64url; only its sha256 is compared. */
export function newResetToken(now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000).toISOString() };
}
