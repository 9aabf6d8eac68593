import { Body, Controller, Param, Put } from '@nestjs/common';
import { AnswerSet, SaveAnswerSetRequest } from '@app/contracts';
import { ApiAnswer, CurrentUser, Roles, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { FORM_ROLES } from '../form-rules.js';
import { SaveAnswersHandler } from './save-answers.handler.js';

/** PUT /api/answerSet/{id} (autosave): the client, their subscriber for a proctored client, a site admin. Answers the saved answer set. */
@Controller('api/answerSet')
export class SaveAnswersController {
  constructor(private readonly handler: SaveAnswersHandler) {}

  @Put(':id')
  @ApiAnswer(AnswerSet)
  @Roles(...FORM_ROLES)
  save(
    @CurrentUser() user: Principal,
    @Param('id') id: string,
    @Body(new ZodPipe(SaveAnswerSetRequest)) body: SaveAnswerSetRequest,
    @WriteContext() context: AppendContext,
  ): Promise<AnswerSet> {
    return this.handler.save(user, id, body, context);
  }
}
