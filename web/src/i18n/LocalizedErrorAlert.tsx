import { subErrorParts } from '@app/contracts';
import { errorLineParts, type ErrorLine } from '../app/errors';
import { Alert } from '../features/clientShell/controls';
import { ErrorLines } from '../features/ui/ErrorLines';
import { useCatalogueMessage } from './i18n';

/**
 * A failed call's alert in the client's or supporter's language (issue 15): each message the server
 * named by its catalogue key in that language, by the key (the English stays for anything uncatalogued).
 * With a `title`, the server's lines go under it.
 */
export function LocalizedErrorAlert({ error, title }: { error?: unknown; title?: string }) {
  const catalogued = useCatalogueMessage();
  if (!error) return null;
  const lineOf = ({ text, message }: ErrorLine) => {
    const translated = message && catalogued(message);
    if (translated === undefined) return text;
    const { field } = subErrorParts(text);
    return field ? `${field}: ${translated}` : translated;
  };
  const lines = errorLineParts(error).map(lineOf);
  if (lines.length === 0) return null;
  return title ? <Alert type="error" title={title} description={<ErrorLines lines={lines} />} /> : <Alert type="error" title={<ErrorLines lines={lines} />} />;
}
