import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CreateTemplateRequest, Roles as RoleNames, Template } from '@app/contracts';
import { ApiAnswer, Roles, WriteContext, ZodPipe, type AppendContext } from '@app/platform';
import { TemplateQuery } from '../template.query.js';
import { CreateTemplateHandler } from './create-template.handler.js';

/** POST /api/template (site admin): 201 Created with the new template (and its address in `Location`). */
@Controller('api/template')
export class CreateTemplateController {
  constructor(
    private readonly templates: TemplateQuery,
    private readonly handler: CreateTemplateHandler,
  ) {}

  @Post()
  @ApiAnswer(Template)
  @HttpCode(201)
  @Roles(RoleNames.SiteAdmin)
  async create(
    @Body(new ZodPipe(CreateTemplateRequest)) body: CreateTemplateRequest,
    @WriteContext() context: AppendContext,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Template> {
    const id = await this.handler.create(body, context);
    res.setHeader('Location', `/api/template/${id}`);
    return this.templates.get(id);
  }
}
