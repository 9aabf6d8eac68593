const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route's id can name a row at all: anything else answers 404 without asking Postgres (which would fail on a malformed uuid). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
