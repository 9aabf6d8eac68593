import type { PublishedText } from './screen.js';

export const published: PublishedText = {
  sourceUrl: 'https://psychiatryonline.org/doi/10.1176/appi.ajp.157.11.1873',
  readFrom:
    'The MDQ was published with Hirschfeld et al. (Am J Psychiatry 2000), whose figure is not stored here; the form in use is the one the Depression ' +
    'and Bipolar Support Alliance distributes, "© 2000 by The University of Texas Medical Branch. Reprinted with permission." Read from that form as ' +
    'stored in the pages corpus (https://studylib.net/doc/18831786/mood-disorder-questionnaire---depression-and-bipolar-support: title, instruction, ' +
    'the thirteen items, questions 2 to 5, "Please circle one response only.", the options "No Problem", "Minor Problem", "Moderate Problem", ' +
    '"Serious Problem", and the copyright line; its text layer is out of order, so the order is the printed one confirmed by the copies below). ' +
    'Cross-checked item by item with the GlaxoSmithKline reprint "Adapted with permission from Robert M. A. Hirschfeld, MD" ' +
    '(https://ar.scribd.com/document/5556219/bipolarDisorder: same thirteen items and questions 2 and 3, options capitalised the same), with the OHSU ' +
    'copy (https://info.5y1.org/bipolar-i-disorder-code_1_dcb71d.html: same questions 4 and 5; it prints "No problem" in lower case and "in ' +
    'trouble" in item 13) and with the screening sentence "This instrument is designed for screening purposes only and is not to be used as a ' +
    'diagnostic tool." as other copies of the form print it (https://form.jotform.com/240696608489069, http://latuda.com/bpd/mood-disorder-questionnaire.html).',
  text: `THE MOOD DISORDER QUESTIONNAIRE

Instructions: Please answer each question to the best of your ability.

1. Has there ever been a period of time when you were not your usual self and... YES NO
...you felt so good or so hyper that other people thought you were not your normal self or you were so hyper that you got into trouble?
...you were so irritable that you shouted at people or started fights or arguments?
...you felt much more self-confident than usual?
...you got much less sleep than usual and found you didn’t really miss it?
...you were much more talkative or spoke much faster than usual?
...thoughts raced through your head or you couldn’t slow your mind down?
...you were so easily distracted by things around you that you had trouble concentrating or staying on track?
...you had much more energy than usual?
...you were much more active or did many more things than usual?
...you were much more social or outgoing than usual, for example, you telephoned friends in the middle of the night?
...you were much more interested in sex than usual?
...you did things that were unusual for you or that other people might have thought were excessive, foolish, or risky?
...spending money got you or your family into trouble?

2. If you checked YES to more than one of the above, have several of these ever happened during the same period of time? YES NO

3. How much of a problem did any of these cause you – like being unable to work; having family, money or legal troubles; getting into arguments or fights? Please circle one response only.
No Problem | Minor Problem | Moderate Problem | Serious Problem

4. Have any of your blood relatives (i.e. children, siblings, parents, grandparents, aunts, uncles) had manic-depressive illness or bipolar disorder? YES NO

5. Has a health professional ever told you that you have manic-depressive illness or bipolar disorder? YES NO

© 2000 by The University of Texas Medical Branch. Reprinted with permission. This instrument is designed for screening purposes only and is not to be used as a diagnostic tool.
`,
};
