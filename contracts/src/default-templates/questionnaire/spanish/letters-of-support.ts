/** Spanish texts of the "Letters of Support" page (issue 15). */
import { SUPPORTER_SLOTS, supporterSlotKeys } from '../../../supporters.js';
import type { QuestionTranslation, TemplateTranslation } from '../../../templates.js';
import { anotherEs } from './common.js';

const contact = 'Se necesita un correo electrónico o un número de celular (o los dos) para enviar el enlace para escribir la carta.';

/** Slot n's texts, as the English page's `supporter(n)` (with slot n's "another?" question, n > 1). */
function supporterEs(slot: number): [string, QuestionTranslation][] {
  const keys = supporterSlotKeys(slot);
  const who = `Persona de apoyo ${slot}`;
  const another = anotherEs(slot, keys.add, '¿Quiere agregar otra persona de apoyo?');
  return [
    ...another,
    [keys.firstName, { label: `${who}: Nombre` }],
    [keys.lastName, { label: `${who}: Apellido` }],
    [keys.clientRelationship, { label: `${who}: Relación con usted` }],
    [keys.email, { label: `${who}: Correo electrónico`, description: contact }],
    [keys.phoneNumber, { label: `${who}: Número de celular (XXX-XXX-XXXX)`, description: contact }],
  ];
}

export const lettersOfSupportEs: TemplateTranslation = {
  title: 'Cartas de apoyo',
  description: 'Familiares, amigos y otras personas que escribirían una carta de apoyo para usted.',
  questions: {
    lettersOfSupportIntro: {
      label:
        'Las cartas de personas que le conocen pueden ayudar en su caso. Anote a familiares, amigos, empleadores u otras personas que escribirían una carta para usted: cada persona recibirá un enlace para escribir y firmar su carta.',
    },
    noSupportersNote: { label: 'Si no tiene a nadie a quien pedirle una carta, está bien. Deje vacías las casillas de abajo y pase a la página siguiente.' },
    ...Object.fromEntries(Array.from({ length: SUPPORTER_SLOTS }, (_, index) => supporterEs(index + 1)).flat()),
  },
};
