import { Controller, Get, Header } from '@nestjs/common';
import { TemporaryAccessTokenResponse } from '@app/contracts';
import { ApiAnswer, CurrentUser, type Principal } from '@app/platform';
import { TokenIssuer } from '../../tokens/token-issuer.js';
import { TokenStamps } from '../../tokens/token-stamps.js';

@Controller('api/account')
export class TemporaryAccessTokenController {
  constructor(private readonly tokens: TokenIssuer) {}

  /**
   * A five-minute token with `use: 'download'` for links opened in a new tab
   * (`?temporaryAccessToken=`); it is refused as a bearer token.
   */
  @Get('temporaryAccessToken')
  @ApiAnswer(TemporaryAccessTokenResponse)
  @Header('Cache-Control', 'no-store')
  async temporaryAccessToken(@CurrentUser() user: Principal, @TokenStamps() stamps: TokenStamps): Promise<TemporaryAccessTokenResponse> {
    const subject = { userId: user.id, userName: user.userName, roles: user.roles, spoofedBy: user.spoofedBy, ...stamps };
    const token = await this.tokens.sign(subject, 'download');
    return { token };
  }
}
