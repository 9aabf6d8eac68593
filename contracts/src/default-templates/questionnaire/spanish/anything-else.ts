/** Spanish texts of the "Anything Else" page (issue 15). */
import type { TemplateTranslation } from '../../../templates.js';
import { YES_NO_ES, yesNoEs } from './common.js';

export const anythingElseEs: TemplateTranslation = {
  title: 'Algo más',
  description: 'Cualquier cosa que no le preguntamos y que quiere que sepa su abogado.',
  questions: {
    anythingElse: { label: '¿Hay algo más que quiera que su abogado sepa sobre usted o su vida?' },
    otherPeople: {
      label: '¿Quién más podría contarle a su abogado sobre su vida?',
      description: 'Escriba el nombre de la persona, cómo le conoce y cómo comunicarse con ella.',
    },
    tellInPerson: yesNoEs('¿Hay algo que preferiría decirle a su abogado en persona?'),
    hardQuestions: { label: '¿Alguna pregunta fue difícil de contestar? ¿Cuáles?' },
    hadHelp: { label: '¿Alguien le ayudó a llenar esto?', options: YES_NO_ES },
    hadHelpWho: { label: '¿Quién le ayudó?' },
  },
};
