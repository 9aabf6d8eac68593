import { Controller, Get, Param, Query } from '@nestjs/common';
import { Roles as RoleNames, Template } from '@app/contracts';
import { ApiAnswer, ListAnswer, Roles, type ListPage } from '@app/platform';
import { TemplateQuery } from '../template.query.js';

/**
 * GET /api/template and /api/template/{id}: the admin screens and the invite form (which loads
 * `limit=100` and pre-checks those with `isDefault`). Subscribers and site admins.
 */
@Controller('api/template')
@Roles(RoleNames.SiteAdmin, RoleNames.Subscriber)
export class ReadTemplatesController {
  constructor(private readonly templates: TemplateQuery) {}

  /** offset, limit, order, filter over id, key, title, subscriberTitle, defaultWeight, isOptional, isDefault, created; total in `x-total-count`. */
  @Get()
  @ListAnswer(Template)
  list(@Query() query: Record<string, unknown>): Promise<ListPage<Template>> {
    return this.templates.list(query);
  }

  @Get(':id')
  @ApiAnswer(Template)
  get(@Param('id') id: string): Promise<Template> {
    return this.templates.get(id);
  }
}
