import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, languageSlugOf, type Language } from '@app/contracts';
import { escapeHtml } from '../html/escape-html.js';
import { fillTokens } from './rendering/fill-tokens.js';
import { renderContent } from './rendering/render-content.js';
import { DEFAULT_CONTENT_BLOCKS } from './seed-content-blocks/default-content-blocks.js';
import type { NotificationDatabase } from '../notification-database.js';

/** A message's words: the subject (email), the plain text and the HTML body, and the language they are in. */
export interface MessageText {
  subject: string;
  text: string;
  html: string;
  /** The language asked for, or English when its block is missing (the mail then says lang="en"). */
  language: Language;
}

/**
 * The message texts admins edit: the content block of a slug as it is when the message goes out, its
 * title the subject, its rendered value the body, the `%Token%`s filled in (escaped in the HTML). A
 * slug no block holds (an admin gave the block another one) falls back to the default text. In another
 * language than English, the block of the language's slug (`languageSlugOf`), else the English one.
 */
export class MessageTexts {
  constructor(private readonly db: Kysely<NotificationDatabase>) {}

  async fill(slug: string, tokens: Record<string, string>, language: Language = DEFAULT_LANGUAGE): Promise<MessageText> {
    const translated = language !== DEFAULT_LANGUAGE ? await this.blockOf(languageSlugOf(slug, language)) : undefined;
    const block = translated || (await this.blockOf(slug)) || defaultTextOf(slug);
    return {
      subject: fillTokens(block.title ?? '', tokens),
      text: fillTokens(block.content_text, tokens),
      html: fillTokens(block.content_html, tokens, escapeHtml),
      language: translated ? language : DEFAULT_LANGUAGE,
    };
  }

  /** The block of `slug` as admins left it, else its default text; undefined when neither exists. */
  private async blockOf(slug: string) {
    return (
      (await this.db.selectFrom('content_blocks').select(['title', 'content_text', 'content_html']).where('slug', '=', slug).executeTakeFirst()) ??
      (DEFAULT_CONTENT_BLOCKS.some((candidate) => candidate.slug === slug) ? defaultTextOf(slug) : undefined)
    );
  }
}

function defaultTextOf(slug: string) {
  const block = DEFAULT_CONTENT_BLOCKS.find((candidate) => candidate.slug === slug);
  if (!block) throw new Error(`No message text has the slug ${slug}`);
  const { contentText, contentHtml } = renderContent(block.value);
  return { title: block.title, content_text: contentText, content_html: contentHtml };
}
