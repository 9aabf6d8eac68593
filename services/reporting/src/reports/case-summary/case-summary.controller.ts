import { Controller, Get, Header, Param } from '@nestjs/common';
import { CaseSummary } from '@app/contracts';
import { ApiAnswer, CurrentUser, SubscriberOrSiteAdmin, type Principal } from '@app/platform';
import { CaseSummaryHandler } from './case-summary.handler.js';

@Controller('api/form')
export class CaseSummaryController {
  constructor(private readonly handler: CaseSummaryHandler) {}

  /**
   * The client view's Summary tab (issue 34, item 10): the report's at-a-glance page and the life chronology
   * with its timeline, as the form's answers are now. The client's subscriber or a site admin; anyone
   * else's form, an unknown one and a deleted client's are a 404, as the report's.
   */
  @Get(':id/summary')
  @SubscriberOrSiteAdmin()
  @ApiAnswer(CaseSummary)
  @Header('Cache-Control', 'private, no-store')
  summary(@CurrentUser() user: Principal, @Param('id') id: string): Promise<CaseSummary> {
    return this.handler.summary(user, id);
  }
}
