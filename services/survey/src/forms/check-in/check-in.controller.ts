import { Body, Controller, Param } from '@nestjs/common';
import { CheckInRequest, Form } from '@app/contracts';
import { CurrentUser, PostAction, Roles, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { PROCTOR_ROLES } from '../form-rules.js';
import { CheckInHandler } from './check-in.handler.js';

/** POST /api/form/{id}/checkIn: the subscriber brings the device's answers back; answers the form as after the check-in. */
@Controller('api/form')
export class CheckInController {
  constructor(private readonly handler: CheckInHandler) {}

  @PostAction(':id/checkIn', Form)
  @Roles(...PROCTOR_ROLES)
  checkIn(@CurrentUser() user: Principal, @Param('id') id: string, @Body(new ZodPipe(CheckInRequest)) body: CheckInRequest, @WriteContext() context: AppendContext): Promise<Form> {
    return this.handler.checkIn(user, id, body, context);
  }
}
