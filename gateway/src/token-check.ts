import type { RequestHandler } from 'express';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { Messages, TokenClaims, type TokenUse } from '@app/contracts';
import { GatewayMessages, sendError } from './error-body.js';
import { VerifiedTokens } from './verified-tokens.js';

class KeysUnavailableError extends Error {}

/** Errors that mean the token does not fit the key set (its fault), as opposed to the key set being unreachable. */
const tokenKeyErrors = [errors.JWKSNoMatchingKey, errors.JWKSMultipleMatchingKeys, errors.JOSENotSupported, errors.JWKInvalid];

function identityKeys(jwksUrl: URL): JWTVerifyGetKey {
  const remote = createRemoteJWKSet(jwksUrl, { timeoutDuration: 3000 });
  return async (header, token) => {
    try {
      return await remote(header, token);
    } catch (err) {
      if (tokenKeyErrors.some((type) => err instanceof type)) throw err;
      throw new KeysUnavailableError('identity keys unavailable', { cause: err });
    }
  };
}

/** Verifies a token identity signed (ES256, its issuer and audience, an expiry); throws when it does not. */
async function verifyIdentityToken(token: string, keys: JWTVerifyGetKey) {
  const { payload } = await jwtVerify(token, keys, {
    algorithms: ['ES256'],
    issuer: TokenClaims.issuer,
    audience: TokenClaims.audience,
    requiredClaims: ['exp'],
    clockTolerance: 5,
  });
  return payload;
}

const bearer = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i;
const accessUse: TokenUse = 'access';

/**
 * Checks an `Authorization: Bearer` access token (ES256, identity's issuer/audience, `use: 'access'`) before a
 * request reaches a service. No header passes through: each service decides what is public. Any other
 * Authorization header is refused, since no service accepts another scheme.
 */
export function tokenCheck(jwksUrl: URL): RequestHandler {
  const keys = identityKeys(jwksUrl);
  const verified = new VerifiedTokens();
  return async (req, res, next) => {
    const header = req.headers.authorization;
    if (header === undefined) return next();
    const token = bearer.exec(header)?.[1];
    if (token === undefined) return sendError(res, 401, Messages.notLoggedInOrNoAccess);
    if (verified.has(token)) return next();
    try {
      const payload = await verifyIdentityToken(token, keys);
      if (payload.use !== accessUse) return sendError(res, 401, Messages.notLoggedInOrNoAccess);
      verified.add(token, payload.exp!);
      next();
    } catch (err) {
      if (err instanceof KeysUnavailableError) return sendError(res, 502, GatewayMessages.serviceUnavailable('identity'));
      sendError(res, 401, Messages.notLoggedInOrNoAccess);
    }
  };
}
