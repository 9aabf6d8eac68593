import { Messages } from '@app/contracts';

/** An error a caller may see, mapped to the spec's body `{ Details, SubErrors }` and a status. */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429,
    readonly details: string,
    readonly subErrors: string[] = [],
  ) {
    super(details);
    this.name = 'DomainError';
  }
}

export class ValidationError extends DomainError {
  constructor(subErrors: string[] = [], details: string = Messages.notValidated) {
    super(400, details, subErrors);
  }
}
export class UnauthorizedError extends DomainError {
  constructor() {
    super(401, Messages.notLoggedInOrNoAccess);
  }
}
export class ForbiddenError extends DomainError {
  constructor(details: string = Messages.notLoggedInOrNoAccess) {
    super(403, details);
  }
}
export class NotFoundError extends DomainError {
  constructor(what = 'The item') {
    super(404, `${what} was not found.`);
  }
}
export class ConflictError extends DomainError {
  constructor(details: string = Messages.editedSinceLoaded) {
    super(409, details);
  }
}
export class TooManyRequestsError extends DomainError {
  constructor() {
    super(429, Messages.tooManyAttempts);
  }
}
