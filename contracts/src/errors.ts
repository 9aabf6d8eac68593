import { z } from 'zod';

/** A message of the contracts' catalogue (`message-keys.ts`): its key, and the number of a message with a blank (`minLength`'s `n`). */
export const MessageRef = z.object({ key: z.string(), values: z.record(z.string(), z.number()).optional() });
export type MessageRef = z.infer<typeof MessageRef>;

/**
 * The error body every service answers with (spec 01 §8): `Details` plus a `SubErrors` list; each
 * catalogued message also by its key (issue 15), so a reader of another language is shown it in theirs:
 * `MessageKey` for `Details`, `SubErrorKeys` for each SubError's message (null where not catalogued).
 */
export const ErrorBody = z.object({
  Details: z.string(),
  SubErrors: z.array(z.string()),
  MessageKey: MessageRef.optional(),
  SubErrorKeys: z.array(MessageRef.nullable()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
