import { TextDecoder } from 'node:util';
import { fileTypeFromBuffer } from 'file-type';
import { FileMessages, Messages } from '@app/contracts';
import { ValidationError } from '@app/platform';

/** A type an upload may have: what it is served as, and the extensions its name may end with (the first one if none does). */
export interface UploadableType {
  contentType: string;
  extensions: readonly string[];
}

/** The binary types, by the extension file-type names them with; it finds no type in plain text. */
const SNIFFED_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  pdf: ['pdf'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  heic: ['heic', 'heif'],
  docx: ['docx'],
};
const PLAIN_TEXT: UploadableType = { contentType: 'text/plain; charset=utf-8', extensions: ['txt'] };

const notAllowed = () => new ValidationError([], Messages.fileTypeNotAllowed);

/**
 * Decides an upload's type from its content, never its name or declared type, chunk by chunk as it
 * streams in: the first chunk is sniffed (file-type) and must be a PDF, JPEG, PNG, HEIC or DOCX, or
 * else plain text, which every chunk must then be (UTF-8 without NUL). Anything else is refused (400)
 * as soon as it shows, so that the rest is never read.
 */
export class FileContentCheck {
  private type?: UploadableType;
  /** Set while the content is taken for plain text. */
  private text?: TextDecoder;

  async check(chunk: Buffer): Promise<void> {
    if (!this.type) {
      const sniffed = await fileTypeFromBuffer(chunk);
      if (sniffed && !Object.hasOwn(SNIFFED_EXTENSIONS, sniffed.ext)) throw notAllowed();
      this.type = sniffed ? { contentType: sniffed.mime, extensions: SNIFFED_EXTENSIONS[sniffed.ext] } : PLAIN_TEXT;
      if (!sniffed) this.text = new TextDecoder('utf-8', { fatal: true });
    }
    if (this.text) this.checkText(chunk, true);
  }

  /** The type of the whole content, once every chunk passed. */
  finish(): UploadableType {
    if (!this.type) throw new ValidationError([], FileMessages.empty);
    // A character cut off at the end is not text.
    if (this.text) this.checkText(Buffer.alloc(0), false);
    return this.type;
  }

  private checkText(chunk: Buffer, more: boolean): void {
    if (chunk.includes(0)) throw notAllowed();
    try {
      this.text!.decode(chunk, { stream: more });
    } catch {
      throw notAllowed();
    }
  }
}
