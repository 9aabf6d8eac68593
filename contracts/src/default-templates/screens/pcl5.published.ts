import type { PublishedText } from './screen.js';

export const published: PublishedText = {
  sourceUrl: 'https://www.ptsd.va.gov/professional/assessment/documents/PCL-5_Standard.pdf',
  readFrom:
    "The VA PDF itself is not stored here. Read from the pages corpus: the text of the National Center for PTSD's fillable PCL-5 (Standard, version " +
    'date 11 April 2018) as https://fill.io/PTSD-Checklist-For-DSM-5-PCL-5---Fillable-Form reproduces it (cover page reference, instructions, stem, ' +
    'column headings and items 1-9; the stored excerpt ends inside item 9). Items 9-20 from the same form as reproduced at ' +
    'https://epavt.org/guia_eng/files/assets/basic-html/page-17.html (items 7-20, "0 1 2 3 4"), cross-checked with CamCOPS ' +
    "(ucam-department-of-psychiatry/camcops, server/camcops_server/extra_strings/pcl5.xml: the 20 items and the five options) and with the VA's " +
    'past-week version (https://vdocuments.us/past-week-version-veterans-affairs.html: items 1-5). Where the copies differ in a comma (item 18, ' +
    '"jumpy, or easily" in one copy) the reading of the others is kept. Later VA versions (29 August 2023) add "Keeping your worst event in mind" ' +
    'and a "Your worst event" line to the instructions; the 11 April 2018 standard form is transcribed here.',
  text: `PTSD Checklist for DSM-5 (PCL-5)
Version date: 11 April 2018
Reference: Weathers, F. W., Litz, B. T., Keane, T. M., Palmieri, P. A., Marx, B. P., & Schnurr, P. P. (2013). The PTSD Checklist for DSM-5 (PCL-5) – Standard [Measurement instrument]. Available from https://www.ptsd.va.gov/
URL: https://www.ptsd.va.gov/professional/assessment/adult-sr/ptsd-checklist.asp

PCL-5

Instructions: Below is a list of problems that people sometimes have in response to a very stressful experience. Please read each problem carefully and then circle one of the numbers to the right to indicate how much you have been bothered by that problem in the past month.

In the past month, how much were you bothered by:
Not at all
A little bit
Moderately
Quite a bit
Extremely
1. Repeated, disturbing, and unwanted memories of the stressful experience? 0 1 2 3 4
2. Repeated, disturbing dreams of the stressful experience? 0 1 2 3 4
3. Suddenly feeling or acting as if the stressful experience were actually happening again (as if you were actually back there reliving it)? 0 1 2 3 4
4. Feeling very upset when something reminded you of the stressful experience? 0 1 2 3 4
5. Having strong physical reactions when something reminded you of the stressful experience (for example, heart pounding, trouble breathing, sweating)? 0 1 2 3 4
6. Avoiding memories, thoughts, or feelings related to the stressful experience? 0 1 2 3 4
7. Avoiding external reminders of the stressful experience (for example, people, places, conversations, activities, objects, or situations)? 0 1 2 3 4
8. Trouble remembering important parts of the stressful experience? 0 1 2 3 4
9. Having strong negative beliefs about yourself, other people, or the world (for example, having thoughts such as: I am bad, there is something seriously wrong with me, no one can be trusted, the world is completely dangerous)? 0 1 2 3 4
10. Blaming yourself or someone else for the stressful experience or what happened after it? 0 1 2 3 4
11. Having strong negative feelings such as fear, horror, anger, guilt, or shame? 0 1 2 3 4
12. Loss of interest in activities that you used to enjoy? 0 1 2 3 4
13. Feeling distant or cut off from other people? 0 1 2 3 4
14. Trouble experiencing positive feelings (for example, being unable to feel happiness or have loving feelings for people close to you)? 0 1 2 3 4
15. Irritable behavior, angry outbursts, or acting aggressively? 0 1 2 3 4
16. Taking too many risks or doing things that could cause you harm? 0 1 2 3 4
17. Being “superalert” or watchful or on guard? 0 1 2 3 4
18. Feeling jumpy or easily startled? 0 1 2 3 4
19. Having difficulty concentrating? 0 1 2 3 4
20. Trouble falling or staying asleep? 0 1 2 3 4

PCL-5 (11 April 2018) National Center for PTSD
`,
};
