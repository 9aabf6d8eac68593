import { Controller, Get, Param, Query } from '@nestjs/common';
import { Form, FormIncludesQuery } from '@app/contracts';
import { ApiAnswer, CurrentUser, ListAnswer, Roles, ZodPipe, type ListPage, type Principal } from '@app/platform';
import { FORM_ROLES } from '../form-rules.js';
import { FormQuery, parseFormIncludes } from '../form.query.js';

/**
 * GET /api/form and /api/form/{id}: My Clients (a subscriber's clients' forms), the site admin's
 * list, and the client's own form. Someone else's form answers 404.
 */
@Controller('api/form')
@Roles(...FORM_ROLES)
export class ReadFormsController {
  constructor(private readonly forms: FormQuery) {}

  /**
   * offset, limit, order, filter over lastName, firstName, email, phoneNumber, isProctored,
   * formStatus, created (default created desc), started, completed, key, id, clientId, subscriberId,
   * applicationUserId, originalFormId and originalForm.clientId; includes `client`; total in `x-total-count`.
   */
  @Get()
  @ListAnswer(Form)
  list(@CurrentUser() user: Principal, @Query() query: Record<string, unknown>): Promise<ListPage<Form>> {
    return this.forms.list(user, query);
  }

  /** includes: pages, pages.template, pages.answerSet, client. */
  @Get(':id')
  @ApiAnswer(Form)
  get(@CurrentUser() user: Principal, @Param('id') id: string, @Query(new ZodPipe(FormIncludesQuery)) query: { includes?: string }): Promise<Form> {
    return this.forms.get(user, id, parseFormIncludes(query.includes));
  }
}
