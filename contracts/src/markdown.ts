import MarkdownIt from 'markdown-it';

/**
 * How a content block's Markdown is rendered and what of its HTML is kept (spec 01 §2 content blocks): one
 * definition for the notification service, which renders and sanitises what pages and messages show (with
 * sanitize-html), and the admin editor's live preview (with DOMPurify). Imported as `@app/contracts/markdown`,
 * apart from the contracts' index: a visitor's screens never load it.
 */

/** A placeholder the sender fills in: `%` + a letter + letters/digits + `%` (spec 01 §2). */
export const CONTENT_TOKEN_PATTERN = /%[A-Za-z][A-Za-z0-9]*%/g;

/**
 * markdown-it for content blocks: CommonMark with raw HTML passed on (to the sanitiser), bare URLs linked, and
 * `%Token%` placeholders kept in link addresses (`[Open](%Link%)`), which markdown-it would percent-encode.
 */
export function contentMarkdown() {
  const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });
  const encodeLink = markdown.normalizeLink.bind(markdown);
  markdown.normalizeLink = (url: string) =>
    url
      .split(/(%[A-Za-z][A-Za-z0-9]*%)/)
      .map((part, i) => (i % 2 === 1 ? part : encodeLink(part)))
      .join('');
  return markdown;
}

/** The common formatting kept: no scripts, styles, iframes, forms or event handlers. */
export const CONTENT_ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'em',
  'strong',
  'b',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'mark',
  'small',
  'abbr',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'span',
  'div',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** The attributes kept, by tag (markdown-it aligns table cells with style="text-align:..."). */
export const CONTENT_ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  abbr: ['title'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'style'],
  td: ['colspan', 'rowspan', 'style'],
  code: ['class'],
};

/** Link addresses: http(s), mailto, or relative; images from http(s) only. Every link gets this `rel`. */
export const CONTENT_LINK_SCHEMES = ['http', 'https', 'mailto'];
export const CONTENT_IMAGE_SCHEMES = ['http', 'https'];
export const CONTENT_LINK_REL = 'noopener noreferrer';
