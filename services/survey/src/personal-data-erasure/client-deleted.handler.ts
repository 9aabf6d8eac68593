import { ClientEvents } from '@app/contracts';
import { causedBy, personalDataErasureHandlerName, type EventHandlerDefinition, type PlatformRuntime } from '@app/platform';
import type { SurveyDatabase } from '../survey-database.js';
import { formDecider } from '../forms/form.decide.js';
import { formIdOf, formStreamId } from '../forms/form.js';
import { RecentAnswerSets } from '../forms/save-answers/recent-answer-sets.js';

export const PERSONAL_DATA_ERASURE_HANDLER = personalDataErasureHandlerName('survey');

/**
 * Clients' `ClientDeleted`: the client's form is deleted (FormDeleted: 404 from now on, no more
 * writes; its projection empties the names, contacts and answers in the read models) and survey's key
 * of the client is erased in the same transaction, so the names in FormCreated and the answers in
 * every AnswersSaved read as erased; the events and their hashes stay. The answers this instance
 * remembers for the form's next autosave are forgotten. A deletion that arrives
 * before the invitation leaves a deleted stream behind, so no form is made after it. The template
 * snapshots the form's pages refer to (`template_versions`, shared by every form of those versions)
 * hold no personal data: they stay.
 */
export function clientDeletedHandler(runtime: PlatformRuntime<SurveyDatabase>): EventHandlerDefinition<SurveyDatabase> {
  return {
    name: PERSONAL_DATA_ERASURE_HANDLER,
    source: 'clients',
    types: ['ClientDeleted'],
    opens: [],
    async handle(event, trx) {
      const { clientId, subscriberId } = ClientEvents.ClientDeleted.parse(event.data);
      const formId = formIdOf(clientId);
      await runtime.commands.handle(formStreamId(formId), { type: 'DeleteForm', formId, clientId, subscriberId }, formDecider, {
        trx,
        // A save of the same form in between is decided again (and refused): the deletion never fails on it.
        retries: 3,
        context: causedBy(event),
      });
      await runtime.vault.erase(clientId, trx);
      RecentAnswerSets.of(runtime).forgetForm(formId);
    },
  };
}
