import type { PublishedText } from './screen.js';

export const published: PublishedText = {
  sourceUrl: 'https://www.phqscreeners.com/images/sites/g/files/g10060481/f/201412/PHQ-9_English.pdf',
  readFrom:
    'The Pfizer PDF itself is not stored here. Read from a public GitHub review packet (code index, read_file id 70333049550, "PHQ-9/GAD-7 correction — ' +
    'exact content and rights review packet") that downloaded this PDF from phqscreeners.com, recorded its SHA-256 and transcribes its instruction, ' +
    'nine items, four response options, difficulty question and its four options, noting that it prints "(Use “✔” to indicate your answer)" and the ' +
    'footer "No permission required to reproduce, translate, display or distribute" (the older "English for US original" file prints "Copyright © Pfizer ' +
    'Inc. All rights reserved." instead, with the same items and options). Title and layout from the copy of the same form in the pages corpus ' +
    '(https://therandomtandem.com/mood-screening-questionnaire-printable-4892). Cross-checked word for word with CamCOPS ' +
    '(ucam-department-of-psychiatry/camcops, server/camcops_server/extra_strings/phq9.xml, which names phqscreeners.com as its source) and with ' +
    'LOINC\'s PHQ-9 panel 44249-1 as the US Core Questionnaire "phq-9-example" shows it (same items; its copyright cites phqscreeners.com). The form\'s ' +
    'blanks (office coding and totals) are left out.',
  text: `PATIENT HEALTH QUESTIONNAIRE-9
(PHQ-9)

Over the last 2 weeks, how often have you been bothered by any of the following problems?
(Use “✔” to indicate your answer)
Not at all | Several days | More than half the days | Nearly every day

1. Little interest or pleasure in doing things 0 1 2 3
2. Feeling down, depressed, or hopeless 0 1 2 3
3. Trouble falling or staying asleep, or sleeping too much 0 1 2 3
4. Feeling tired or having little energy 0 1 2 3
5. Poor appetite or overeating 0 1 2 3
6. Feeling bad about yourself — or that you are a failure or have let yourself or your family down 0 1 2 3
7. Trouble concentrating on things, such as reading the newspaper or watching television 0 1 2 3
8. Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual 0 1 2 3
9. Thoughts that you would be better off dead or of hurting yourself in some way 0 1 2 3

If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?
Not difficult at all | Somewhat difficult | Very difficult | Extremely difficult

Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.
`,
};
