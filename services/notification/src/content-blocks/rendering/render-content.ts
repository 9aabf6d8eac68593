import {
  CONTENT_ALLOWED_ATTRIBUTES,
  CONTENT_ALLOWED_TAGS,
  CONTENT_IMAGE_SCHEMES,
  CONTENT_LINK_REL,
  CONTENT_LINK_SCHEMES,
  CONTENT_TOKEN_PATTERN,
  contentMarkdown,
} from '@app/contracts/markdown';
import sanitizeHtml from 'sanitize-html';
import { Parser } from 'htmlparser2';

/**
 * How a content block's Markdown becomes what the web app shows and what plain-text messages use:
 *
 * 1. markdown-it renders the Markdown (CommonMark + tables + strikethrough, bare URLs linked).
 *    Raw HTML in the Markdown is passed on to step 2, so an admin may write `<br>` or `<u>`.
 * 2. sanitize-html keeps common formatting only: no scripts, styles, iframes, forms or event
 *    handlers; links only to http:, https:, mailto: or relative addresses, each with
 *    rel="noopener noreferrer"; images only from http(s). This is the security boundary: the
 *    result is safe to insert into a page (`contentHtml`).
 * 3. The sanitised HTML read back as text (`contentText`): paragraphs apart by a blank line, list
 *    items as "- " / "1. " lines, a link as "text (address)" unless the text is the address.
 *
 * `%Token%` placeholders survive all three, including inside link addresses (`[Open](%Link%)`).
 */
export interface RenderedContent {
  contentHtml: string;
  contentText: string;
}

/** The distinct `%Token%` placeholders of a value, in order of first appearance. */
export function allowedTokensOf(value: string): string[] {
  return [...new Set(value.match(CONTENT_TOKEN_PATTERN) ?? [])];
}

const markdown = contentMarkdown();

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: CONTENT_ALLOWED_TAGS,
  allowedAttributes: CONTENT_ALLOWED_ATTRIBUTES,
  // markdown-it aligns table columns with style="text-align:..."; nothing else of CSS is kept.
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: CONTENT_LINK_SCHEMES,
  allowedSchemesByTag: { img: CONTENT_IMAGE_SCHEMES },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: CONTENT_LINK_REL }) },
};

export function renderContent(value: string): RenderedContent {
  const contentHtml = sanitizeHtml(markdown.render(value), SANITIZE).trim();
  return { contentHtml, contentText: htmlToText(contentHtml) };
}

const PARAGRAPH_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'ul', 'ol', 'dl', 'table', 'hr', 'div']);
const LINE_BLOCKS = new Set(['li', 'tr', 'dt', 'dd', 'caption', 'thead', 'tbody', 'tfoot']);

/** Plain text of sanitised HTML (see the module comment for the layout). */
export function htmlToText(html: string): string {
  let out = '';
  let preDepth = 0;
  const lists: { ordered: boolean; next: number }[] = [];
  const links: { href: string; textStart: number }[] = [];
  const atLineStart = () => out === '' || out.endsWith('\n');
  /** Ends the current line (1) or paragraph (2): the text then ends with at least that many line breaks. */
  const newline = (count: 1 | 2) => {
    out = out.replace(/[ \t]+$/, '');
    if (out === '') return;
    const present = /\n*$/.exec(out)![0].length;
    if (present < count) out += '\n'.repeat(count - present);
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (PARAGRAPH_BLOCKS.has(name)) newline(name === 'ul' || name === 'ol' ? 1 : 2);
        else if (LINE_BLOCKS.has(name)) newline(1);
        if (name === 'pre') preDepth++;
        if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', next: Number(attributes.start ?? 1) || 1 });
        if (name === 'li') {
          const list = lists[lists.length - 1];
          out += list?.ordered ? `${list.next++}. ` : '- ';
        }
        if (name === 'br') out += '\n';
        if ((name === 'td' || name === 'th') && !atLineStart()) out = `${out.replace(/[ \t]+$/, '')} | `;
        if (name === 'img' && attributes.alt) out += attributes.alt;
        if (name === 'a') links.push({ href: attributes.href ?? '', textStart: out.length });
      },
      ontext(text) {
        if (preDepth > 0) {
          out += text;
          return;
        }
        const collapsed = text.replace(/\s+/g, ' ');
        out += atLineStart() ? collapsed.trimStart() : collapsed;
      },
      onclosetag(name) {
        if (name === 'pre') preDepth--;
        if (name === 'ul' || name === 'ol') lists.pop();
        if (name === 'a') {
          const link = links.pop();
          const text = link ? out.slice(link.textStart).trim() : '';
          const address = link?.href.replace(/^mailto:/, '') ?? '';
          if (address && address !== text) out += ` (${address})`;
        }
        if (PARAGRAPH_BLOCKS.has(name)) newline(2);
        else if (LINE_BLOCKS.has(name)) newline(1);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
