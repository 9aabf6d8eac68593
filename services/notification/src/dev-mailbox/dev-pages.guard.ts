import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { isLoopbackAddress } from '@app/contracts';
import { NotFoundError, PlatformRuntime } from '@app/platform';
import type { NotificationConfig } from '../config.js';
import type { NotificationDatabase } from '../notification-database.js';

/**
 * The dev pages show every reset link and code: they exist only with DEV_PAGES=on (refused in
 * production), and only for a connection from this machine. Anyone else gets 404, as if they did
 * not exist. The socket's address counts, never a forwarded-for header.
 */
@Injectable()
export class DevPagesGuard implements CanActivate {
  constructor(private readonly runtime: PlatformRuntime<NotificationDatabase>) {}

  canActivate(context: ExecutionContext): boolean {
    const { DEV_PAGES } = this.runtime.config as NotificationConfig;
    if (DEV_PAGES !== 'on' || !isLoopbackAddress(context.switchToHttp().getRequest<Request>().socket.remoteAddress)) throw new NotFoundError();
    return true;
  }
}
