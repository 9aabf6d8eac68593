import { Injectable, type CanActivate } from '@nestjs/common';
import { NotFoundError, PlatformRuntime } from '@app/platform';

/** The dev pages do not exist in production: every one of them answers 404 there. */
@Injectable()
export class DevOnlyGuard implements CanActivate {
  constructor(private readonly runtime: PlatformRuntime) {}

  canActivate(): boolean {
    if (this.runtime.config.NODE_ENV === 'production') throw new NotFoundError();
    return true;
  }
}
