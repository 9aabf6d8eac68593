import type { PublishedText } from './screen.js';

export const published: PublishedText = {
  // The study's publication (Felitti et al. 1998) at its publisher, through its DOI.
  sourceUrl: 'https://doi.org/10.1016/S0749-3797(98)00017-8',
  readFrom:
    "The source cited is the ACE Study's publication (Felitti et al. 1998, its DOI); the wording was read from ACEs Too High's page, " +
    'https://acestoohigh.com/got-your-ace-score/ (a news site, so not cited as the source since issue 34), and its copies. ' +
    "Which source: the CDC publishes the CDC-Kaiser ACE Study's own long questionnaires (Family Health History, Health Appraisal) and the " +
    'definitions of the ten ACE categories, but no ten-question self-scored form; the ten-question "Finding Your ACE Score" form comes from the ' +
    'study\'s investigators (Anda\'s ACE Interface) and circulates in two wordings: "often" / "Try to or actually have oral, anal, or vaginal sex" ' +
    '(e.g. nadhealth.org, traumacounsellingcentre.com.au, info4path.com) and "often or very often" / "Sometimes, often, or very often" / ' +
    '"Attempt or actually have … intercourse". The second is the one ACEs Too High publishes ("Got Your ACE Score?", named in the brief) and ' +
    "the one whose copies here agree word for word; that is the text transcribed here. ACEs Too High's page is not stored here: read from copies of it " +
    'in the pages corpus, christophersloanecounseling.com/whats-your-ace-score-and-what-does-it-mean/ ("Prior to your 18th birthday:", items ' +
    '1-8 with "No___If Yes, enter 1 __") and a blog copy (nowvef.blogg.se, items 5-9 and "Now add up your “Yes” answers … This is your ACE ' +
    'Score"), with d2l.org/whats-your-ace-score/ (quoting ACEs Too High; items 1-4) and the NPR quiz copy (scribd "ACE – Adverse Childhood ' +
    'Experiences": items 1-5 in the same words) as cross-checks; item 10 is the same in every copy. Some copies open with "While you were ' +
    'growing up, during your first 18 years of life:" instead, and one variant asks in item 6 whether a biological parent was ever lost to you.',
  text: `Prior to your 18th birthday:

1. Did a parent or other adult in the household often or very often…
Swear at you, insult you, put you down, or humiliate you?
or
Act in a way that made you afraid that you might be physically hurt?
No___If Yes, enter 1 __

2. Did a parent or other adult in the household often or very often…
Push, grab, slap, or throw something at you?
or
Ever hit you so hard that you had marks or were injured?
No___If Yes, enter 1 __

3. Did an adult or person at least 5 years older than you ever…
Touch or fondle you or have you touch their body in a sexual way?
or
Attempt or actually have oral, anal, or vaginal intercourse with you?
No___If Yes, enter 1 __

4. Did you often or very often feel that …
No one in your family loved you or thought you were important or special?
or
Your family didn’t look out for each other, feel close to each other, or support each other?
No___If Yes, enter 1 __

5. Did you often or very often feel that …
You didn’t have enough to eat, had to wear dirty clothes, and had no one to protect you?
or
Your parents were too drunk or high to take care of you or take you to the doctor if you needed it?
No___If Yes, enter 1 __

6. Were your parents ever separated or divorced?
No___If Yes, enter 1 __

7. Was your mother or stepmother:
Often or very often pushed, grabbed, slapped, or had something thrown at her?
or
Sometimes, often, or very often kicked, bitten, hit with a fist, or hit with something hard?
or
Ever repeatedly hit over at least a few minutes or threatened with a gun or knife?
No___If Yes, enter 1 __

8. Did you live with anyone who was a problem drinker or alcoholic, or who used street drugs?
No___If Yes, enter 1 __

9. Was a household member depressed or mentally ill, or did a household member attempt suicide?
No___If Yes, enter 1 __

10. Did a household member go to prison?
No___If Yes, enter 1 __

Now add up your “Yes” answers: ___ This is your ACE Score
`,
};
