import { ContentSlugs, NotificationTemplates } from '@app/contracts';
import type { ContentBlockFields } from '../content-block.js';
import { SPANISH_MESSAGE_BLOCKS } from './spanish-message-blocks.js';

/**
 * The content pages every installation starts with (spec 01 §2: /page/client-help,
 * /page/subscriber-help, /page/terms-and-conditions, /page/contact-us, and the about and
 * testing-notes pages at /about and /testingNotes), and the texts of the messages to clients (not
 * pages; the slug is the message's template name: invitations, reminders, a texted reset link), and
 * of the invitations to clients' supporters, in English and (those to clients and supporters) in Spanish.
 * Seeded once; after that they are the admins' to edit (a later start never overwrites them).
 */
export const DEFAULT_CONTENT_BLOCKS: readonly ContentBlockFields[] = [
  {
    slug: ContentSlugs.clientHelp,
    title: 'Client Help',
    description: 'Help page for clients taking the survey.',
    isPage: true,
    value: `# Help with your survey

Your attorney has asked you to fill in this survey about your life, your family and your background.
Your answers help your attorney understand you and tell your story. There are no right or wrong
answers: answer as honestly and completely as you can.

## How long does it take?

The survey can take **up to 2 hours**. You do not have to finish it in one sitting.

## Your answers are saved automatically

- The survey goes **page by page**. Use **Next** to go on and **Back** to go back to an earlier page.
- Your answers are **saved automatically** as you go. You can also press **Save** at any time.
- You can stop at any time and come back later: follow the same link your attorney emailed or texted
  to you, and you will continue where you left off.
- **Jump to Page** takes you straight to any page, for example to finish one you skipped.
- When you reach the end, check your answers on the review page and press **Complete Survey**.

## Tips

- Find a quiet, private place and a device with a steady internet connection.
- If a question does not apply to you, say so in your answer.
- Write in your own words. Details, dates and names help your attorney the most.

## Questions?

If you have any questions about the survey or about your case, **please contact your attorney**.
This website cannot give legal advice.
`,
  },
  {
    slug: ContentSlugs.subscriberHelp,
    title: 'Subscriber Help',
    description: 'Help page for subscribers (attorneys and their staff).',
    isPage: true,
    value: `# Help for subscribers

Mitigation Survey sends your clients a biographical survey and turns their answers into an editable
**Mitigation Report** (a Word file) for you.

## Inviting a client

1. On your dashboard, press **Add New Client** (this needs an active subscription).
2. Enter the client's name and an email address, a mobile phone number, or both.
3. Choose how to send the invitation (email, text message or both), how often to remind the client,
   whether the client's family and friends may write letters of support, and which parts of the
   survey to include.
4. Send the invitation. The client receives a personal link to the survey.

For a client who takes the survey with you (for example where the client has no internet access),
choose **Proctored** and use **Proctor Questionnaire**, or check the client out for offline use.

## Reminders

Clients who have not finished get reminder messages at the interval you chose (5, 7 or 10 days, or
none). You can also send one at any time with **Send Reminder Message** on the client's page. The
survey saves as the client goes, so a reminded client continues where they left off.

## Following progress

**My Clients** on your dashboard shows every client with the survey's status: Created (invited),
Started or Completed. Open a client to see when the invitation was sent and when the survey was
started and completed.

## Reports

- When a client has completed the survey, **Download Mitigation Report** gives you the report as a
  Word file you can edit. It can include up to 13 validated health, substance use (AODA) and trauma screens.
- The **Reports** tab also offers adjusted versions of the report; generating one takes several minutes.
- **Files** holds what the client uploaded, and **Letters** the letters of support their family and
  friends wrote.

## Questions?

See [Contact Us](/page/contact-us).
`,
  },
  {
    slug: ContentSlugs.termsAndConditions,
    title: 'Terms and Conditions',
    description: 'Terms of use of the website. Replace the placeholder with your own terms.',
    isPage: true,
    value: `# Terms and Conditions

> **Placeholder — to be replaced by the operator of this website.** These are not terms anyone has
> agreed to. A site administrator must replace this text with the operator's own terms and
> conditions (and privacy notice) before the site is used with real clients.

By using this website you agree to the terms and conditions set by its operator. Until they are
published here, please contact us with any questions about how this website may be used.
`,
  },
  {
    slug: ContentSlugs.contactUs,
    title: 'Contact Us',
    description: 'Contact details. Replace the placeholder address with the real one.',
    isPage: true,
    value: `# Contact Us

Questions about your subscription, your account or this website? Email us at
[support@example.com](mailto:support@example.com) and we will get back to you as soon as we can.

*Placeholder address: a site administrator should replace support@example.com with the real one.*

**Clients:** for questions about the survey or about your case, please contact your attorney.
`,
  },
  {
    slug: ContentSlugs.about,
    title: 'About',
    description: 'What this website is, shown at /about.',
    isPage: true,
    value: `# About

This website helps criminal defense attorneys gather the life history of the people they
represent. An attorney invites each client to a private questionnaire, which the client fills in at
their own pace, page by page, with every answer saved as they go. The attorney receives an editable
Mitigation Report built from the answers, and family and friends can write letters of support.

What clients write is confidential: it is seen by their attorney and kept for their defense.
`,
  },
  {
    slug: ContentSlugs.testingNotes,
    title: 'Testing Notes',
    description: 'Notes for people trying the site out, shown at /testingNotes.',
    isPage: true,
    value: `# Testing Notes

Trying the site out? Without a payment provider configured, purchases go to a local payment
simulator: the test card 4242 4242 4242 4242 pays and 4000 0000 0000 0002 is declined, and the
promotion codes SAVE10 ($10 off) and HALF (50% off) apply. Emails and text messages are not sent:
they can be read at [/api/dev/mailbox](/api/dev/mailbox) and [/api/dev/outbox](/api/dev/outbox).

*A site administrator should replace or unpublish this page on a live site.*
`,
  },
  {
    slug: NotificationTemplates.clientInvitationEmail,
    title: 'Your questionnaire from %SubscriberName%',
    description:
      'The email inviting a new client; the title is its subject. Tokens: %ClientFirstName%, %SubscriberName% (the attorney, or "Your attorney"), %Link% (the client\'s personal link).',
    isPage: false,
    value: `Hello %ClientFirstName%,

%SubscriberName% has invited you to fill in a confidential questionnaire about your life and
background. Your answers help your attorney understand you and tell your story.

[Start your questionnaire](%Link%)

This link is personal to you: please do not share it. The questionnaire can take up to 2 hours.
Your answers are saved as you go, so you can stop at any time and come back with the same link.

If you have any questions, please contact your attorney.
`,
  },
  {
    slug: NotificationTemplates.clientInvitationSms,
    title: 'Client invitation (text message)',
    description:
      'The text message inviting a new client. Tokens: %SubscriberName% (the attorney, or "Your attorney"), %Link% (the client\'s personal link). Keep it short, with no other personal details.',
    isPage: false,
    value: `%SubscriberName% has invited you to fill in a confidential questionnaire. This link is personal to you, please do not share it: %Link%
`,
  },
  {
    slug: NotificationTemplates.clientReminderEmail,
    title: 'A reminder about your questionnaire',
    description:
      'The email reminding a client whose questionnaire is not completed; the title is its subject. Tokens: %ClientFirstName%, %SubscriberName% (the attorney, or "Your attorney"), %Link% (the client\'s personal link).',
    isPage: false,
    value: `Hello %ClientFirstName%,

%SubscriberName% asked us to remind you that your questionnaire is not finished yet.

[Continue your questionnaire](%Link%)

Everything you have answered so far is saved, and you will continue where you left off. This link is
personal to you: please do not share it.

If you have any questions, please contact your attorney.
`,
  },
  {
    slug: NotificationTemplates.clientReminderSms,
    title: 'Client reminder (text message)',
    description:
      'The text message reminding a client whose questionnaire is not completed. Tokens: %SubscriberName% (the attorney, or "Your attorney"), %Link% (the client\'s personal link). Keep it short, with no other personal details.',
    isPage: false,
    value: `Reminder: %SubscriberName% is waiting for your questionnaire. Continue where you left off with your personal link (please do not share it): %Link%
`,
  },
  {
    slug: NotificationTemplates.passwordResetSms,
    title: 'Password reset (text message)',
    description:
      'The text message with the link to choose a new password, sent to a client whose account has no email address (invited by text message). Token: %Link% (the single-use reset link). Keep it short, with no other personal details.',
    isPage: false,
    value: `Mitigation Survey: to choose a new password, open this link. It can be used once; if you did not ask for it, ignore this message: %Link%
`,
  },
  {
    slug: NotificationTemplates.supporterInvitationEmail,
    title: '%ClientFirstName% %ClientLastName% asks you for a letter of support',
    description:
      "The email inviting someone a client named to write a letter of support; the title is its subject. Tokens: %SupporterFirstName%, %ClientFirstName%, %ClientLastName%, %Link% (the supporter's personal link to write and sign the letter).",
    isPage: false,
    value: `Hello %SupporterFirstName%,

%ClientFirstName% %ClientLastName% has named you as someone who knows them well and has asked you to
write a letter of support. %ClientFirstName%'s attorney is gathering letters from family and friends
to help tell their story, and your letter may be given to the court.

[Write your letter](%Link%)

It takes a few minutes: say in your own words how you know %ClientFirstName% and what you would like
the court to know about them, then type your name to sign the letter electronically. You can save a
draft and come back with the same link. This link is personal to you: please do not share it.

If you have any questions, please ask %ClientFirstName% or their attorney.
`,
  },
  {
    slug: NotificationTemplates.supporterInvitationSms,
    title: 'Supporter invitation (text message)',
    description:
      "The text message inviting someone a client named to write a letter of support. Tokens: %SupporterFirstName%, %ClientFirstName%, %ClientLastName%, %Link% (the supporter's personal link). Keep it short.",
    isPage: false,
    value: `%ClientFirstName% %ClientLastName% has asked you to write a letter of support for their attorney. It takes a few minutes. This link is personal to you, please do not share it: %Link%
`,
  },
  ...SPANISH_MESSAGE_BLOCKS,
];
