import { ClientEvents } from '@app/contracts';
import { causedBy, type EventHandlerDefinition, type PlatformRuntime } from '@app/platform';
import type { SurveyDatabase } from '../../survey-database.js';
import { formDecider } from '../form.decide.js';
import { formIdOf, formStreamId } from '../form.js';

export const FORM_LANGUAGE_HANDLER = 'survey-form-language';

const LanguageOf = {
  ClientInvited: ClientEvents.ClientInvited.pick({ clientId: true, preferredLanguage: true }).transform(({ clientId, preferredLanguage }) => ({
    clientId,
    language: preferredLanguage,
  })),
  ClientLanguageChanged: ClientEvents.ClientLanguageChanged,
};

/**
 * The client's language on their form (issue 33: a screen with no validated version in it is optional for
 * them): clients' `ClientLanguageChanged` records `FormLanguageChanged`. `ClientInvited` is taken too, for
 * forms made before FormCreated carried the language (this consumer, new then, reads the invitations still
 * in clients' stream); a form not made yet gets the invitation's language from create-form. A change of
 * language for a form not made yet (a 404 from the decider) is delivered again until it is.
 */
export function formLanguageHandler(runtime: PlatformRuntime<SurveyDatabase>): EventHandlerDefinition<SurveyDatabase> {
  return {
    name: FORM_LANGUAGE_HANDLER,
    source: 'clients',
    types: ['ClientInvited', 'ClientLanguageChanged'],
    opens: [],
    async handle(event, trx) {
      const invited = event.type === 'ClientInvited';
      const { clientId, language } = (invited ? LanguageOf.ClientInvited : LanguageOf.ClientLanguageChanged).parse(event.data);
      const formId = formIdOf(clientId);
      if (invited) {
        // Nearly always the form has it already (or is not made yet): no need to load its stream.
        const form = await trx.selectFrom('forms').select('language').where('id', '=', formId).executeTakeFirst();
        if (!form || form.language === language) return;
      }
      // A save of the same form in between is decided again: the language never fails on it.
      await runtime.commands.handle(formStreamId(formId), { type: 'SetLanguage', language }, formDecider, { trx, retries: 3, context: causedBy(event) });
    },
  };
}
