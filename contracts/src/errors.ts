import { z } from 'zod';

/** The error body every service answers with (spec 01 §8): `Details` plus a `SubErrors` list. */
export const ErrorBody = z.object({
  Details: z.string(),
  SubErrors: z.array(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
