import type { PublishedText } from './screen.js';

export const published: PublishedText = {
  sourceUrl: 'https://www.phenxtoolkit.org/protocols/view/511601',
  readFrom:
    "NIDA's own TAPS Tool PDF is not stored here. Pieced together from stored copies, each line as one of them prints it: the title and the first " +
    "sentence of the general instructions from the NIH PhenX Toolkit's reproduction of the tool (pages corpus, " +
    'https://test.phenxtoolkit.org/protocols/view/511601, protocol "Polysubstance Use Frequency - Past Year", which describes five items, the ' +
    'alcohol quantity asked differently of men and women; the stored copy breaks off at "Question 2 should be answered on", so the rest of the ' +
    'instructions and any note under the alcohol questions are left out). The items in the order of the five-item form, each beginning "In the ' +
    "PAST 12 MONTHS, how often have you\", and the prescription-medication examples from the NIH HEAL data platform's record of the form's " +
    'item 5 (code index, read_file id 35379312462, lower-cased there) with the capitals of a public GitHub copy of the same five items (read_file id ' +
    '47179968650, which writes "used in this way"; HEAL\'s "used this way" is kept); the drugs and prescription questions word for word with ' +
    'read_file id 18805024313; the tobacco and alcohol questions and the standard-drink sentence with read_file ids 38460328774 and 47179968650 (whether ' +
    'the form repeats the standard-drink sentence under question 3 could not be seen, so it is given once). The five options and their ' +
    'capitals from the HEAL data platform\'s coding of the form (read_file id 11299094036: "Daily or Almost Daily", "Weekly", "Monthly", ' +
    '"Less Than Monthly", "Never"), cross-checked with read_file id 47179968650 and LOINC\'s TAPS panel 96841-2 as the US Core Questionnaire ' +
    '"TAPS" shows it (HL7/US-Core, input/examples/Questionnaire-TAPS.json: the same five items in the same order, lower-case options; its ' +
    'copyright note: "As a federally funded (NIH) tool, the TAPS-1 is considered public domain in the U.S").',
  text: `The Tobacco, Alcohol, Prescription Medication, and Other Substance use (TAPS) Tool Part 1

General Instructions:
The TAPS Tool Part 1 is a 4-item screening for tobacco use, alcohol use, prescription medication misuse, and illicit substance use in the past year.

Daily or Almost Daily | Weekly | Monthly | Less Than Monthly | Never

1. In the PAST 12 MONTHS, how often have you used any tobacco product (for example, cigarettes, e-cigarettes, cigars, pipes, or smokeless tobacco)?

2. In the PAST 12 MONTHS, how often have you had 5 or more drinks containing alcohol in one day? One standard drink is about 1 small glass of wine (5 oz), 1 beer (12 oz), or 1 single shot of liquor.

3. In the PAST 12 MONTHS, how often have you had 4 or more drinks containing alcohol in one day?

4. In the PAST 12 MONTHS, how often have you used any drugs including marijuana, cocaine or crack, heroin, methamphetamine (crystal meth), hallucinogens, ecstasy/MDMA?

5. In the PAST 12 MONTHS, how often have you used any prescription medications just for the feeling, more than prescribed or that were not prescribed for you? Prescription medications that may be used this way include: Opiate pain relievers (for example, OxyContin, Vicodin, Percocet, methadone) Medications for anxiety or sleeping (for example, Xanax, Ativan, Klonopin) Medications for ADHD (for example, Adderall or Ritalin)
`,
};
