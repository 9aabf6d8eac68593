import { Body, Controller, Param } from '@nestjs/common';
import { CheckOut, CheckOutRequest } from '@app/contracts';
import { CurrentUser, PostAction, Roles, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { PROCTOR_ROLES } from '../form-rules.js';
import { CheckOutHandler } from './check-out.handler.js';

/** POST /api/form/{id}/checkOut: the subscriber of a proctored client takes the form to a device. */
@Controller('api/form')
export class CheckOutController {
  constructor(private readonly handler: CheckOutHandler) {}

  @PostAction(':id/checkOut', CheckOut)
  @Roles(...PROCTOR_ROLES)
  checkOut(
    @CurrentUser() user: Principal,
    @Param('id') id: string,
    @Body(new ZodPipe(CheckOutRequest)) body: CheckOutRequest,
    @WriteContext() context: AppendContext,
  ): Promise<CheckOut> {
    return this.handler.checkOut(user, id, body, context);
  }
}
