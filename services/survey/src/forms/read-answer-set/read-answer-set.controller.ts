import { Controller, Get, Param } from '@nestjs/common';
import { AnswerSet } from '@app/contracts';
import { ApiAnswer, CurrentUser, Roles, type Principal } from '@app/platform';
import { FORM_ROLES } from '../form-rules.js';
import { FormQuery, toAnswerSet } from '../form.query.js';

/** GET /api/answerSet/{id}: a page's answers and their version, for whoever may see the form. */
@Controller('api/answerSet')
@Roles(...FORM_ROLES)
export class ReadAnswerSetController {
  constructor(private readonly forms: FormQuery) {}

  @Get(':id')
  @ApiAnswer(AnswerSet)
  async get(@CurrentUser() user: Principal, @Param('id') id: string): Promise<AnswerSet> {
    return toAnswerSet(await this.forms.answerSet(user, id, 'read'));
  }
}
