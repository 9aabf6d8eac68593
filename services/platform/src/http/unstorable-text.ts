import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { isStorableText, Messages } from '@app/contracts';
import { ValidationError } from './errors.js';

export const MALFORMED_ADDRESS = 'The address is not correctly percent-encoded.';
export const BODY_NOT_UTF8 = 'The request body is not valid UTF-8.';

type VerifyBody = (req: IncomingMessage, res: ServerResponse, body: Buffer, encoding: string) => void;

/**
 * body-parser's `verify` hook: refuses (400) a body declared or defaulted to UTF-8 whose bytes are not, which
 * the parser would otherwise turn into U+FFFD silently; then runs `then` (e.g. keeping the raw body).
 */
export function requireUtf8Body(then?: VerifyBody): VerifyBody {
  return (req, res, body, encoding) => {
    if (encoding === 'utf-8' && !isUtf8(body)) throw new ValidationError([BODY_NOT_UTF8]);
    then?.(req, res, body, encoding);
  };
}

/**
 * Refuses (400) a request carrying text no field can store (contracts' `isStorableText`: U+0000 or an
 * unpaired UTF-16 surrogate) in its decoded path segments, query names and values, or parsed body (keys
 * and values, at any depth), or whose address is not valid percent-encoded UTF-8, before any guard or
 * handler sees it. Registered after the body parsers, so that `req.body` is parsed.
 */
export function refuseUnstorableText(req: Request, _res: Response, next: NextFunction): void {
  const problem = addressProblem(req.url) ?? bodyProblem(req.body);
  next(problem === undefined ? undefined : new ValidationError([problem]));
}

function addressProblem(url: string): string | undefined {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const segment of path.split('/')) {
    const problem = componentProblem(segment, 'path');
    if (problem) return problem;
  }
  if (queryStart === -1) return undefined;
  for (const pair of url.slice(queryStart + 1).split('&')) {
    const separator = pair.indexOf('=');
    const name = separator === -1 ? pair : pair.slice(0, separator);
    const problem = componentProblem(name, 'query') ?? (separator === -1 ? undefined : componentProblem(pair.slice(separator + 1), `query.${decode(name)}`));
    if (problem) return problem;
  }
  return undefined;
}

function componentProblem(encoded: string, where: string): string | undefined {
  const decoded = decode(encoded);
  if (decoded === undefined) return `${where}: ${MALFORMED_ADDRESS}`;
  return isStorableText(decoded) ? undefined : `${where}: ${Messages.unstorableCharacters}`;
}

/** Strictly, unlike Node's query parser (which keeps a malformed sequence as it is); undefined when malformed. */
function decode(component: string): string | undefined {
  try {
    return decodeURIComponent(component);
  } catch {
    return undefined;
  }
}

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

/** Walks without recursion (a deeply nested body must not overflow the stack) and names the field at fault. */
function bodyProblem(body: unknown): string | undefined {
  const pending: Visit[] = [{ value: body }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (!isStorableText(visit.value)) return `${fieldPath(visit)}: ${Messages.unstorableCharacters}`;
    } else if (typeof visit.value === 'object' && visit.value !== null) {
      for (const [key, value] of Object.entries(visit.value)) {
        if (!isStorableText(key)) return `${fieldPath(visit)}: ${Messages.unstorableCharacters}`;
        pending.push({ value, key, parent: visit });
      }
    }
  }
  return undefined;
}

function fieldPath(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.length > 0 ? keys.reverse().join('.') : 'body';
}
