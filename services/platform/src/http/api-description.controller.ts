import { Controller, Get, Header } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { ServicePaths } from '@app/contracts';
import { PlatformRuntime } from '../runtime.js';
import { describeApi } from './api-description.js';
import { Public } from './auth.js';

/** This service's routes as OpenAPI 3.1, on its own port like `/health`; the gateway merges them. */
@Controller()
export class ApiDescriptionController {
  private document?: ReturnType<typeof describeApi>;

  constructor(
    private readonly modules: ModulesContainer,
    private readonly runtime: PlatformRuntime,
  ) {}

  @Public()
  @Get(ServicePaths.openapi)
  @Header('Cache-Control', 'no-store')
  openapi() {
    const service = this.runtime.service;
    this.document ??= describeApi(this.modules, { service, fixedPathParameters: { service } });
    return this.document;
  }
}
