import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { FileMessages, Messages } from '@app/contracts';
import { DomainError, ValidationError } from '@app/platform';

/** Room for the multipart framing around the file (boundaries, part headers, a small field or two). */
const FRAMING_BYTES = 64 * 1024;

const tooLarge = () => new DomainError(413, Messages.fileTooLarge);

/** How long the connection of an upload refused before its body ended stays open after the answer. */
const LINGER_MS = 2_000;

/**
 * The connection of a request refused before its body ended closes after the answer (the rest is
 * never read, so it cannot carry another request), a moment after: closing it at once, with the
 * client's data unread, makes the system reset it, and the reset can destroy the answer before the
 * client reads it. Node ends such a connection with `destroySoon`; here its end is sent at once and
 * the socket closed `LINGER_MS` later.
 */
export function closeAfterAnswer(req: Request): void {
  req.res?.setHeader('connection', 'close');
  const { socket } = req;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

function multipartParser(req: Request, maxBytes: number): busboy.Busboy {
  try {
    // Browsers send the file name as UTF-8 without saying so. Busboy's file size limit is reached at
    // that many bytes, so one more: a file of exactly `maxBytes` is taken.
    const limits = { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 };
    return busboy({ headers: req.headers, defParamCharset: 'utf8', limits });
  } catch {
    throw new ValidationError([], FileMessages.notMultipart);
  }
}

/**
 * Reads the one file of a multipart/form-data request, handing it to `store` as it streams in, and
 * answers what `store` made of it. Stops reading the request and refuses as soon as the body passes
 * the bound (a declared length over it: before reading anything; the file over `maxBytes`: 413), a
 * second file starts, or `store` refuses. Settles only once `store` has, so nothing `store` writes
 * comes after the caller's clean-up.
 */
export async function receiveOneFile<T>(req: Request, maxBytes: number, store: (file: Readable, name: string) => Promise<T>): Promise<T> {
  const bound = maxBytes + FRAMING_BYTES;
  if (Number(req.headers['content-length']) > bound) throw tooLarge();
  const parser = multipartParser(req, maxBytes);
  let refusal: Error | undefined;
  let storing: Promise<T> | undefined;
  await new Promise<void>((resolve) => {
    let file: Readable | undefined;
    const stop = (error: Error) => {
      refusal ??= error;
      req.unpipe(parser);
      req.pause();
      file?.destroy();
      resolve();
    };
    let received = 0;
    req.on('data', (data: Buffer) => {
      received += data.length;
      if (received > bound) stop(tooLarge());
    });
    req.on('error', stop);
    req.on('close', () => {
      if (!req.complete) stop(new ValidationError([], FileMessages.interrupted));
    });
    parser.on('file', (_field, stream, info) => {
      file = stream;
      stream.on('limit', () => stop(tooLarge()));
      storing = store(stream, info.filename);
      storing.catch(stop);
    });
    parser.on('filesLimit', () => stop(new ValidationError([], FileMessages.oneFile)));
    parser.on('error', () => stop(new ValidationError([], FileMessages.notMultipart)));
    parser.on('close', resolve);
    req.pipe(parser);
  });
  const stored = await storing?.catch((error: Error) => {
    refusal ??= error;
  });
  if (refusal) throw refusal;
  if (!storing) throw new ValidationError([], FileMessages.noFile);
  return stored as T;
}
