import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { decodeJwt } from 'jose';
import type { CallerRequest } from '@app/platform';

/** The security stamps an access token carries: its user's, and the spoofing admin's in a spoofed session. */
export interface TokenStamps {
  securityStamp: number | null;
  spoofedByStamp: number | null;
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The stamps of the request's bearer token. The platform's guard has verified the token already
 * (its Principal does not carry these identity-only claims), so decoding is enough here.
 */
export const TokenStamps = createParamDecorator((_: unknown, context: ExecutionContext): TokenStamps => {
  const bearer = /^Bearer (.+)$/i.exec(context.switchToHttp().getRequest<CallerRequest>().headers.authorization ?? '')?.[1];
  const claims = bearer ? decodeJwt(bearer) : {};
  return { securityStamp: numberOrNull(claims.securityStamp), spoofedByStamp: numberOrNull(claims.spoofedByStamp) };
});
