import { Body, Controller, Put } from '@nestjs/common';
import { TimeZoneRequest } from '@app/contracts';
import { CurrentUser, PlatformRuntime, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { userDecider } from '../user.decide.js';
import { userStreamId } from '../user.js';
import type { IdentityDatabase } from '../../identity-database.js';

@Controller('api/account')
export class TimeZoneController {
  constructor(private readonly runtime: PlatformRuntime<IdentityDatabase>) {}

  /**
   * The signed-in user's own time zone (issue 36, item 12): `TimeZoneChanged` on their stream, which the
   * user list keeps and other services read. Answers the zone; 400 for a name that is not a time zone.
   */
  @Put('timeZone')
  async change(@CurrentUser() user: Principal, @Body(new ZodPipe(TimeZoneRequest)) body: TimeZoneRequest, @WriteContext() context: AppendContext): Promise<TimeZoneRequest> {
    await this.runtime.commands.handle(userStreamId(user.id), { type: 'ChangeTimeZone', timeZone: body.timeZone }, userDecider, { context });
    return { timeZone: body.timeZone };
  }
}
