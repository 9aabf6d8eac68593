import { Messages, type ErrorBody } from '@app/contracts';

/** The HTTP status of an RTK Query error, or undefined for a network or parsing failure. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/** The services' error body `{ Details, SubErrors }`, if that is what `data` is. */
function asErrorBody(data: unknown): ErrorBody | null {
  if (!data || typeof data !== 'object') return null;
  const { Details, SubErrors } = data as Partial<Record<keyof ErrorBody, unknown>>;
  if (typeof Details !== 'string' || Details === '') return null;
  return { Details, SubErrors: Array.isArray(SubErrors) ? SubErrors.filter((e): e is string => typeof e === 'string') : [] };
}

/** The error body of a failed RTK Query call, or null (a network failure, a proxy's page). */
export function errorBodyOf(error: unknown): ErrorBody | null {
  return error && typeof error === 'object' && 'data' in error ? asErrorBody(error.data) : null;
}

/**
 * The lines to show for a failed call (spec 01 §8): the server's Details followed by its SubErrors;
 * a 403 without a body is "no access"; anything else is the generic message.
 */
export function errorLines(error: unknown): string[] {
  const body = errorBodyOf(error);
  if (body) return [body.Details, ...body.SubErrors].filter((line) => line !== '');
  if (errorStatus(error) === 403) return [Messages.notLoggedInOrNoAccess];
  return [Messages.unexpectedError];
}

/** The same, joined with line breaks (for toasts and plain-text places). */
export const errorText = (error: unknown): string => errorLines(error).join('\n');
