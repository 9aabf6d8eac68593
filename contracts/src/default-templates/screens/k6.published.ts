import type { PublishedText } from './screen.js';

export const published: PublishedText = {
  sourceUrl: 'https://www.hcp.med.harvard.edu/ncs/k6_scales.php',
  readFrom:
    "Kessler's page (pages corpus, https://www.hcp.med.harvard.edu/ncs/k6_scales.php) was read for the scale's versions (interviewer- and " +
    'self-administered; the K6 is the K10 less four questions) and its terms; its PDFs are not stored here. The self-administered wording was read ' +
    'from copies of that form: the instruction ("The following questions ask about how you have been feeling during the past 30 days. For each ' +
    'question, please circle the number that best describes how often you had this feeling.") as printed on Kessler\'s self-administered K10 ' +
    '(pages corpus, https://scribd.com/document/450720579/Kessler-Psychological-Distress-Scale-K10) and the K6 stem, six items and five options in ' +
    'printed order from the K6 self-report form as reproduced at https://docest.com/doc/593544/have-any-of-these-feelings-select-about-the-same-as-usual-circle-below (pages corpus) and in the expfactory K6 survey ' +
    '(code index, read_file id 29278692678, "Q1: During the past 30 days, about how often did you feel … / … nervous? …"); the items\' ' +
    'punctuation ("b. …nervous?") as on the K10 self-administered form above. Items cross-checked with ' +
    'the CLOSER item table (https://ucldata.atlassian.net/wiki/spaces/CLOS/pages/37323148/Kessler+Psychological+Distress+Scale: K6 = K10 items ' +
    'b, d, e, h, i, j). Not transcribed: the form\'s title and copyright line (Kessler asks users to "include the copyright" but the stored copies ' +
    'disagree on its wording), and the follow-up questions Q2-Q6 of the K6+ form, which Kessler\'s page says "are not required to score the K6".',
  text: `The following questions ask about how you have been feeling during the past 30 days. For each question, please circle the number that best describes how often you had this feeling.

Q1. During the past 30 days, about how often did you feel …
All of the time | Most of the time | Some of the time | A little of the time | None of the time
a. …nervous? 1 2 3 4 5
b. …hopeless? 1 2 3 4 5
c. …restless or fidgety? 1 2 3 4 5
d. …so depressed that nothing could cheer you up? 1 2 3 4 5
e. …that everything was an effort? 1 2 3 4 5
f. …worthless? 1 2 3 4 5
`,
};
