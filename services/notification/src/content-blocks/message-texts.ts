import type { Kysely } from 'kysely';
import { escapeHtml } from '../html/escape-html.js';
import { fillTokens } from './rendering/fill-tokens.js';
import { renderContent } from './rendering/render-content.js';
import { DEFAULT_CONTENT_BLOCKS } from './seed-content-blocks/default-content-blocks.js';
import type { NotificationDatabase } from '../notification-database.js';

/** A message's words: the subject (email), the plain text and the HTML body. */
export interface MessageText {
  subject: string;
  text: string;
  html: string;
}

/**
 * The message texts admins edit: the content block of a slug as it is when the message goes out, its
 * title the subject, its rendered value the body, the `%Token%`s filled in (escaped in the HTML). A
 * slug no block holds (an admin gave the block another one) falls back to the default text.
 */
export class MessageTexts {
  constructor(private readonly db: Kysely<NotificationDatabase>) {}

  async fill(slug: string, tokens: Record<string, string>): Promise<MessageText> {
    const block =
      (await this.db.selectFrom('content_blocks').select(['title', 'content_text', 'content_html']).where('slug', '=', slug).executeTakeFirst()) ??
      defaultTextOf(slug);
    return {
      subject: fillTokens(block.title ?? '', tokens),
      text: fillTokens(block.content_text, tokens),
      html: fillTokens(block.content_html, tokens, escapeHtml),
    };
  }
}

function defaultTextOf(slug: string) {
  const block = DEFAULT_CONTENT_BLOCKS.find((candidate) => candidate.slug === slug);
  if (!block) throw new Error(`No message text has the slug ${slug}`);
  const { contentText, contentHtml } = renderContent(block.value);
  return { title: block.title, content_text: contentText, content_html: contentHtml };
}
