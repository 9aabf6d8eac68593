/** Spanish texts of the "Your Children" page (issue 15). */
import type { QuestionTranslation, TemplateTranslation } from '../../../templates.js';
import { CHILD_SLOTS } from '../children.js';
import { slotKey } from '../slots.js';
import { anotherEs, YES_NO_NOT_SURE_ES, yesNoEs } from './common.js';

/** Slot n's texts, as the English page's `child(n)` (with slot n's "another child?" question, n > 1). */
function childEs(slot: number): [string, QuestionTranslation][] {
  const key = (field: string) => slotKey('child', slot, field);
  const which = `Hijo(a) ${slot}`;
  const another = anotherEs(slot, key('add'), '¿Quiere agregar otro hijo o hija?');
  return [
    ...another,
    [key('name'), { label: `${which}: Nombre` }],
    [key('birthDate'), { label: `${which}: Fecha de nacimiento` }],
    [
      key('relation'),
      {
        label: `${which}: ¿Es usted su padre o madre?`,
        options: { Yes: 'Sí', Stepparent: 'Soy su padrastro o madrastra', 'I am raising them': 'Yo lo(a) estoy criando', Other: 'Otro' },
      },
    ],
    [
      key('livesWith'),
      {
        label: `${which}: ¿Con quién vive ahora?`,
        options: {
          Me: 'Conmigo',
          'Their other parent': 'Con su otro padre o madre',
          'A grandparent or other family': 'Con un abuelo(a) u otro familiar',
          'Foster care': 'En un hogar de crianza temporal (foster care)',
          'On their own': 'Por su cuenta',
          Other: 'Otro',
        },
      },
    ],
    [key('custody'), { label: `${which}: ¿Tiene usted la custodia?`, options: { ...YES_NO_NOT_SURE_ES, Shared: 'Compartida' } }],
    [
      key('contact'),
      {
        label: `${which}: ¿Qué tan seguido se ven o hablan?`,
        options: { 'Every day': 'Todos los días', 'Every week': 'Cada semana', 'Every month': 'Cada mes', Rarely: 'Casi nunca', Never: 'Nunca' },
      },
    ],
    [key('support'), yesNoEs(`${which}: ¿Ayuda a cuidar a este hijo(a) o paga por lo que necesita?`)],
  ];
}

export const childrenEs: TemplateTranslation = {
  title: 'Sus hijos',
  description: 'Sus hijos y cualquier otra persona que depende de usted.',
  questions: {
    hasChildren: yesNoEs('¿Tiene hijos?', { description: 'Cuente a sus hijastros y a los niños que usted está criando.' }),
    childCount: { label: '¿Cuántos hijos tiene?' },
    ...Object.fromEntries(Array.from({ length: CHILD_SLOTS }, (_, index) => childEs(index + 1)).flat()),
    childSupportOrder: yesNoEs('¿Una corte le ha ordenado pagar manutención para sus hijos (child support)?'),
    childSupportBehind: yesNoEs('¿Debe pagos atrasados de manutención para sus hijos?'),
    familyCourtCase: yesNoEs('¿Hay un caso abierto sobre sus hijos con CPS (Servicios de Protección Infantil) o con una corte familiar?'),
    childrenNeeds: { label: '¿Alguno de sus hijos tiene necesidades especiales o problemas de salud? Cuéntenos sobre eso.' },
    childrenCareWhileAway: { label: '¿Quién cuidará a sus hijos si usted tiene que estar lejos?' },
    othersDependOnYou: yesNoEs('¿Alguien más depende de usted para recibir cuidado o dinero?', {
      description: 'Por ejemplo, su padre, su madre u otro familiar mayor o enfermo.',
    }),
    othersDependOnYouWho: { label: '¿Quién depende de usted? ¿Qué hace usted para ayudar?' },
  },
};
