import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ValidationError } from './errors.js';

/** Parses a body or query with a contracts schema; failures become 400 with one SubError per field. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    return parseWith(this.schema, value ?? {});
  }
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const subErrors = result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
  throw new ValidationError([...new Set(subErrors)]);
}
