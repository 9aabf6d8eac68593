import { subErrorParts } from '@app/contracts';
import { errorLineParts, type ErrorLine } from '../app/errors';
import { Alert } from '../features/clientShell/controls';
import { ErrorLines } from '../features/shell/ErrorLines';
import { i18n, useTexts } from './i18n';

/**
 * A failed call's alert in the client's or supporter's language (issue 15): each message the server
 * named by its catalogue key in that language, by the key (the English stays for anything uncatalogued).
 * With a `title`, the server's lines go under it.
 */
export function LocalizedErrorAlert({ error, title }: { error?: unknown; title?: string }) {
  // The catalogue's keys come from the server: looked up as plain strings.
  const translate = useTexts('messages') as unknown as (key: string, values?: Record<string, number>) => string;
  if (!error) return null;
  const lineOf = ({ text, message }: ErrorLine) => {
    if (!message || !i18n.exists(message.key, { ns: 'messages' })) return text;
    const translated = translate(message.key, message.values);
    const { field } = subErrorParts(text);
    return field ? `${field}: ${translated}` : translated;
  };
  const lines = errorLineParts(error).map(lineOf);
  if (lines.length === 0) return null;
  return title ? <Alert type="error" title={title} description={<ErrorLines lines={lines} />} /> : <Alert type="error" title={<ErrorLines lines={lines} />} />;
}
