import { Controller, Get, Header } from '@nestjs/common';
import { ServicePaths } from '@app/contracts';
import { Public } from '@app/platform';
import { SigningKey } from './signing-key.js';

/** Identity's public signing keys, read by the gateway and every other service. */
@Controller()
export class JwksController {
  constructor(private readonly key: SigningKey) {}

  @Public()
  @Get(ServicePaths.jwks)
  @Header('Cache-Control', 'public, max-age=300')
  jwks() {
    return this.key.jwks;
  }
}
