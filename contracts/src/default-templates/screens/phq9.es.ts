import { OVER_TWO_WEEKS_SPANISH } from './over-two-weeks-spanish.js';
import { type SpanishScreen, translatedItems } from './screen.js';

/** The nine items of the Spanish form in published order (`phq9_1` .. `phq9_9`). */
const items = [
  'Poco interés o placer en hacer cosas',
  'Se ha sentido decaído(a), deprimido(a) o sin esperanzas',
  'Ha tenido dificultad para quedarse o permanecer dormido(a), o ha dormido demasiado',
  'Se ha sentido cansado(a) o con poca energía',
  'Sin apetito o ha comido en exceso',
  'Se ha sentido mal con usted mismo(a) – o que es un fracaso o que ha quedado mal con usted mismo(a) o con su familia',
  'Ha tenido dificultad para concentrarse en ciertas actividades, tales como leer el periódico o ver la televisión',
  '¿Se ha movido o hablado tan lento que otras personas podrían haberlo notado? o lo contrario – muy inquieto(a) o agitado(a) que ha estado moviéndose mucho más de lo normal',
  'Pensamientos de que estaría mejor muerto(a) o de lastimarse de alguna manera',
];

export const spanish: SpanishScreen = {
  published: {
    sourceUrl: 'https://www.phqscreeners.com/select-screener',
    readFrom:
      'Pfizer\'s Spanish PHQ-9 ("Spanish for the USA", listed on the phqscreeners.com selector; also hosted as "PHQ9_Spanish for the USA.pdf" at ' +
      'https://uwhatc.uw.edu/PDF/TF-%20CBT/pages/3%20Assessment/Standardized%20Measures/PHQ9_Spanish%20for%20the%20USA.pdf, a URL named in a public ' +
      'repository, code index read_file id 67186372152). The PDF itself is not stored here. Read from the text extraction of the form in the pages ' +
      'corpus (https://es.studenta.com/content/129686767/patient-health-questionnaire-9-spanish, "PatientHealthQuestionnaire9_Spanish"): title, ' +
      'instruction, the four answer headings, nine items, the difficulty question and its four answers, and the Spanish developer/no-permission ' +
      'footer, transcribed from it; the extraction prints an unreadable character where the form has its mark in "(Marque con un “�” ...)", set ' +
      'here as "✔" as on the English form. Cross-checked word for word with three independent public repositories that transcribe the same form: ' +
      'code index read_file id 7117891962 (instruction and nine items identical; answers typed without accents), id 28201314869 (nine items ' +
      'identical; answers "Ningún Día", "Varios dias", ...) and id 49072501352 (item 9, the difficulty question and its four answers identical; ' +
      'the nine items\' four answers "Ningún día", "Varios días", "Más de la mitad de los días", "Casi todos los días"). The office-coding blanks ' +
      '("FOR OFFICE CODING", "Total Score") are left out.',
    text: `CUESTIONARIO SOBRE LA SALUD DEL PACIENTE-9
(PHQ-9)

Durante las últimas 2 semanas, ¿qué tan seguido ha tenido molestias debido a los siguientes problemas?
(Marque con un “✔” para indicar su respuesta)
Ningún día | Varios días | Más de la mitad de los días | Casi todos los días

1. Poco interés o placer en hacer cosas 0 1 2 3
2. Se ha sentido decaído(a), deprimido(a) o sin esperanzas 0 1 2 3
3. Ha tenido dificultad para quedarse o permanecer dormido(a), o ha dormido demasiado 0 1 2 3
4. Se ha sentido cansado(a) o con poca energía 0 1 2 3
5. Sin apetito o ha comido en exceso 0 1 2 3
6. Se ha sentido mal con usted mismo(a) – o que es un fracaso o que ha quedado mal con usted mismo(a) o con su familia 0 1 2 3
7. Ha tenido dificultad para concentrarse en ciertas actividades, tales como leer el periódico o ver la televisión 0 1 2 3
8. ¿Se ha movido o hablado tan lento que otras personas podrían haberlo notado? o lo contrario – muy inquieto(a) o agitado(a) que ha estado moviéndose mucho más de lo normal 0 1 2 3
9. Pensamientos de que estaría mejor muerto(a) o de lastimarse de alguna manera 0 1 2 3

Si marcó cualquiera de los problemas, ¿qué tanta dificultad le han dado estos problemas para hacer su trabajo, encargarse de las tareas del hogar, o llevarse bien con otras personas?
No ha sido difícil | Un poco difícil | Muy difícil | Extremadamente difícil

Elaborado por los doctores Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke y colegas, mediante una subvención educativa otorgada por Pfizer Inc. No se requiere permiso para reproducir, traducir, presentar o distribuir.
`,
  },
  citation:
    'Spanish (USA) version of the PHQ-9, developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues with an ' +
    'educational grant from Pfizer Inc. (phqscreeners.com). Studies of the Spanish PHQ-9: Wulsin L, Somoza E, Heck J. The feasibility of using ' +
    'the Spanish PHQ-9 to screen for depression in primary care in Honduras. Prim Care Companion J Clin Psychiatry 2002;4(5):191-195; a ' +
    'multigroup confirmatory factor analysis of the English and Spanish PHQ-9 among 479 Latina women in southern California (PMC4210271); ' +
    'Martinez A, Teklu SM, Tahir P, Garcia ME. Validity of the Spanish-Language Patient Health Questionnaires 2 and 9. JAMA Netw Open ' +
    '2023;6(10):e2336529 (meta-analysis). Which Spanish wording each study used was not checked here.',
  licence:
    'No permission required to reproduce, translate, display or distribute (the Spanish form: "No se requiere permiso para reproducir, ' + 'traducir, presentar o distribuir.").',
  translation: {
    title: 'Cómo se ha sentido',
    description: 'Nueve preguntas sobre su estado de ánimo, su sueño, su energía y su interés por las cosas durante las últimas dos semanas.',
    questions: {
      phq9_instructions: { label: 'Durante las últimas 2 semanas, ¿qué tan seguido ha tenido molestias debido a los siguientes problemas?' },
      ...translatedItems('phq9_', items, OVER_TWO_WEEKS_SPANISH),
      phq9_difficulty: {
        label:
          'Si marcó cualquiera de los problemas, ¿qué tanta dificultad le han dado estos problemas para hacer su trabajo, encargarse de las tareas del hogar, o llevarse bien con otras personas?',
        options: {
          'Not difficult at all': 'No ha sido difícil',
          'Somewhat difficult': 'Un poco difícil',
          'Very difficult': 'Muy difícil',
          'Extremely difficult': 'Extremadamente difícil',
        },
      },
    },
  },
};
