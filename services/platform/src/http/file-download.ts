import type { Response } from 'express';
import { attachmentDisposition } from './content-disposition.js';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Answers a built .docx as an attachment that no cache keeps. */
export function sendDocx(res: Response, file: { fileName: string; content: Buffer }): void {
  sendFile(res, { ...file, contentType: DOCX_CONTENT_TYPE });
}

/** Answers a built file as an attachment that no cache keeps. */
export function sendFile(res: Response, { fileName, content, contentType }: { fileName: string; content: Buffer; contentType: string }): void {
  res.set({
    'content-type': contentType,
    'content-length': String(content.length),
    'content-disposition': attachmentDisposition(fileName),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  res.end(content);
}
