import { Injectable } from '@nestjs/common';
import type { AnswerSet, SaveAnswerSetRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import type { SurveyDatabase } from '../../survey-database.js';
import { formDecider } from '../form.decide.js';
import { formStreamId } from '../form.js';
import { FormQuery } from '../form.query.js';

/** A save meeting a save of another page of the same form (one stream) is decided again; of the same page it is then a 409. */
const SAVE_RETRIES = 5;

/**
 * PUT /api/answerSet/{id}: replaces the page's answers if the answer set is still at
 * `concurrencyCheck` (else 409, nothing changed), the form is not completed (else 409) and every answer
 * fits its question (else 400). The first save starts the form. Decided on the form's stream, so it
 * never lands after the finalize.
 */
@Injectable()
export class SaveAnswersHandler {
  constructor(
    private readonly runtime: PlatformRuntime<SurveyDatabase>,
    private readonly forms: FormQuery,
  ) {}

  async save(user: Principal, answerSetId: string, request: SaveAnswerSetRequest, context: AppendContext): Promise<AnswerSet> {
    const { id, form_id: formId } = await this.forms.answerSet(user, answerSetId, 'answer');
    const { state } = await this.runtime.commands.handle(
      formStreamId(formId),
      { type: 'SaveAnswers', answerSetId: id, concurrencyCheck: request.concurrencyCheck, answers: request.answers },
      formDecider,
      { retries: SAVE_RETRIES, context },
    );
    const saved = state.answerSets[id];
    return { id, formId, pageId: saved.pageId, answers: saved.answers, concurrencyCheck: saved.version };
  }
}
