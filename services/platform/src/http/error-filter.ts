import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { Messages, messageRefOf, subErrorParts, type ErrorBody } from '@app/contracts';
import { isDependencyUnavailable } from '../bus/unavailable.js';
import { ConcurrencyError } from '../event-store/errors.js';
import type { Logger } from '../logger.js';
import { DomainError } from './errors.js';

/** Every failure leaves as `{ Details, SubErrors }`; unexpected ones are logged without request data. */
@Catch()
export class ErrorBodyFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.toBody(error);
    if (status === 503) this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'dependency unavailable');
    else if (status >= 500) this.logger.error({ err: error instanceof Error ? error.stack : String(error) }, 'unhandled error');
    if (!response.headersSent) response.status(status).json(withMessageKeys(body));
  }

  private toBody(error: unknown): { status: number; body: ErrorBody } {
    if (error instanceof DomainError) return { status: error.status, body: { Details: error.details, SubErrors: error.subErrors } };
    if (error instanceof ConcurrencyError) return { status: 409, body: { Details: Messages.editedSinceLoaded, SubErrors: [] } };
    // Postgres or NATS down, or another service not answering: passes by itself, so 503, not 500.
    if (isDependencyUnavailable(error)) return { status: 503, body: { Details: Messages.temporarilyUnavailable, SubErrors: [] } };
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const details =
        status === 404
          ? 'The item was not found.'
          : status === 413
            ? 'The request is too large.'
            : status === 400
              ? Messages.notValidated
              : status === 401 || status === 403
                ? Messages.notLoggedInOrNoAccess
                : Messages.unexpectedError;
      return { status, body: { Details: details, SubErrors: [] } };
    }
    const status = (error as { status?: number; type?: string }).status;
    if (status === 413) return { status, body: { Details: 'The request is too large.', SubErrors: [] } };
    if (status === 400) return { status, body: { Details: Messages.notValidated, SubErrors: ['The request body is not valid JSON.'] } };
    return { status: 500, body: { Details: Messages.unexpectedError, SubErrors: [] } };
  }
}

/** The body with each catalogued message named by its key too (issue 15: the web shows it in the reader's language). */
export function withMessageKeys(body: ErrorBody): ErrorBody {
  const MessageKey = messageRefOf(body.Details);
  const SubErrorKeys = body.SubErrors.map((line) => messageRefOf(subErrorParts(line).message) ?? null);
  return { ...body, ...(MessageKey && { MessageKey }), ...(SubErrorKeys.some(Boolean) && { SubErrorKeys }) };
}
