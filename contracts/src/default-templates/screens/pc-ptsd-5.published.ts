import type { PublishedText } from './screen.js';

export const published: PublishedText = {
  sourceUrl: 'https://www.ptsd.va.gov/professional/assessment/documents/pc-ptsd5-screen.pdf',
  readFrom:
    'The VA PDF itself is not stored here. Read from the pages corpus: the screen as reproduced, with its source named as "Prins, Bovin, Kimerling, ' +
    'Kaloupek, Marx, Pless Kaiser & Schnurr (2016), Primary Care PTSD Screen for DSM-5 (PC-PTSD-5) [Measurement instrument], available from ' +
    'ptsd.va.gov", in the Australian comorbidity guidelines, Appendix R ' +
    '(https://comorbidityguidelines.org.au/appendices/appendix-r-primary-care-ptsd-screen-for-dsm5-pcptsd5), ' +
    "transcribed here as that page lays it out. Cross-checked with the original article's appendix table (Prins et al., J Gen Intern Med 2016, " +
    'https://pmc.ncbi.nlm.nih.gov/articles/PMC5023594/table/Taba: same introduction, examples, exposure question and five items, except that it ' +
    'reads "If \'No,\' screen total = 0; if \'Yes,\' continue with screening. In the past month, have you…" and has the typo "events(s)" in item 5), ' +
    "with the National Center for PTSD's own page (https://www.ptsd.va.gov/professional/assessment/screens/pc-ptsd.asp: a lifetime exposure item, " +
    'then 5 yes/no items about the past month; public domain) and with its Clergy Toolkit page, which quotes the introduction.',
  text: `Primary Care PTSD Screen for DSM-5 (PC-PTSD-5)

Sometimes things happen to people that are unusually or especially frightening, horrible, or traumatic. For example:
• a serious accident or fire
• a physical or sexual assault or abuse
• an earthquake or flood
• a war
• seeing someone be killed or seriously injured
• having a loved one die through homicide or suicide.

Have you ever experienced this kind of event?
YES NO

If no, screen total = 0. Please stop here.

If yes, please answer the questions below.

In the past month have you:
Yes No
1. Had nightmares about the event(s) or thought about the event(s) when you did not want to? 1 0
2. Tried hard not to think about the event(s) or went out of your way to avoid situations that reminded you of the event(s)? 1 0
3. Been constantly on guard, watchful, or easily startled? 1 0
4. Felt numb or detached from people, activities, or your surroundings? 1 0
5. Felt guilty or unable to stop blaming yourself or others for the event(s) or any problems the event(s) may have caused? 1 0
`,
};
