import { Body, Controller, Param, Put } from '@nestjs/common';
import { Roles as RoleNames, Template, UpdateTemplateRequest } from '@app/contracts';
import { ApiAnswer, Roles, WriteContext, ZodPipe, type AppendContext } from '@app/platform';
import { TemplateQuery } from '../template.query.js';
import { UpdateTemplateHandler } from './update-template.handler.js';

/** PUT /api/template/{id} (site admin): `concurrencyCheck` must be the version loaded; answers the saved template. */
@Controller('api/template')
export class UpdateTemplateController {
  constructor(
    private readonly templates: TemplateQuery,
    private readonly handler: UpdateTemplateHandler,
  ) {}

  @Put(':id')
  @ApiAnswer(Template)
  @Roles(RoleNames.SiteAdmin)
  async update(@Param('id') id: string, @Body(new ZodPipe(UpdateTemplateRequest)) body: UpdateTemplateRequest, @WriteContext() context: AppendContext): Promise<Template> {
    await this.handler.update(id, body, context);
    return this.templates.get(id);
  }
}
