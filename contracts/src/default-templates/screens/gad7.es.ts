import { OVER_TWO_WEEKS_SPANISH } from './over-two-weeks-spanish.js';
import { type SpanishScreen, translatedItems } from './screen.js';

/** The seven items of the Spanish form in published order (`gad7_1` .. `gad7_7`). */
const items = [
  'Se ha sentido nervioso(a), ansioso(a) o con los nervios de punta',
  'No ha sido capaz de parar o controlar su preocupación',
  'Se ha preocupado demasiado por motivos diferentes',
  'Ha tenido dificultad para relajarse',
  'Se ha sentido tan inquieto(a) que no ha podido quedarse quieto(a)',
  'Se ha molestado o irritado fácilmente',
  'Ha tenido miedo de que algo terrible fuera a pasar',
];

export const spanish: SpanishScreen = {
  published: {
    sourceUrl: 'https://www.phqscreeners.com/select-screener',
    readFrom:
      'Pfizer\'s Spanish GAD-7 ("Spanish for the USA", listed on the phqscreeners.com selector). Neither the PDF nor a text extraction of it is ' +
      'stored here (pages corpus searched: only paraphrases and unrelated translations). Read instead from public repositories that transcribe ' +
      'that form and agree word for word: code index read_file id 68462232132 (a Kotlin app whose comment calls its GAD-7 items "el texto oficial ' +
      'en español (versión “Spanish for the USA” de phqscreeners.com ...)": the instruction, seven items and four answers in score order 0-3) and ' +
      'id 55841174078 (a TypeScript instrument marked "wordingVerified" with the same instruction, items and answers; its test, id 55628358934, ' +
      '"locks all seven authoritative English and U.S. Spanish items"); the seven items also identical in id 52058971624 (PHP), id 67257402291 ' +
      'and id 38080381514 (Android). The instruction is the same sentence as on the Spanish PHQ-9 form read for phq9.es.ts. Because no copy of ' +
      'the form itself was read, its title, layout, answer mark instruction and footer are not transcribed: only the instruction, the four ' +
      'answers and the seven items.',
    text: `Durante las últimas 2 semanas, ¿qué tan seguido ha tenido molestias debido a los siguientes problemas?
Ningún día | Varios días | Más de la mitad de los días | Casi todos los días

1. Se ha sentido nervioso(a), ansioso(a) o con los nervios de punta
2. No ha sido capaz de parar o controlar su preocupación
3. Se ha preocupado demasiado por motivos diferentes
4. Ha tenido dificultad para relajarse
5. Se ha sentido tan inquieto(a) que no ha podido quedarse quieto(a)
6. Se ha molestado o irritado fácilmente
7. Ha tenido miedo de que algo terrible fuera a pasar
`,
  },
  citation:
    'Spanish (USA) version of the GAD-7, developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues with an ' +
    'educational grant from Pfizer Inc. (phqscreeners.com). Spanish-language GAD-7 among US Hispanic adults: Mills SD, Fox RS, Malcarne VL, ' +
    'Roesch SC, Champagne BR, Sadler GR. The psychometric properties of the Generalized Anxiety Disorder-7 scale in Hispanic Americans with ' +
    'English or Spanish language preference. Cultur Divers Ethnic Minor Psychol 2014;20(3):463-468, doi:10.1037/a0036523 (which Spanish ' +
    'wording it used was not checked here; the Spain adaptation of García-Campayo et al. 2010 is a different text).',
  licence:
    'No permission required to reproduce, translate, display or distribute (phqscreeners.com: "no permission is required to reproduce, ' +
    'translate, display or distribute them", as quoted from the selector page in code index read_file id 70333049550).',
  translation: {
    title: 'Preocupación y nervios',
    description: 'Siete preguntas sobre los nervios, la preocupación y la tensión que haya sentido durante las últimas dos semanas.',
    questions: {
      gad7_instructions: { label: 'Durante las últimas 2 semanas, ¿qué tan seguido ha tenido molestias debido a los siguientes problemas?' },
      ...translatedItems('gad7_', items, OVER_TWO_WEEKS_SPANISH),
    },
  },
};
