import { Body, Controller, Param } from '@nestjs/common';
import { AdjustedReport, AdjustRequest } from '@app/contracts';
import { CurrentUser, PostAction, SubscriberOrSiteAdmin, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { AdjustHandler } from './adjust.handler.js';

@Controller('api/form')
export class AdjustController {
  constructor(private readonly handler: AdjustHandler) {}

  /**
   * Starts the AI-adjusted variant of the form in the first or the third person (spec 02 §2 Reports tab,
   * §7): the client's subscriber or a site admin. Answers the variant; its progress shows in
   * `GET /api/form?filter=originalForm.clientId eq {clientId}`.
   */
  @PostAction(':id/adjust', AdjustedReport)
  @SubscriberOrSiteAdmin()
  adjust(
    @CurrentUser() user: Principal,
    @Param('id') id: string,
    @Body(new ZodPipe(AdjustRequest)) body: AdjustRequest,
    @WriteContext() context: AppendContext,
  ): Promise<AdjustedReport> {
    return this.handler.adjust(user, id, body, context);
  }
}
