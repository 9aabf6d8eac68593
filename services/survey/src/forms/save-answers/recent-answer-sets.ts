import { LRUCache } from 'lru-cache';
import type { PlatformRuntime } from '@app/platform';
import type { SurveyDatabase } from '../../survey-database.js';
import type { AnswerSetState } from './answer-set-state.query.js';

/** Answer sets being saved now: an open page autosaves every few seconds. */
const CAPACITY = 2_000;
/** An answer set not saved for this long is read again: its plaintext answers stay in memory no longer. */
const KEPT_MS = 2 * 60_000;

const ofRuntime = new WeakMap<PlatformRuntime<SurveyDatabase>, RecentAnswerSets>();

/**
 * The state each answer set was last saved at by this instance, so that the next autosave of the page
 * reads nothing before its append. A save decided on it stands only if its append at the remembered
 * stream version succeeds: every change to a form (another instance's save, a finalize, a check-out or
 * check-in, a deletion) is an event on the form's stream, so that append proves nothing changed since;
 * otherwise the save is decided again on a fresh read (`SaveAnswersHandler`). One per running service
 * (`of`): the erasure handler forgets a deleted client's form here; other instances drop theirs within
 * `KEPT_MS`, never using them (their appends fail).
 */
export class RecentAnswerSets {
  private readonly states = new LRUCache<string, AnswerSetState>({ max: CAPACITY, ttl: KEPT_MS });

  static of(runtime: PlatformRuntime<SurveyDatabase>): RecentAnswerSets {
    let recent = ofRuntime.get(runtime);
    if (!recent) ofRuntime.set(runtime, (recent = new RecentAnswerSets()));
    return recent;
  }

  get(answerSetId: string): AnswerSetState | undefined {
    return this.states.get(answerSetId);
  }

  remember(answerSetId: string, state: AnswerSetState): void {
    this.states.set(answerSetId, state);
  }

  forget(answerSetId: string): void {
    this.states.delete(answerSetId);
  }

  /** Forgets every answer set of the form. */
  forgetForm(formId: string): void {
    for (const [answerSetId, state] of this.states.entries()) if (state.formId === formId) this.states.delete(answerSetId);
  }
}
