import type { PublishedText } from './screen.js';

export const published: PublishedText = {
  sourceUrl: 'https://www.phqscreeners.com/select-screener',
  readFrom:
    "Pfizer's PHQ-15 PDF (English, from the phqscreeners.com screener selector) is not stored here. Read from CamCOPS " +
    '(ucam-department-of-psychiatry/camcops, server/camcops_server/extra_strings/phq15.xml; its phq15.rst names phqscreeners.com as the source): ' +
    'title "Physical symptoms (PHQ-15)", the stem, items a-o with "(WOMEN ONLY)" on item d, and the options "Not bothered at all", "Bothered a little", ' +
    '"Bothered a lot". Cross-checked with the form as reproduced at https://mhscales.com/phq15 (pages corpus: same items and order and the Pfizer ' +
    'no-permission line; it reads "During the last 4 weeks" and "Not bothered"), with LOINC\'s PHQ-15 panel 69728-4 in LHC-Forms FHIR form (code ' +
    "index, read_file id 54177885431: same item wording, the full PHQ's order, the same Pfizer copyright and no-permission line) and with other " +
    'copies that print "periods WOMEN ONLY" without brackets, as transcribed here. Not verified against the PDF itself: "past" or "last" 4 weeks ' +
    '(CamCOPS and https://info.5y1.org/dizziness-and-fainting-spells_1_b43be2.html say past), and whether the title is upper case. The office-coding ' +
    'blanks are left out.',
  text: `PHYSICAL SYMPTOMS (PHQ-15)

During the past 4 weeks, how much have you been bothered by any of the following problems?
Not bothered at all | Bothered a little | Bothered a lot

a. Stomach pain
b. Back pain
c. Pain in your arms, legs, or joints (knees, hips, etc.)
d. Menstrual cramps or other problems with your periods WOMEN ONLY
e. Headaches
f. Chest pain
g. Dizziness
h. Fainting spells
i. Feeling your heart pound or race
j. Shortness of breath
k. Pain or problems during sexual intercourse
l. Constipation, loose bowels, or diarrhea
m. Nausea, gas, or indigestion
n. Feeling tired or having low energy
o. Trouble sleeping

Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.
`,
};
