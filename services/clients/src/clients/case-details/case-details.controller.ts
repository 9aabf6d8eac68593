import { Body, Controller, Param, Put } from '@nestjs/common';
import { CaseDetails, UpdateCaseDetailsRequest } from '@app/contracts';
import { ApiAnswer, CurrentUser, SubscriberOrSiteAdmin, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { CaseDetailsHandler } from './case-details.handler.js';

@Controller('api/client')
export class CaseDetailsController {
  constructor(private readonly handler: CaseDetailsHandler) {}

  /**
   * The attorney's case details of the client (issue 34): every field at once, a blank one not given (the report
   * then takes the client's answer); answers them as saved. The client's subscriber or a site admin;
   * an unknown, deleted or another subscriber's client: 404.
   */
  @Put(':id/caseDetails')
  @SubscriberOrSiteAdmin()
  @ApiAnswer(CaseDetails)
  save(
    @CurrentUser() user: Principal,
    @Param('id') id: string,
    @Body(new ZodPipe(UpdateCaseDetailsRequest)) body: UpdateCaseDetailsRequest,
    @WriteContext() context: AppendContext,
  ): Promise<CaseDetails> {
    return this.handler.save(user, id, body, context);
  }
}
