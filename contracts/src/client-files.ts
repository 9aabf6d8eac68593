import { z } from 'zod';

/**
 * A client's uploaded files, read by another service over NATS request/reply (issue 36: reporting's account
 * export): survey answers on `clientFilesSubjectOf(prefix, 'list')` with the files' records and on `'read'`
 * with a part of one file's bytes, opened with survey's key of the client. A part fits a NATS message
 * (1 MB) as base64; the reader checks the whole against the recorded size and SHA-256.
 */
export const clientFilesSubjectOf = (prefix: string, question: 'list' | 'read') => `${prefix}.files.survey.${question}`;

/** The bytes of one part at the most (its base64, ~700 kB, and the envelope fit a NATS message). */
export const FILE_PART_BYTES = 512 * 1024;

export const ClientFilesRequest = z.object({ clientId: z.string().min(1) });
export type ClientFilesRequest = z.infer<typeof ClientFilesRequest>;

/** A file as uploaded: its name made safe by survey, its type, size and SHA-256 (hex), and when. */
export const ClientFile = z.object({
  fileId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  sha256: z.string(),
  uploaded: z.string(),
});
export type ClientFile = z.infer<typeof ClientFile>;
export const ClientFilesAnswer = z.object({ files: z.array(ClientFile) });

/** The bytes of the file from `offset`: FILE_PART_BYTES of them, or fewer at its end. */
export const FilePartRequest = z.object({ clientId: z.string().min(1), fileId: z.string().min(1), offset: z.number().int().min(0) });
export type FilePartRequest = z.infer<typeof FilePartRequest>;
/** `bytes` base64; null when the file is gone (removed, its client deleted). */
export const FilePartAnswer = z.object({ bytes: z.string().nullable() });
