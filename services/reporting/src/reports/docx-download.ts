import type { Response } from 'express';
import { attachmentDisposition } from '@app/platform';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Answers a built .docx as an attachment that no cache keeps. */
export function sendDocx(res: Response, { fileName, content }: { fileName: string; content: Buffer }): void {
  res.set({
    'content-type': DOCX_CONTENT_TYPE,
    'content-length': String(content.length),
    'content-disposition': attachmentDisposition(fileName),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  res.end(content);
}
