/** Percent-encodes all but RFC 8187's attr-chars (encodeURIComponent leaves ' ( ) * as they are). */
const encoded = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the file's name (RFC 6266): `filename*` as percent-encoded UTF-8 (RFC 8187) and
 * `filename` as a plain ASCII stand-in for clients that know only that, so that no character of the
 * name can end the parameter or the header.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded(name)}`;
}
