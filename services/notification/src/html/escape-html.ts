const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML element content and (quoted) attribute values. */
export const escapeHtml = (value: string | number | boolean | null | undefined): string => String(value ?? '').replace(/[&<>"']/g, (c) => entities[c]);

/** Escapes plain text and turns its http(s) addresses into links (the addresses escaped too). */
export function linkify(text: string, attributes = ''): string {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return parts.map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}"${attributes}>${escapeHtml(part)}</a>` : escapeHtml(part))).join('');
}
