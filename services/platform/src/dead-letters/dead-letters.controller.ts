import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { DeadLetterList, Roles as RoleNames, type DeadLetter } from '@app/contracts';
import { ApiAnswer } from '../http/api-description.js';
import { Roles } from '../http/auth.js';
import { NotFoundError } from '../http/errors.js';
import { PlatformRuntime } from '../runtime.js';
import { DeadLetters } from './dead-letters.js';

/**
 * Every service's dead letters, for site admins: `GET /api/deadLetters/{service}` lists them
 * (without payloads), `POST /api/deadLetters/{service}/{id}/replay` handles one again (204).
 */
@Controller('api/deadLetters/:service')
@Roles(RoleNames.SiteAdmin)
export class DeadLettersController {
  constructor(
    private readonly runtime: PlatformRuntime,
    private readonly deadLetters: DeadLetters,
  ) {}

  @Get()
  @ApiAnswer(DeadLetterList)
  list(@Param('service') service: string): Promise<DeadLetter[]> {
    this.assertThisService(service);
    return this.deadLetters.list();
  }

  @Post(':id/replay')
  @HttpCode(204)
  async replay(@Param('service') service: string, @Param('id') id: string): Promise<void> {
    this.assertThisService(service);
    if (!/^\d{1,18}$/.test(id)) throw new NotFoundError('The dead letter');
    await this.deadLetters.replay(id);
  }

  /** The gateway sends each service only its own prefix; anything else is not here. */
  private assertThisService(service: string): void {
    if (service.toLowerCase() !== this.runtime.service.toLowerCase()) throw new NotFoundError('The item');
  }
}
