import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { SupporterLandingData, SupporterLandingDataQuery } from '@app/contracts';
import { ApiAnswer, Public, ZodPipe } from '@app/platform';
import type { z } from 'zod';
import { ShortCodeLookups } from '../../short-codes/short-code-lookups.js';
import { SupporterQuery } from '../supporter.query.js';

@Controller('api/supporter')
export class SupporterLandingController {
  constructor(
    private readonly supporters: SupporterQuery,
    private readonly lookups: ShortCodeLookups,
  ) {}

  /**
   * Anyone (the supporter follows their link; they have no account). A wrong, malformed or erased
   * code answers `isValidShortCode: false` and nothing else. Lookups are limited per client address (429).
   */
  @Get('landingData')
  @Public()
  @ApiAnswer(SupporterLandingData)
  async landingData(@Query(new ZodPipe(SupporterLandingDataQuery)) query: z.infer<typeof SupporterLandingDataQuery>, @Req() req: Request): Promise<SupporterLandingData> {
    await this.lookups.consume('supporter', req);
    return this.supporters.landingData(query.shortCode);
  }
}
