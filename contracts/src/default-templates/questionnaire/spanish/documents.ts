/** Spanish texts of the "Papers to Upload" page (issue 15). */
import type { TemplateTranslation } from '../../../templates.js';

export const documentsEs: TemplateTranslation = {
  title: 'Papeles para subir',
  description: 'Documentos y papeles que pueden ayudar a su abogado.',
  questions: {
    documentsIntro: { label: 'Si tiene alguno de estos papeles, puede subir una foto o un escaneo de cada uno. Está bien si no tiene ninguno.' },
    schoolRecords: { label: 'Papeles de la escuela o boletas de calificaciones' },
    specialEducationRecords: { label: 'Papeles de educación especial, como un IEP' },
    diploma: { label: 'Un diploma o GED' },
    certificates: { label: 'Certificados de clases, de capacitación para el trabajo o de programas' },
    medicalRecords: { label: 'Papeles de un médico o de un hospital' },
    mentalHealthRecords: { label: 'Papeles sobre su atención de salud mental' },
    treatmentRecords: { label: 'Papeles de un tratamiento para drogas o alcohol' },
    workRecords: { label: 'Papeles del trabajo, o una carta de un jefe' },
    awardPapers: { label: 'Premios o cartas de agradecimiento' },
    familyPhoto: { label: 'Una foto de usted con su familia' },
    otherDocument: { label: 'Cualquier otro papel que quiera que vea su abogado' },
    otherDocumentWhat: { label: '¿Qué es este otro papel?' },
  },
};
