import { Injectable } from '@nestjs/common';
import type { AnswerSet, SaveAnswerSetRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import type { SurveyDatabase } from '../../survey-database.js';
import { answerSetNotFound, formDecider } from '../form.decide.js';
import { formStreamId } from '../form.js';
import { AnswerSetStateQuery, type AnswerSetState } from './answer-set-state.query.js';
import { RecentAnswerSets } from './recent-answer-sets.js';

/**
 * PUT /api/answerSet/{id}: replaces the page's answers if the answer set is still at
 * `concurrencyCheck` (else 409, nothing changed), the form takes answers (else 409: completed or
 * checked out) and every answer fits its question (else 400). The first save starts the form. Decided
 * on the form's stream (at the version its read model shows, or the one this instance saved it at
 * last: `RecentAnswerSets`), so it never lands after the finalize.
 */
@Injectable()
export class SaveAnswersHandler {
  private readonly recent: RecentAnswerSets;

  constructor(
    private readonly runtime: PlatformRuntime<SurveyDatabase>,
    private readonly answerSets: AnswerSetStateQuery,
  ) {
    this.recent = RecentAnswerSets.of(runtime);
  }

  async save(user: Principal, answerSetId: string, request: SaveAnswerSetRequest, context: AppendContext): Promise<AnswerSet> {
    const remembered = this.recent.get(answerSetId);
    if (remembered) {
      this.answerSets.assertAnswerable(user, remembered);
      const saved = await this.saveOnRemembered(remembered, request, context);
      if (saved) return saved;
    }
    return (await this.saveOn(await this.answerSets.answerable(user, answerSetId), request, context, 'afterConflict')).answerSet;
  }

  /**
   * The save decided on the remembered state if its append succeeded at once. Undefined (and the state
   * forgotten) when it must be decided on a fresh read: the form moved on (the append failed), the
   * decision was a refusal or appended nothing (only a fresh read shows whether it should have).
   */
  private async saveOnRemembered(remembered: AnswerSetState, request: SaveAnswerSetRequest, context: AppendContext): Promise<AnswerSet | undefined> {
    try {
      const { answerSet, appended } = await this.saveOn(remembered, request, context);
      if (appended) return answerSet;
    } catch {
      // decided again on a fresh read
    }
    this.recent.forget(answerSetIdOf(remembered));
    return undefined;
  }

  /**
   * Decides the save on `checked` and appends it at its version. With `afterConflict`, a write to the form
   * meanwhile (another page's save, an upload) has it decided again on a fresh read with the form's stream
   * held, so that many writes at once cannot wear it out; a save of the same page since is then a 409.
   * Remembers the state it saved.
   */
  private async saveOn(
    checked: AnswerSetState,
    request: SaveAnswerSetRequest,
    context: AppendContext,
    lock?: 'afterConflict',
  ): Promise<{ answerSet: AnswerSet; appended: boolean }> {
    const { formId } = checked;
    const id = answerSetIdOf(checked);
    let first: AnswerSetState | undefined = checked;
    const load = async (db: typeof this.runtime.db) => {
      const found = first ?? (await this.answerSets.find(id, db));
      first = undefined;
      if (!found) throw answerSetNotFound();
      return found;
    };
    const { state, version, events } = await this.runtime.commands.handle(
      formStreamId(formId),
      { type: 'SaveAnswers', answerSetId: id, concurrencyCheck: request.concurrencyCheck, answers: request.answers, language: request.language },
      formDecider,
      { lock, context, load },
    );
    const appended = events.length > 0;
    if (appended) this.recent.remember(id, { ...checked, state, version });
    const saved = state.answerSets[id];
    return { answerSet: { id, formId, pageId: saved.pageId, answers: saved.answers, concurrencyCheck: saved.version, language: saved.language }, appended };
  }
}

const answerSetIdOf = (found: AnswerSetState) => found.state.pages[0].answerSetId;
