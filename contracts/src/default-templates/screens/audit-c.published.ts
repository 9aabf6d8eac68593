import type { PublishedText } from './screen.js';

export const published: PublishedText = {
  sourceUrl: 'https://hepatitis.va.gov/alcohol/treatment/audit-c.asp',
  readFrom:
    'Read from the pages corpus: the US Department of Veterans Affairs page itself (https://hepatitis.va.gov/alcohol/treatment/audit-c.asp, "Alcohol ' +
    'Use Disorders Identification Test (AUDIT-C) for Health Care Providers"), transcribed from its heading to the end of the first bullet under the ' +
    'table; the stored copy breaks off in the next bullet (the VA/DoD positive-screen threshold), which is therefore left out. The page has no ' +
    'instruction addressed to the patient. Cross-checked word for word (the three questions and all fifteen options) with a public GitHub copy of ' +
    'the same VA wording (code index, read_file id 55697092896), which sets 7 - 9 with an en dash ("7–9"). The menus and links of the page are left out.',
  text: `Alcohol Use Disorders Identification Test (AUDIT-C)
for Health Care Providers

Alcohol Use Disorders Identification Test - Alcoholic Liver Disease

Audit-C Test

The Alcohol Use Disorders Identification Test (AUDIT-C) is an alcohol screen that can help identify patients who are hazardous drinkers or who may have an active alcohol use disorder.

Alcohol Use Disorders Identification Test - Consumption (AUDIT-C)

Generally, the higher the AUDIT-C score, the more likely it is that the patient's drinking is affecting their health and safety.

Question | Answer | Score
1. How often did you have a drink containing alcohol in the past year?
Never | 0 point
Monthly or less | 1 point
2 to 4 times per month | 2 points
2 to 3 times per week | 3 points
4 or more times per week | 4 points
2. On days in the past year when you drank alcohol how many drinks did you typically drink?
0, 1, or 2 | 0 point
3 or 4 | 1 point
5 or 6 | 2 points
7 - 9 | 3 points
10 or more | 4 points
3. How often did you have 6 or more (for men) or 4 or more (for women and everyone 65 and older) drinks on an occasion in the past year?
Never | 0 point
Less than monthly | 1 point
Monthly | 2 points
Weekly | 3 points
Daily or almost daily | 4 points

Based on the points accumulated in the table above:
• The minimum score (for non-drinkers) is 0 and the maximum possible score is 12.
`,
};
