import DOMPurify from 'dompurify';
import { CONTENT_ALLOWED_ATTRIBUTES, CONTENT_ALLOWED_TAGS, CONTENT_LINK_REL, contentMarkdown } from '@app/contracts/markdown';

/**
 * The content block editor's live preview: the Markdown rendered as the notification service renders it and
 * sanitised in the browser by DOMPurify to the same tags and attributes (@app/contracts/markdown). Only a
 * preview: pages show the server's `contentHtml`.
 */
const markdown = contentMarkdown();

const ALLOWED_ATTR = [...new Set(Object.values(CONTENT_ALLOWED_ATTRIBUTES).flat())];
// Links to http(s), mailto or this site; a token as the whole address (%Link%) is filled in when sent.
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|%[A-Za-z][A-Za-z0-9]*%|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let purifier: ReturnType<typeof DOMPurify> | undefined;
function purify() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') node.setAttribute('rel', CONTENT_LINK_REL);
  });
  return purifier;
}

/** The sanitised HTML of a content block's Markdown. */
export function previewHtml(value: string): string {
  return purify().sanitize(markdown.render(value), { ALLOWED_TAGS: CONTENT_ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP });
}
