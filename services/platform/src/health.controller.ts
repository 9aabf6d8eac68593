import { Controller, Get, Res } from '@nestjs/common';
import { sql } from 'kysely';
import type { Response } from 'express';
import { ServicePaths } from '@app/contracts';
import { Public } from './http/auth.js';
import { PlatformRuntime } from './runtime.js';

@Controller()
export class HealthController {
  constructor(private readonly runtime: PlatformRuntime) {}

  @Public()
  @Get(ServicePaths.health)
  async health(@Res() res: Response): Promise<void> {
    const postgres = await sql`SELECT 1`.execute(this.runtime.db).then(() => 'ok', () => 'error');
    const nats = this.runtime.nc.isClosed() ? 'error' : await this.runtime.nc.flush().then(() => 'ok', () => 'error');
    const status = postgres === 'ok' && nats === 'ok' ? 'ok' : 'error';
    res.status(status === 'ok' ? 200 : 503).json({ status, service: this.runtime.service, checks: { postgres, nats } });
  }
}
