import { createParamDecorator, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { LRUCache } from 'lru-cache';
import { Role, Roles as RoleNames, TokenClaims, type TokenUse } from '@app/contracts';
import type { PlatformRuntime } from '../runtime.js';
import type { RequestIds } from './request-context.js';
import type { EndedSessions, TokenSession } from '../sessions/ended-sessions.js';
import { spendToken } from '../sessions/spent-tokens.js';
import { ForbiddenError, UnauthorizedError } from './errors.js';

/** The caller, as the access token says. */
export interface Principal {
  id: string;
  userName: string;
  roles: Role[];
  /** Set when a site admin is acting as this user (spoof login). */
  spoofedBy?: string;
}

/** Tokens kept verified: more than the callers of a few minutes (a token is some hundred bytes). */
const VERIFIED_TOKENS = 10_000;

/** A token whose signature and claims were checked: its caller, its session's stamps, its id and expiry. */
export interface VerifiedToken {
  caller: Principal;
  session: TokenSession;
  /** The token's `jti` (identity gives every token one), for spending a single-use token. */
  id: string | undefined;
  /** Its `exp`, in milliseconds since the epoch. */
  expiresAt: number;
}

const stampOf = (claim: unknown) => (typeof claim === 'number' ? claim : null);

export class JwtVerifier {
  /**
   * Tokens whose signature and claims were checked, each until its `exp` (the same string verifies the
   * same way until then, as in the gateway): checking an ES256 signature is the costliest step of a
   * request, and a client's autosave sends the same token every few seconds. Read only: shared by requests.
   * Whether the token's session has ended is asked at every use (`sessions`), never kept.
   */
  private readonly verified = new LRUCache<string, Readonly<VerifiedToken>>({ max: VERIFIED_TOKENS });

  constructor(
    private readonly keys: JWTVerifyGetKey,
    private readonly sessions: EndedSessions,
  ) {}

  /** The caller of a valid token of `use` whose session goes on; a 401 otherwise. */
  async verify(token: string, use: TokenUse): Promise<Principal> {
    return (await this.check(token, use)).caller;
  }

  async check(token: string, use: TokenUse): Promise<Readonly<VerifiedToken>> {
    const key = `${use} ${token}`;
    const verified = this.verified.get(key) ?? (await this.checkSignature(key, token, use));
    this.sessions.assertCurrent(verified.session);
    return verified;
  }

  private async checkSignature(key: string, token: string, use: TokenUse): Promise<Readonly<VerifiedToken>> {
    try {
      const { payload } = await jwtVerify(token, this.keys, {
        issuer: TokenClaims.issuer,
        audience: TokenClaims.audience,
        algorithms: ['ES256'],
      });
      if (payload.use !== use || typeof payload.sub !== 'string') throw new Error('wrong token use');
      const roles = Object.freeze(Role.array().parse(payload.roles ?? []));
      const spoofedBy = typeof payload.spoofedBy === 'string' ? payload.spoofedBy : undefined;
      const caller: Principal = Object.freeze({ id: payload.sub, userName: typeof payload.name === 'string' ? payload.name : '', roles: roles as Role[], spoofedBy });
      const verified: VerifiedToken = Object.freeze({
        caller,
        session: Object.freeze({ userId: payload.sub, securityStamp: stampOf(payload.securityStamp), spoofedBy, spoofedByStamp: stampOf(payload.spoofedByStamp) }),
        id: payload.jti,
        expiresAt: (payload.exp ?? 0) * 1000,
      });
      const lifetime = verified.expiresAt - Date.now();
      if (lifetime > 0) this.verified.set(key, verified, { ttl: lifetime });
      return verified;
    } catch {
      throw new UnauthorizedError();
    }
  }
}

const PUBLIC = 'auth:public';
const ROLES = 'auth:roles';
/** The metadata keys of the decorators below, for readers other than the guard (the API description). */
export const AccessMetadata = { public: PUBLIC, roles: ROLES } as const;

/** Anyone may call; a valid token, if sent, still identifies the caller. */
export const Public = () => SetMetadata(PUBLIC, true);
/** Only callers holding one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
/** A subscriber's own things (their clients, forms, reports, settings): the subscriber, or a site admin. */
export const SubscriberOrSiteAdmin = () => Roles(RoleNames.Subscriber, RoleNames.SiteAdmin);

/** A request as the guards and decorators see it: its caller once the token is verified, its ids once `requestIds` ran. */
export type CallerRequest = Request & { user?: Principal; ids?: RequestIds };

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<CallerRequest>().user);

/** Global guard: every endpoint needs a valid access token unless marked @Public(). */
export class AuthGuard implements CanActivate {
  constructor(
    private readonly verifier: JwtVerifier,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<CallerRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC, targets);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);

    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer) request.user = await this.verifier.verify(bearer, 'access');

    if (isPublic) return true;
    const caller = request.user;
    if (!caller) throw new UnauthorizedError();
    if (roles?.length && !roles.some((role) => caller.roles.includes(role))) throw new ForbiddenError();
    return true;
  }
}

/**
 * The caller of a download link opened in a new tab, named by identity's download token only
 * (`temporaryAccessToken`): none, an access token, an expired one or one already used here is a 401; a
 * role not in `roles` a 403. The token is spent by this use (`spendToken`): the web asks for one a click.
 */
export async function downloadCaller(runtime: Pick<PlatformRuntime, 'verifier' | 'db'>, downloadToken: string | undefined, roles: readonly Role[]): Promise<Principal> {
  if (!downloadToken) throw new UnauthorizedError();
  const token = await runtime.verifier.check(downloadToken, 'download');
  if (!roles.some((role) => token.caller.roles.includes(role))) throw new ForbiddenError();
  if (!(await spendToken(runtime.db, token))) throw new UnauthorizedError();
  return token.caller;
}

export const isSiteAdmin = (user: Principal | undefined) => !!user?.roles.includes(RoleNames.SiteAdmin);

/** Ownership check: the caller is the owner, or holds one of the roles allowed to see everyone's. */
export function assertOwnerOr(user: Principal, ownerId: string, ...roles: Role[]): void {
  if (user.id === ownerId) return;
  if (roles.some((role) => user.roles.includes(role))) return;
  throw new ForbiddenError();
}
