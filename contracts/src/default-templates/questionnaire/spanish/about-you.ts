/** Spanish texts of the "About You" page (issue 15). */
import type { TemplateTranslation } from '../../../templates.js';
import { YES_NO_NOT_SURE_ES, YES_NO_SKIP_ES, yesNoEs } from './common.js';

const inJail = { description: 'Si está en la cárcel, puede dejar esto en blanco.' };

export const aboutYouEs: TemplateTranslation = {
  title: 'Sobre usted',
  description: 'Su nombre, dónde nació, los idiomas que habla y cómo comunicarnos con usted.',
  questions: {
    aboutYouIntro: {
      label: 'Por favor, conteste lo mejor que pueda. Sus respuestas se guardan mientras avanza, así que puede parar y volver más tarde.',
    },
    firstName: { label: 'Nombre' },
    middleName: { label: 'Segundo nombre' },
    lastName: { label: 'Apellido(s)' },
    otherNames: {
      label: '¿Alguna vez ha usado otros nombres o apodos? Escríbalos aquí.',
      description: 'Por ejemplo, un nombre que usaba antes de casarse, o un nombre que le dicen sus amistades.',
    },
    dateOfBirth: { label: 'Fecha de nacimiento' },
    gender: {
      label: 'Género',
      options: {
        Female: 'Mujer',
        Male: 'Hombre',
        'Non-binary': 'No binario',
        'Another gender': 'Otro género',
        'Prefer not to say': YES_NO_SKIP_ES['Prefer not to say'],
      },
    },
    birthCity: { label: '¿En qué ciudad o pueblo nació?' },
    birthState: { label: '¿En qué estado o país nació?' },
    bornInUs: { label: '¿Nació en los Estados Unidos?', options: YES_NO_NOT_SURE_ES },
    ageCameToUs: { label: '¿Cuántos años tenía cuando llegó a los Estados Unidos?' },
    immigrationStatus: {
      label: '¿Qué papeles tiene para vivir en los Estados Unidos?',
      description: 'Esto puede cambiar lo que pase en su caso, por eso su abogado necesita saberlo.',
      options: {
        'US citizen': 'Ciudadanía de EE. UU.',
        'Green card (permanent resident)': 'Green card (residencia permanente)',
        Visa: 'Visa',
        'Asylum or refugee': 'Asilo o refugio',
        DACA: 'DACA',
        'No papers': 'Sin papeles',
        'Not sure': YES_NO_NOT_SURE_ES['Not sure'],
        'Prefer not to say': YES_NO_SKIP_ES['Prefer not to say'],
      },
    },
    firstLanguage: { label: '¿Qué idioma habla mejor?' },
    otherLanguages: { label: '¿Qué otros idiomas habla?' },
    readsEnglish: {
      label: '¿Qué tan bien lee el inglés?',
      options: { 'Very well': 'Muy bien', Well: 'Bien', 'A little': 'Un poco', 'Not at all': 'Nada' },
    },
    wantsInterpreter: yesNoEs('¿Quiere un intérprete cuando hable con su abogado?'),
    phone: { label: '¿Cuál es el mejor número de teléfono para comunicarnos con usted?', ...inJail },
    okToText: yesNoEs('¿Está bien si le enviamos mensajes de texto?'),
    email: { label: 'Correo electrónico', ...inJail },
    mailingAddress: {
      label: 'Dirección (calle y número) donde recibe su correo',
      description: 'Si está en la cárcel, escriba la dirección de la cárcel y su número de identificación (ID).',
    },
    mailingCity: { label: 'Ciudad' },
    mailingState: { label: 'Estado' },
    mailingZip: { label: 'Código postal (ZIP)' },
    contactWays: {
      label: '¿Cómo debe comunicarse su abogado con usted? Marque todas las que correspondan.',
      options: {
        'Phone call': 'Llamada de teléfono',
        'Text message': 'Mensaje de texto',
        Email: 'Correo electrónico',
        Mail: 'Carta por correo',
        'Jail visit': 'Visita en la cárcel',
        'Through a family member': 'Por medio de un familiar',
      },
    },
    emergencyContactName: { label: '¿A quién debemos llamar si no podemos comunicarnos con usted? Escriba el nombre de esa persona.' },
    emergencyContactRelationship: { label: '¿Qué relación tiene con esta persona?' },
    emergencyContactPhone: { label: 'Número de teléfono de esta persona' },
  },
};
