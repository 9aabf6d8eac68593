import type { PublishedText } from './screen.js';

export const published: PublishedText = {
  sourceUrl: 'https://www.traumameasuresglobal.com/itq',
  readFrom:
    "Neither the International Trauma Consortium's ITQ form nor Cloitre et al. 2018 (Acta Psychiatr Scand 138:536-546, where the ITQ is printed) " +
    'is stored here beyond their first page. The 12 symptom items (P1-P6, C1-C6) were read from the peer-reviewed table that quotes them, ' +
    'Eur J Psychotraumatol 2020;11:1818965, Table 1 (https://pmc.ncbi.nlm.nih.gov/articles/PMC7685205/table/t0001; it drops the final "?" of the ' +
    'P items and quotes \'super-alert\' in single quotes), and cross-checked with independent copies in public code (the same 18 items, with "?" after ' +
    'the P and functional items and "." after the C items). The six functional impairment items (P7-P9, C7-C9) and the stems "In the past month ' +
    'have the above problems" come from those code copies only (two agree on P7, P8, C7, C8; one has P9 and C9 as given here, the other shortens ' +
    'them), the 0-4 options from the ITQ scoring pages (embrace-autism.com, psypack.com) and the "when" choices from a summary of the form ' +
    '("less than 6 months ago" to "more than 20 years ago") and the Chinese ITQ\'s six choices. Not read from any copy of the official form, so left out of this text and worded by us in the template ' +
    '(its ownWording) until checked against the PDF at traumameasuresglobal.com: the instruction, the event and "when" questions, the two ' +
    'introductions to the rating sections, "How true is this of you?" and the DSO impairment stem. The public-domain line is from the ITQ\'s overview page (scribd copy of the ' +
    'English version).',
  text: `International Trauma Questionnaire (ITQ)

Not at all
A little bit
Moderately
Quite a bit
Extremely
P1. Having upsetting dreams that replay part of the experience or are clearly related to the experience?
P2. Having powerful images or memories that sometimes come into your mind in which you feel the experience is happening again in the here and now?
P3. Avoiding internal reminders of the experience (for example, thoughts, feelings, or physical sensations)?
P4. Avoiding external reminders of the experience (for example, people, places, conversations, objects, activities, or situations)?
P5. Being “super-alert”, watchful, or on guard?
P6. Feeling jumpy or easily startled?

In the past month have the above problems:
P7. Affected your relationships or social life?
P8. Affected your work or ability to work?
P9. Affected any other important part of your life such as parenting, or school or college work, or other important activities?

Not at all
A little bit
Moderately
Quite a bit
Extremely
C1. When I am upset, it takes me a long time to calm down.
C2. I feel numb or emotionally shut down.
C3. I feel like a failure.
C4. I feel worthless.
C5. I feel distant or cut off from people.
C6. I find it hard to stay emotionally close to people.

C7. Created concern or distress about your relationships or social life?
C8. Affected your work or ability to work?
C9. Affected any other important parts of your life such as parenting, or school or college work, or other important activities?

The ITQ is freely available in the public domain to all interested parties.
`,
};
