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
    upload('schoolRecords', 'School records or report cards'),
    upload('specialEducationRecords', 'Special education papers, like an IEP'),
    upload('diploma', 'A diploma or GED'),
    upload('certificates', 'Certificates from classes, job training or programs'),
    upload('medicalRecords', 'Papers from a doctor or a hospital'),
    upload('mentalHealthRecords', 'Papers about your mental health care'),
    upload('treatmentRecords', 'Papers from drug or alcohol treatment'),
    upload('workRecords', 'Work records, or a letter from a boss'),
    upload('awardPapers', 'Awards or letters of thanks'),
    upload('familyPhoto', 'A photo of you with your family'),
    upload('otherDocument', 'Any other paper you want your lawyer to see'),
    text('otherDocumentWhat', 'What is this other paper?'),
  ],
});
