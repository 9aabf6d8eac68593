import { Injectable } from '@nestjs/common';
import type { AnswerSet, SaveAnswerSetRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import type { SurveyDatabase } from '../../survey-database.js';
import { answerSetNotFound, formDecider } from '../form.decide.js';
import { formStreamId } from '../form.js';
import { AnswerSetStateQuery } from './answer-set-state.query.js';

/** A save meeting a save of another page of the same form (one stream) is decided again; of the same page it is then a 409. */
const SAVE_RETRIES = 5;

/**
 * PUT /api/answerSet/{id}: replaces the page's answers if the answer set is still at
 * `concurrencyCheck` (else 409, nothing changed), the form takes answers (else 409: completed or
 * checked out) and every answer fits its question (else 400). The first save starts the form. Decided
 * on the form's stream (at the version its read model shows), so it never lands after the finalize.
 */
@Injectable()
export class SaveAnswersHandler {
  constructor(
    private readonly runtime: PlatformRuntime<SurveyDatabase>,
    private readonly answerSets: AnswerSetStateQuery,
  ) {}

  async save(user: Principal, answerSetId: string, request: SaveAnswerSetRequest, context: AppendContext): Promise<AnswerSet> {
    // The access check's read is also the first attempt's state; a retry reads it again.
    let checked: Awaited<ReturnType<AnswerSetStateQuery['find']>> = await this.answerSets.answerable(user, answerSetId);
    const { formId } = checked;
    const id = checked.state.pages[0]!.answerSetId;
    const load = async (db: typeof this.runtime.db) => {
      const found = checked ?? (await this.answerSets.find(id, db));
      checked = undefined;
      if (!found) throw answerSetNotFound();
      return found;
    };
    const { state } = await this.runtime.commands.handle(
      formStreamId(formId),
      { type: 'SaveAnswers', answerSetId: id, concurrencyCheck: request.concurrencyCheck, answers: request.answers, language: request.language },
      formDecider,
      { retries: SAVE_RETRIES, context, load },
    );
    const saved = state.answerSets[id];
    return { id, formId, pageId: saved.pageId, answers: saved.answers, concurrencyCheck: saved.version, language: saved.language };
  }
}
