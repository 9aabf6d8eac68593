import { note, page, text, upload } from './questions.js';

/** After the letters of support: papers the client may have, each a file of its own. */
export const documents = page({
  key: 'Documents',
  title: 'Papers to Upload',
  subscriberTitle: 'Documents',
  description: 'Records and papers that can help your lawyer.',
  defaultWeight: 10_100,
  isOptional: true,
  isDefault: true,
  questions: [
    note('documentsIntro', 'If you have any of these papers, you can add a photo or a scan of each one. It is okay if you have none.'),
    upload('schoolRecords', 'School records or report cards', 'School records'),
    upload('specialEducationRecords', 'Special education papers, like an IEP', 'Special education papers (IEP)'),
    upload('diploma', 'A diploma or GED', 'Diploma or GED'),
    upload('certificates', 'Certificates from classes, job training or programs', 'Certificates'),
    upload('medicalRecords', 'Papers from a doctor or a hospital', 'Medical records'),
    upload('mentalHealthRecords', 'Papers about your mental health care', 'Mental health records'),
    upload('treatmentRecords', 'Papers from drug or alcohol treatment', 'Drug or alcohol treatment records'),
    upload('workRecords', 'Work records, or a letter from a boss', 'Work records'),
    upload('awardPapers', 'Awards or letters of thanks', 'Awards or letters of thanks'),
    upload('familyPhoto', 'A photo of you with your family', 'Family photo'),
    upload('otherDocument', 'Any other paper you want your lawyer to see', 'Other paper'),
    text('otherDocumentWhat', 'What is this other paper?', 'What the other paper is'),
  ],
});
