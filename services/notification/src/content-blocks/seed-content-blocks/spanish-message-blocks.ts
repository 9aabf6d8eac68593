import { languageSlugOf, NotificationTemplates } from '@app/contracts';
import type { ContentBlockFields } from '../content-block.js';

const es = (slug: string) => languageSlugOf(slug, 'es');

/**
 * The messages to clients and their supporters in Spanish (issue 15; the reset text, issue 37): the same
 * tokens as the English blocks; a client or supporter whose language is Spanish gets these, admins edit
 * them like the others.
 */
export const SPANISH_MESSAGE_BLOCKS: readonly ContentBlockFields[] = [
  {
    slug: es(NotificationTemplates.clientInvitationEmail),
    title: 'Su cuestionario de %SubscriberName%',
    description: 'The Spanish email inviting a new client (see client-invitation-email for the tokens).',
    isPage: false,
    value: `Hola, %ClientFirstName%:

%SubscriberName% le ha invitado a completar un cuestionario confidencial sobre su vida y sus
antecedentes. Sus respuestas ayudan a su abogado a conocerle y a contar su historia.

[Comenzar el cuestionario](%Link%)

Este enlace es personal: por favor, no lo comparta. El cuestionario puede tomar hasta 2 horas.
Sus respuestas se guardan a medida que avanza, así que puede detenerse cuando quiera y volver con el
mismo enlace.

Si tiene alguna pregunta, comuníquese con su abogado.
`,
  },
  {
    slug: es(NotificationTemplates.clientInvitationSms),
    title: 'Client invitation (text message, Spanish)',
    description: 'The Spanish text message inviting a new client (see client-invitation-sms for the tokens).',
    isPage: false,
    value: `%SubscriberName% le ha invitado a completar un cuestionario confidencial. Este enlace es personal, por favor no lo comparta: %Link%
`,
  },
  {
    slug: es(NotificationTemplates.clientReminderEmail),
    title: 'Un recordatorio sobre su cuestionario',
    description: 'The Spanish email reminding a client whose questionnaire is not completed (see client-reminder-email for the tokens).',
    isPage: false,
    value: `Hola, %ClientFirstName%:

%SubscriberName% nos pidió recordarle que su cuestionario aún no está terminado.

[Continuar el cuestionario](%Link%)

Todo lo que ha respondido hasta ahora está guardado y continuará donde lo dejó. Este enlace es
personal: por favor, no lo comparta.

Si tiene alguna pregunta, comuníquese con su abogado.
`,
  },
  {
    slug: es(NotificationTemplates.clientReminderSms),
    title: 'Client reminder (text message, Spanish)',
    description: 'The Spanish text message reminding a client whose questionnaire is not completed (see client-reminder-sms for the tokens).',
    isPage: false,
    value: `Recordatorio: %SubscriberName% espera su cuestionario. Continúe donde lo dejó con su enlace personal (por favor, no lo comparta): %Link%
`,
  },
  {
    slug: es(NotificationTemplates.passwordResetSms),
    title: 'Password reset (text message, Spanish)',
    description: 'The Spanish text message with the link to choose a new password, to a Spanish-speaking client without an email address (see password-reset-sms for the token).',
    isPage: false,
    value: `Mitigation Survey: para elegir una contraseña nueva, abra este enlace. Se puede usar una sola vez; si usted no lo pidió, ignore este mensaje: %Link%
`,
  },
  {
    slug: es(NotificationTemplates.supporterInvitationEmail),
    title: '%ClientFirstName% %ClientLastName% le pide una carta de apoyo',
    description: 'The Spanish email inviting a supporter of a Spanish-speaking client (see supporter-invitation-email for the tokens).',
    isPage: false,
    value: `Hola, %SupporterFirstName%:

%ClientFirstName% %ClientLastName% le ha nombrado como alguien que le conoce bien y le pide que
escriba una carta de apoyo. El abogado de %ClientFirstName% está reuniendo cartas de familiares y
amigos para ayudar a contar su historia, y su carta podría entregarse al tribunal.

[Escribir su carta](%Link%)

Toma unos minutos: cuente con sus propias palabras cómo conoce a %ClientFirstName% y qué le gustaría
que el tribunal supiera sobre esta persona; luego escriba su nombre para firmar la carta
electrónicamente. Puede guardar un borrador y volver con el mismo enlace. Este enlace es personal:
por favor, no lo comparta.

Si tiene alguna pregunta, consulte a %ClientFirstName% o a su abogado.
`,
  },
  {
    slug: es(NotificationTemplates.supporterInvitationSms),
    title: 'Supporter invitation (text message, Spanish)',
    description: 'The Spanish text message inviting a supporter of a Spanish-speaking client (see supporter-invitation-sms for the tokens).',
    isPage: false,
    value: `%ClientFirstName% %ClientLastName% le pide que escriba una carta de apoyo para su abogado. Toma unos minutos. Este enlace es personal, por favor no lo comparta: %Link%
`,
  },
];
