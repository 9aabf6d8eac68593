/** The part of busboy 1.x (no type package installed) that the upload reads multipart bodies with. */
declare module 'busboy' {
  import type { IncomingHttpHeaders } from 'node:http';
  import type { Readable, Writable } from 'node:stream';

  namespace busboy {
    interface Limits {
      fieldNameSize?: number;
      fieldSize?: number;
      fields?: number;
      fileSize?: number;
      files?: number;
      parts?: number;
      headerPairs?: number;
    }
    interface Config {
      headers: IncomingHttpHeaders;
      limits?: Limits;
      /** How part header parameters (the file name) are decoded when they name no charset; `latin1` unless set. */
      defParamCharset?: string;
    }
    interface FileInfo {
      filename: string;
      encoding: string;
      mimeType: string;
    }
    interface Busboy extends Writable {
      on(event: 'file', listener: (name: string, stream: Readable, info: FileInfo) => void): this;
      on(event: 'filesLimit' | 'close', listener: () => void): this;
      on(event: 'error', listener: (error: Error) => void): this;
    }
  }

  /** Throws when the headers name no multipart (or urlencoded) body. */
  function busboy(config: busboy.Config): busboy.Busboy;
  export = busboy;
}
