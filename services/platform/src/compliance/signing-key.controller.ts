import { Controller, Get } from '@nestjs/common';
import { ServicePaths, type SigningKey } from '@app/contracts';
import { Public } from '../http/auth.js';
import { ReportSigningKey } from './signing-key.js';

/** The public key that checks this service's compliance verification reports (the gateway lists every service's). */
@Controller()
export class SigningKeyController {
  constructor(private readonly key: ReportSigningKey) {}

  @Public()
  @Get(ServicePaths.signingKey)
  signingKey(): SigningKey {
    return this.key.publicJwk;
  }
}
