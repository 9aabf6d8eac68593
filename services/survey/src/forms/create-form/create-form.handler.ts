import { z } from 'zod';
import { ClientEvents, SUPPORTERS_TEMPLATE_KEY, type FormPage, type TemplateFields } from '@app/contracts';
import { causedBy, type EventHandlerDefinition, type PlatformRuntime } from '@app/platform';
import type { SurveyDatabase, TemplateRow } from '../../survey-database.js';
import { fieldsOf, TemplateQuery } from '../../templates/template.query.js';
import { formDecider } from '../form.decide.js';
import { answerSetIdOf, formIdOf, formStreamId, pageIdOf } from '../form.js';

export const CREATE_FORM_HANDLER = 'survey-create-form';

/**
 * ClientInvited as survey reads it: the names and contacts (null once clients erased the client), never
 * the link or the attorney's name, which stay sealed.
 */
const InvitedClient = ClientEvents.ClientInvited.omit({ shortCode: true, shortCodeUrl: true, shortCodeHash: true, subscriberDisplayName: true }).extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** One page per template, by weight (then key), each with its template as it is now and its own answer set. */
export function formPagesOf(formId: string, templates: readonly TemplateRow[]): FormPage[] {
  return [...templates]
    .sort((a, b) => a.default_weight - b.default_weight || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((template) => ({
      pageId: pageIdOf(formId, template.id),
      answerSetId: answerSetIdOf(formId, template.id),
      displayWeight: template.default_weight,
      templateVersion: template.version,
      template: pageTemplateOf(fieldsOf(template)),
    }));
}

/** The template as a page keeps it: the instruments' published texts (English and translations') stay with the template (see `PageInstrument`). */
function pageTemplateOf(fields: TemplateFields): FormPage['template'] {
  const withoutText = <T extends { sourceText?: string }>({ sourceText: _published, ...instrument }: T) => instrument;
  const translations = Object.fromEntries(
    Object.entries(fields.translations ?? {}).map(([language, translation]) => [
      language,
      translation?.instrument ? { ...translation, instrument: withoutText(translation.instrument) } : translation,
    ]),
  );
  return { ...fields, instrument: fields.instrument && withoutText(fields.instrument), translations };
}

/**
 * Clients' `ClientInvited`: the client's questionnaire (key Default, status Created) with a page per
 * chosen template, or per default template when none was chosen; the letters-of-support page comes
 * with `enableSupporters`, and only then, chosen or not. Its id comes from the client's, and
 * the inbox row commits with it, so a redelivered invitation adds nothing. A chosen template survey
 * does not know (it cannot happen: clients learns templates from survey) is left out and logged.
 */
export function createFormHandler(runtime: PlatformRuntime<SurveyDatabase>): EventHandlerDefinition<SurveyDatabase> {
  const templates = new TemplateQuery(runtime);
  return {
    name: CREATE_FORM_HANDLER,
    source: 'clients',
    types: ['ClientInvited'],
    opens: ['firstName', 'lastName', 'email', 'phoneNumber'], // for My Clients
    async handle(event, trx) {
      const invite = InvitedClient.parse(event.data);
      const chosen = invite.templateIds.length ? await templates.rows(invite.templateIds, trx) : await templates.defaults(trx);
      const unknown = invite.templateIds.filter((id) => !chosen.some((template) => template.id === id.toLowerCase()));
      if (unknown.length) runtime.logger.warn({ clientId: invite.clientId, templateIds: unknown }, 'forms: an invitation chose templates survey does not know; left out');
      const letters = invite.enableSupporters ? await templates.byKey(SUPPORTERS_TEMPLATE_KEY, trx) : undefined;
      const pageTemplates = [...chosen.filter((template) => template.key !== SUPPORTERS_TEMPLATE_KEY), ...(letters ? [letters] : [])];
      const formId = formIdOf(invite.clientId);
      const form = {
        formId,
        clientId: invite.clientId,
        subscriberId: invite.subscriberId,
        applicationUserId: invite.applicationUserId,
        isProctored: invite.isProctored,
        firstName: invite.firstName,
        lastName: invite.lastName,
        email: invite.email,
        phoneNumber: invite.phoneNumber,
        key: 'Default',
        pages: formPagesOf(formId, pageTemplates),
        language: invite.preferredLanguage,
      };
      await runtime.commands.handle(formStreamId(formId), { type: 'CreateForm', form }, formDecider, {
        trx,
        context: causedBy(event),
      });
    },
  };
}
