const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Characters Windows refuses in a name, and invisible ones that can disguise one (a right-to-left override shows "exe.pdf" as "fdp.exe"). */
const UNSAFE = /[<>:"|?*\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** What is taken for an extension to replace: a short run of letters and digits after the last dot. */
const EXTENSION = /^[a-z0-9]{1,10}$/i;

/** At most `max` UTF-16 code units, never half a character. */
function truncated(text: string, max: number): string {
  let result = '';
  for (const character of text) {
    if (result.length + character.length > max) break;
    result += character;
  }
  return result;
}

/**
 * The name a file is stored and offered for download under: the uploaded name's last part (no
 * folders), tabs and line breaks as spaces, without control, reserved or invisible characters, runs of
 * spaces, or dots and spaces at either end, ending with an extension of the type its content has
 * (`extensions`: a PNG sent as "scan.txt" is "scan.png"), at most `maxLength` code units long; "file"
 * when nothing of the name is left.
 */
export function safeFileName(uploaded: string, extensions: readonly string[], maxLength: number): string {
  const name = (uploaded.split(/[\\/]/).pop() ?? '')
    .replace(LONE_SURROGATE, '')
    .normalize('NFC')
    .replace(/\s/g, ' ')
    .replace(CONTROL, '')
    .replace(UNSAFE, '')
    .replace(/ +/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1) : '';
  const keeps = extensions.includes(extension.toLowerCase());
  const stem = keeps || EXTENSION.test(extension) ? name.slice(0, dot) : name;
  const suffix = `.${keeps ? extension : extensions[0]}`;
  return `${truncated(stem, maxLength - suffix.length).trim() || 'file'}${suffix}`;
}
