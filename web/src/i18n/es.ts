import type { en } from './en';

/** The shape of a language's texts: every namespace and key of English, each a string. */
export type Texts = { [Namespace in keyof typeof en]: Record<keyof (typeof en)[Namespace], string> };

/**
 * Every text a client or a supporter reads, in Spanish (issue 15): the same keys as English (the type
 * makes a missing one a compile error, `i18n.unit.test.ts` a failing test), the same `{{name}}`s. The
 * attorney's and the admin's screens stay in English. Written for plain reading (usted, short sentences).
 */
export const es: Texts = {
  common: {
    language: 'Idioma',
  },
  landing: {
    invalidLink: 'El enlace que siguió no es válido.',
    welcome: 'Bienvenido',
    welcomeName: 'Bienvenido, {{firstName}}',
    welcomeBack: 'Bienvenido de nuevo',
    welcomeBackName: 'Bienvenido de nuevo, {{firstName}}',
    clientOf: 'Cliente de {{subscriber}}',
    registerIntro:
      'Su abogado le ha pedido que responda algunas preguntas sobre su vida. Primero, cree una contraseña para que solo usted pueda abrir sus respuestas.',
    password: 'Contraseña',
    confirmPassword: 'Confirme la contraseña',
    createPassword: 'Crear contraseña',
    loginIntro: 'Inicie sesión para continuar con su cuestionario.',
    loginName: 'Correo electrónico o número de teléfono',
    logIn: 'Iniciar sesión',
    forgotPassword: '¿Olvidó su contraseña?',
    resetSent: 'Le enviamos un enlace para crear una nueva contraseña. Revise su correo electrónico o sus mensajes de texto.',
    continueIntro: 'Sus respuestas se guardan a medida que avanza. Puede continuar donde lo dejó.',
    continue: 'Continuar',
    preparing: 'Estamos preparando su cuestionario. Esta página se actualizará en un momento.',
    proctorIntro: 'Ha iniciado sesión como el abogado del cliente. Puede completar el cuestionario junto con su cliente.',
    proctor: 'Supervisar el cuestionario',
    completed: 'Gracias. Ha completado su cuestionario y su abogado puede ver sus respuestas.',
    loggingOut: 'Otra persona tiene la sesión abierta en este dispositivo. Cerrando su sesión…',
    passwordsMustMatch: 'Las contraseñas deben coincidir.',
  },
  form: {
    save: 'Guardar',
    back: 'Atrás',
    next: 'Siguiente',
    finish: 'Terminar',
    jumpToPage: 'Ir a la página',
    progress: 'Página {{page}} de {{pages}}',
    reviewTitle: 'Por favor, revise sus respuestas',
    reviewIntro: 'Revise las respuestas marcadas en rojo antes de pasar a la página siguiente:',
    required: 'Por favor, responda esta pregunta.',
    invalidDate: 'Escriba una fecha válida',
    saveFailed: 'Ocurrió un error al guardar sus cambios.',
    savedOnDevice: 'Sus respuestas se guardan en este dispositivo y se enviarán cuando vuelva la conexión.',
    saving: 'Guardando…',
    saved: 'Todos los cambios guardados',
    savedOnThisDevice: 'Guardado en este dispositivo. Registre la devolución del cliente para enviar las respuestas al servidor.',
    conflict: 'Estas respuestas también se cambiaron en otro lugar. Guardamos sus cambios y agregamos los otros; por favor, revise esta página.',
    uploaded: 'Archivo subido: {{name}}',
    uploadFailed: 'No se pudo subir el archivo. Inténtelo de nuevo.',
    pageNotFound: 'No se encontró esta página del cuestionario.',
    offlineTitle: 'Esta página necesita conexión a internet',
    offlineNotice: 'Esta página solo se puede responder en línea. Continúe con las demás páginas; puede volver a esta cuando tenga conexión.',
    reviewPageTitle: 'Revise sus respuestas',
    reviewPageIntro:
      'Aquí está todo lo que respondió. Puede volver a cualquier página para cambiar una respuesta. Cuando esté listo, complete el cuestionario.',
    notAnswered: 'Sin respuesta',
    edit: 'Cambiar',
    complete: 'Completar el cuestionario',
    thankYouTitle: 'Gracias',
    thankYou: 'Ha completado su cuestionario. Su abogado ya puede ver sus respuestas.',
  },
  supporter: {
    invalidLink: 'El enlace que siguió no es válido.',
    title: 'Una carta de apoyo',
    titleFor: 'Una carta de apoyo para {{clientFirstName}}',
    intro:
      '{{clientFirstName}} le ha pedido que escriba una carta de apoyo. Su abogado podría entregarla al tribunal. Escriba con sus propias palabras: cómo conoce a {{clientFirstName}} y qué le gustaría que el juez supiera sobre esta persona.',
    introNoName:
      'Le han pedido que escriba una carta de apoyo. El abogado podría entregarla al tribunal. Escriba con sus propias palabras: cómo conoce a esta persona y qué le gustaría que el juez supiera sobre ella.',
    supportText: 'Su carta',
    signatureName: 'Nombre para la firma',
    signatureNameHelp: 'Escriba su nombre completo. Es su firma en la carta.',
    submit: 'Enviar al abogado',
    draftSaved: 'Borrador guardado. Puede cerrar esta página y volver a ella con el mismo enlace.',
    draftSaving: 'Guardando el borrador…',
    draftOnDevice: 'Su borrador se guarda en este dispositivo y se guardará cuando vuelva la conexión.',
    submitted: 'Gracias. Su carta fue firmada y enviada al abogado.',
    submittedReadOnly: 'Esta carta ya fue firmada y enviada al abogado, así que ya no se puede cambiar.',
    supportTextRequired: 'Por favor, escriba su carta antes de firmarla.',
    signatureNameRequired: 'Por favor, escriba su nombre para firmar la carta.',
    eSignConsentRequired: 'Por favor, marque la casilla para aceptar firmar electrónicamente.',
  },
};
