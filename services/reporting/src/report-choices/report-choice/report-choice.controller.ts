import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ReportChoice } from '@app/contracts';
import { ApiAnswer, CurrentUser, SubscriberOrSiteAdmin, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { ReportChoiceHandler } from './report-choice.handler.js';

/** The attorney's choice of a client's report (issue 34): which edition, which sections; the Reports tab reads and saves it. */
@Controller('api/client')
export class ReportChoiceController {
  constructor(private readonly handler: ReportChoiceHandler) {}

  /** The choice saved last by the caller for this client, or the default (the work product, every section). */
  @Get(':id/reportChoice')
  @SubscriberOrSiteAdmin()
  @ApiAnswer(ReportChoice)
  get(@CurrentUser() user: Principal, @Param('id') id: string): Promise<ReportChoice> {
    return this.handler.get(user, id);
  }

  /** Saves the caller's choice for this client (recorded as ReportChoiceSaved) and answers it. */
  @Put(':id/reportChoice')
  @SubscriberOrSiteAdmin()
  @ApiAnswer(ReportChoice)
  save(
    @CurrentUser() user: Principal,
    @Param('id') id: string,
    @Body(new ZodPipe(ReportChoice)) body: ReportChoice,
    @WriteContext() context: AppendContext,
  ): Promise<ReportChoice> {
    return this.handler.save(user, id, body, context);
  }
}
