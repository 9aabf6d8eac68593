/** Spanish texts of the "Your Health" page (issue 15). */
import type { QuestionTranslation, TemplateTranslation } from '../../../templates.js';
import { INJURY_SLOTS } from '../physical-health.js';
import { slotKey } from '../slots.js';
import { anotherEs, YES_NO_NOT_SURE_ES, yesNoEs } from './common.js';

/** The texts of injury slot n, as the English page's `injury(slot)` (its "another?" question from slot 2). */
function injury(slot: number): [string, QuestionTranslation][] {
  const key = (field: string) => slotKey('injury', slot, field);
  const which = `Lesión ${slot}`;
  return [
    ...anotherEs(slot, key('add'), '¿Quiere agregar otra lesión?'),
    [key('what'), { label: `${which}: ¿Cuál fue la lesión?` }],
    [key('age'), { label: `${which}: ¿Cuántos años tenía?` }],
    [key('treated'), yesNoEs(`${which}: ¿Fue al doctor por esa lesión?`)],
    [key('lasting'), { label: `${which}: ¿Todavía le causa problemas? ¿De qué tipo?` }],
  ];
}

export const physicalHealthEs: TemplateTranslation = {
  title: 'Su salud',
  description: 'Su salud, sus medicinas y cualquier lesión grave.',
  questions: {
    overallHealth: {
      label: '¿Cómo está su salud?',
      options: { 'Very good': 'Muy buena', Good: 'Buena', Fair: 'Regular', Poor: 'Mala' },
    },
    healthConditions: {
      label: '¿Alguna vez un doctor le ha dicho que tiene alguno de estos problemas? Marque todos los que correspondan.',
      options: {
        Asthma: 'Asma',
        Diabetes: 'Diabetes',
        'High blood pressure': 'Presión alta',
        'Heart disease': 'Enfermedad del corazón',
        Seizures: 'Convulsiones',
        Hepatitis: 'Hepatitis',
        HIV: 'VIH',
        Cancer: 'Cáncer',
        'Long-term pain': 'Dolor que dura mucho tiempo',
        Other: 'Otro',
        'None of these': 'Ninguno de estos',
      },
    },
    healthConditionsOther: { label: '¿Qué otros problemas de salud tiene?' },
    medicines: { label: 'Escriba las medicinas que toma ahora.', description: 'Diga cuánto toma y qué tan seguido, si lo sabe.' },
    gettingMedicines: {
      label: '¿Está recibiendo ahora las medicinas que necesita?',
      options: { Yes: 'Sí', 'Some of it': 'Solo algunas', No: 'No', 'I do not take medicine': 'No tomo medicinas' },
    },
    allergies: { label: '¿Tiene alguna alergia? ¿Cuáles?' },
    disability: { label: '¿Tiene alguna discapacidad?', options: YES_NO_NOT_SURE_ES },
    disabilityKinds: {
      label: '¿De qué tipo? Marque todas las que correspondan.',
      options: {
        Hearing: 'Para oír',
        Seeing: 'Para ver',
        'Walking or moving': 'Para caminar o moverse',
        Learning: 'Para aprender',
        'Mental health': 'De salud mental',
        Other: 'Otra',
      },
    },
    disabilityMore: { label: '¿Cómo afecta su vida diaria?' },
    pregnant: { label: '¿Está embarazada ahora?', options: { Yes: 'Sí', No: 'No', 'Does not apply': 'No aplica' } },
    hospitalStays: yesNoEs('¿Alguna vez pasó la noche en un hospital por una enfermedad o una herida?'),
    hospitalStaysMore: { label: '¿Cuál fue el motivo, y cuándo pasó?' },
    seriousInjuries: yesNoEs('¿Alguna vez tuvo una lesión grave, como un hueso roto, una herida de bala o una puñalada?'),
    ...Object.fromEntries(Array.from({ length: INJURY_SLOTS }, (_, index) => injury(index + 1)).flat()),
    doctor: { label: '¿Quién es su doctor o cuál es su clínica, si tiene?' },
    insurance: {
      label: '¿Tiene seguro médico?',
      options: {
        Medicaid: 'Medicaid',
        Medicare: 'Medicare',
        'Private insurance': 'Seguro privado',
        No: 'No',
        'Not sure': YES_NO_NOT_SURE_ES['Not sure'],
      },
    },
    sleep: { label: '¿Qué tan bien duerme?', options: { Well: 'Bien', Okay: 'Más o menos', Badly: 'Mal' } },
  },
};
