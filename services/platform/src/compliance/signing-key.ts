import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { SigningKey, VerificationReport } from '@app/contracts';
import type { PlatformConfig } from '../config.js';

// PKCS#8 DER of an Ed25519 private key is this prefix followed by the 32-byte seed (RFC 8410).
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

type UnsignedReport = Omit<VerificationReport, 'signature'>;

/**
 * The service's Ed25519 key for its compliance verification reports: from COMPLIANCE_SIGNING_KEY
 * (base64 of a 32-byte seed; required in production), else, in development and tests, one derived
 * from the service's name so reports stay checkable across restarts.
 */
export class ReportSigningKey {
  private readonly privateKey: KeyObject;
  readonly publicJwk: SigningKey;

  constructor(
    readonly service: string,
    seed: Buffer,
  ) {
    if (seed.length !== 32) throw new Error('COMPLIANCE_SIGNING_KEY must be 32 bytes (base64)');
    this.privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
    const { x } = createPublicKey(this.privateKey).export({ format: 'jwk' });
    this.publicJwk = { kty: 'OKP', crv: 'Ed25519', x: x!, kid: service, use: 'sig', alg: 'EdDSA' };
  }

  static fromConfig(config: PlatformConfig, service: string): ReportSigningKey {
    if (config.COMPLIANCE_SIGNING_KEY) return new ReportSigningKey(service, Buffer.from(config.COMPLIANCE_SIGNING_KEY, 'base64'));
    if (config.NODE_ENV === 'production') throw new Error('COMPLIANCE_SIGNING_KEY is required in production');
    return new ReportSigningKey(service, createHash('sha256').update(`development-only-signing-key:${service}`).digest());
  }

  sign(report: UnsignedReport): VerificationReport {
    const signature = sign(null, Buffer.from(canonicalize(report) ?? ''), this.privateKey).toString('base64url');
    return { ...report, signature };
  }
}

/** What a third party does with a report and the published key set: true when `key` signed exactly this report. */
export function isSignedBy(report: VerificationReport, key: SigningKey): boolean {
  const { signature, ...signed } = report;
  const publicKey = createPublicKey({ key: { kty: key.kty, crv: key.crv, x: key.x }, format: 'jwk' });
  return verify(null, Buffer.from(canonicalize(signed) ?? ''), publicKey, Buffer.from(signature, 'base64url'));
}
