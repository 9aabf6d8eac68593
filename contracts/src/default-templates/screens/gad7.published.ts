import type { PublishedText } from './screen.js';

export const published: PublishedText = {
  sourceUrl: 'https://www.phqscreeners.com/images/sites/g/files/g10060481/f/201412/GAD7_English%20for%20the%20USA_0.pdf',
  readFrom:
    'The Pfizer PDF itself is not stored here. Read from a public GitHub review packet (code index, read_file id 70333049550, "PHQ-9/GAD-7 correction — ' +
    'exact content and rights review packet") that downloaded this "English for the USA" form from phqscreeners.com, recorded its SHA-256 and ' +
    'transcribes its instruction, "(Use “✔” to indicate your answer)", seven items, four response options and the no-permission footer, and notes that ' +
    'the form has no difficulty question. Cross-checked with the copy of the same form in the pages corpus ' +
    '(https://scales.arabpsychology.com/index.php/s/gad-7-anxiety-severity/: same instruction and items, "anxious or on edge" without a comma), with ' +
    'CamCOPS (ucam-department-of-psychiatry/camcops, server/camcops_server/extra_strings/gad7.xml: same items and options; its stem says "any of the ' +
    'following problems", which the USA form does not) and with the Korean phqscreeners form as transcribed in another public repository (code index, ' +
    'read_file id 68930877176: the same layout, seven items, office-coding line and footer, no difficulty question). The office-coding blanks are left out.',
  text: `GAD-7

Over the last 2 weeks, how often have you been bothered by the following problems?
(Use “✔” to indicate your answer)
Not at all | Several days | More than half the days | Nearly every day

1. Feeling nervous, anxious or on edge 0 1 2 3
2. Not being able to stop or control worrying 0 1 2 3
3. Worrying too much about different things 0 1 2 3
4. Trouble relaxing 0 1 2 3
5. Being so restless that it is hard to sit still 0 1 2 3
6. Becoming easily annoyed or irritable 0 1 2 3
7. Feeling afraid as if something awful might happen 0 1 2 3

Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.
`,
};
