import { NotificationTemplates } from '@app/contracts';
import { escapeHtml } from '../../html/escape-html.js';
import { DEFAULT_CONTENT_BLOCKS } from '../seed-content-blocks/default-content-blocks.js';
import { fillTokens } from './fill-tokens.js';
import { renderContent } from './render-content.js';

const rendered = (slug: string) => renderContent(DEFAULT_CONTENT_BLOCKS.find((block) => block.slug === slug)!.value);
const tokens = { ClientFirstName: 'Ana <b>', SubscriberName: 'Lee & Partners', Link: 'https://survey.example.com/c/AbC?x="y"' };

describe('fillTokens', () => {
  it('replaces the placeholders it has values for, each time they appear, and keeps the others as written', () => {
    expect(fillTokens('%A% and %A%, %B%, %Unknown%, 100% sure', { A: 'one', B: 'two' })).toBe('one and one, two, %Unknown%, 100% sure');
  });

  it('escapes the values it puts in, not the text around them', () => {
    expect(fillTokens('<p>%Name%</p>', { Name: '<i>&' }, escapeHtml)).toBe('<p>&lt;i&gt;&amp;</p>');
  });

  it('does not read a value as a placeholder or a replacement pattern', () => {
    expect(fillTokens('%A%', { A: '%B% $& $1', B: 'no' })).toBe('%B% $& $1');
  });
});

describe('the default texts of the messages to clients', () => {
  it('invite by email with the first name, who sent it and the personal link, escaped in the HTML', () => {
    const { contentText, contentHtml } = rendered(NotificationTemplates.clientInvitationEmail);
    const text = fillTokens(contentText, tokens);
    expect(text).toMatch(/^Hello Ana <b>,\n\nLee & Partners has invited you to fill in a confidential questionnaire/);
    expect(text).toContain(`Start your questionnaire (${tokens.Link})`);
    expect(text).toContain('This link is personal to you: please do not share it.');
    const html = fillTokens(contentHtml, tokens, escapeHtml);
    expect(html).toContain(`<a href="${escapeHtml(tokens.Link)}" rel="noopener noreferrer">Start your questionnaire</a>`);
    expect(html).toContain('Hello Ana &lt;b&gt;,');
    expect(html).toContain('Lee &amp; Partners has invited you');
    expect(html).not.toContain('%');
  });

  it('invite and remind by text message with no personal data but who sent it and the link', () => {
    expect(fillTokens(rendered(NotificationTemplates.clientInvitationSms).contentText, tokens)).toBe(
      `Lee & Partners has invited you to fill in a confidential questionnaire. This link is personal to you, please do not share it: ${tokens.Link}`,
    );
    expect(fillTokens(rendered(NotificationTemplates.clientReminderSms).contentText, tokens)).toBe(
      `Reminder: Lee & Partners is waiting for your questionnaire. Continue where you left off with your personal link (please do not share it): ${tokens.Link}`,
    );
  });

  it('send a reset link by text message with nothing personal but the link', () => {
    expect(fillTokens(rendered(NotificationTemplates.passwordResetSms).contentText, tokens)).toBe(
      `Mitigation Survey: to choose a new password, open this link. It can be used once; if you did not ask for it, ignore this message: ${tokens.Link}`,
    );
  });

  it('remind by email that the questionnaire is not finished and answers are kept', () => {
    const text = fillTokens(rendered(NotificationTemplates.clientReminderEmail).contentText, tokens);
    expect(text).toContain('Lee & Partners asked us to remind you that your questionnaire is not finished yet.');
    expect(text).toContain(`Continue your questionnaire (${tokens.Link})`);
    expect(text).toContain('Everything you have answered so far is saved');
  });
});
