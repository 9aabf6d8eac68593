import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ClientLandingData, ClientLandingDataQuery } from '@app/contracts';
import { ApiAnswer, CurrentUser, Public, ZodPipe, type Principal } from '@app/platform';
import type { z } from 'zod';
import { ClientQuery } from '../client.query.js';
import { isShortCodeShaped } from '../../short-codes/short-codes.js';
import { ShortCodeLookups } from '../../short-codes/short-code-lookups.js';
import { landingDataOf } from './landing-data.js';

@Controller('api/client')
export class LandingController {
  constructor(
    private readonly clients: ClientQuery,
    private readonly lookups: ShortCodeLookups,
  ) {}

  /**
   * Anyone (the client follows their link before signing in); a token, if sent, says who looks. A
   * wrong, deleted or malformed code answers `isValidShortCode: false` and nothing else. Lookups are
   * limited per client address (429).
   */
  @Get('landingData')
  @Public()
  @ApiAnswer(ClientLandingData)
  async landingData(
    @CurrentUser() caller: Principal | undefined,
    @Query(new ZodPipe(ClientLandingDataQuery)) query: z.infer<typeof ClientLandingDataQuery>,
    @Req() req: Request,
  ): Promise<ClientLandingData> {
    await this.lookups.consume('client', req);
    const client = isShortCodeShaped(query.shortCode) ? await this.clients.findByShortCode(query.shortCode) : undefined;
    return landingDataOf(client, caller);
  }
}
