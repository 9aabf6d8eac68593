import { Messages, type ErrorBody, type MessageRef } from '@app/contracts';

/** The HTTP status of an RTK Query error, or undefined for a network or parsing failure. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

const isMessageRef = (value: unknown): value is MessageRef => !!value && typeof value === 'object' && typeof (value as MessageRef).key === 'string';

/** The services' error body `{ Details, SubErrors }` (with its messages' keys, where it names them), if that is what `data` is. */
function asErrorBody(data: unknown): ErrorBody | null {
  if (!data || typeof data !== 'object') return null;
  const { Details, SubErrors, MessageKey, SubErrorKeys } = data as Partial<Record<keyof ErrorBody, unknown>>;
  if (typeof Details !== 'string' || Details === '') return null;
  const subErrors = Array.isArray(SubErrors) ? SubErrors.filter((e): e is string => typeof e === 'string') : [];
  const subErrorKeys = Array.isArray(SubErrorKeys) && SubErrorKeys.length === subErrors.length ? SubErrorKeys.map((ref) => (isMessageRef(ref) ? ref : null)) : undefined;
  return { Details, SubErrors: subErrors, ...(isMessageRef(MessageKey) && { MessageKey }), ...(subErrorKeys && { SubErrorKeys: subErrorKeys }) };
}

/** The error body of a failed RTK Query call, or null (a network failure, a proxy's page). */
export function errorBodyOf(error: unknown): ErrorBody | null {
  return error && typeof error === 'object' && 'data' in error ? asErrorBody(error.data) : null;
}

/** A line to show for a failed call: its English, and its message's key in the contracts' catalogue where the server named one. */
export interface ErrorLine {
  text: string;
  message?: MessageRef;
}

/**
 * The lines to show for a failed call (spec 01 §8): the server's Details followed by its SubErrors;
 * a 403 without a body is "no access"; anything else is the generic message.
 */
export function errorLineParts(error: unknown): ErrorLine[] {
  const body = errorBodyOf(error);
  if (body) {
    const lines = [{ text: body.Details, message: body.MessageKey }, ...body.SubErrors.map((text, i) => ({ text, message: body.SubErrorKeys?.[i] ?? undefined }))];
    return lines.filter((line) => line.text !== '');
  }
  if (errorStatus(error) === 403) return [{ text: Messages.notLoggedInOrNoAccess, message: { key: 'notLoggedInOrNoAccess' } }];
  return [{ text: Messages.unexpectedError, message: { key: 'unexpectedError' } }];
}

export const errorLines = (error: unknown): string[] => errorLineParts(error).map((line) => line.text);

/** The same, joined with line breaks (for toasts and plain-text places). */
export const errorText = (error: unknown): string => errorLines(error).join('\n');
