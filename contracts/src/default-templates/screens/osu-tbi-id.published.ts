import type { PublishedText } from './screen.js';

export const published: PublishedText = {
  sourceUrl: 'https://www.phenxtoolkit.org/protocols/view/130601',
  readFrom:
    "Ohio State's own PDF of the short form is not stored here. The title, the introduction with its interviewer instruction and questions 1 to 5 " +
    "with their answers are the NIH PhenX Toolkit's reproduction of the OSU TBI-ID Short Form (pages corpus: " +
    'https://www.phenxtoolkit.org/protocols/view/130601, protocol "History of Head Trauma", and the same text at ' +
    'http://phenxtoolkitstage.rti.org/index.php?pageLink=browse.protocoldetails&id=130601); both stored copies break off at "6. If all above are ' +
    '"no" then proceed to quest", so the rest of that instruction and the form\'s tally lines are left out. The questions about each injury, the ' +
    "duration answers, the repeated-impacts question and its follow-ups and the two closing lines are the OSU TBI-ID interview app's strings " +
    "(GitHub ahmadkfarag/OSU-TBI-ID, res/values/strings.xml: an app carrying the Ohio Valley Center's copyright and the authors' photographs), " +
    'which follow the current version of the form, whose questions 1 to 5 begin "In your lifetime," (as does the Brain Health Registry\'s online ' +
    'copy, GitHub amida-tech/recruitment-registry, import/bhr-gap/bhr-gap-surveys/osutbi.js and osutbi-injuries.js); the PhenX wording of ' +
    'questions 1 to 5 is kept here. Cross-checked: the repeated-impacts question word for word with the Brain Health Registry copy and with the TBI ' +
    'Model Systems data dictionary (pages corpus, https://www.tbindsc.org/staticfiles/DD/TBI%20HISTORY.html); "Were you knocked out or did you lose ' +
    'consciousness?", "were you dazed or did you have a gap in your memory from your injury?" and "How old were you?" with the Brain Health ' +
    'Registry copy, which spells the durations out ("Less than 30 minutes", "30 minutes to 24 hours", "More than 24 hours").',
  text: `The Ohio State University Traumatic Brain Injury Identification Method Short Form (OSU TBI-ID)

I would like to ask you about injuries to your head or neck that you may have had at anytime in your life. Interviewer instruction: Record cause and any details provided spontaneously in the box at the bottom of the page. DO NOT query further about LOC or other details at this stage.

1. Have you ever been hospitalized or treated in an emergency room following an injury to your head or neck? Think about any childhood injuries you remember or were told about.
[ ] Yes - Record cause(s) in table below
[ ] No

2. Have you ever injured your head or neck in a car accident or from some other moving vehicle accident (e.g. motorcycle, ATV)?
[ ] Yes - Record cause(s) in table below
[ ] No

3. Have you ever injured your head or neck in a fall or from being hit by something (e.g. falling from a bike, horse, or rollerblades, falling on ice, being hit by a rock)? Have you ever injured your head or neck playing sports or on the playground?
[ ] Yes - Record cause(s) in table below
[ ] No

4. Have you ever injured your head or neck in a fight, from being hit by someone, or from being shaken violently? Have you ever been shot in the head?
[ ] Yes - Record cause(s) in table below
[ ] No

5. Have you ever been nearby when an explosion or a blast occurred? If you served in the military, think about any combat- or training-related incidents.
[ ] Yes - Record cause(s) in table below
[ ] No

Were you knocked out or did you lose consciousness (LOC)?
If yes, how long?
< 30 minutes | 30 min - 24 hours | > 24 hours
If no, were you dazed or did you have a gap in your memory from the injury?
How old were you?

Have you ever had a period of time in which you experienced multiple, repeated impacts to your head (e.g. history of abuse, contact sports, military duty)?
If yes, what was the typical or usual effect -- were you knocked out (Loss of Consciousness - LOC)?
If no, were you dazed or did you have a gap in your memory from the injury?
What was the most severe effect from one of the times you had an impact to the head?
How old were you when these repeated injuries began? Ended?

The OSU TBI-ID and related materials are the property of the Ohio Valley Center for Brain Injury Prevention and Rehabilitation in the Department of Physical Medicine and Rehabilitation at The Ohio State University Wexner Medical Center and are copyright protected (© 2007 Ohio Valley Center for Brain Injury Prevention and Rehabilitation).
The OSU TBI-ID may be used free of charge. No changes may be made to the OSU TBI-ID without the written permissions of the authors, Drs. Corrigan and Bogner.
`,
};
