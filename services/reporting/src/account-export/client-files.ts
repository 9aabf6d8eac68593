import { createHash } from 'node:crypto';
import { ClientFilesAnswer, clientFilesSubjectOf, FilePartAnswer, type ClientFile } from '@app/contracts';
import { askService, type PlatformRuntime } from '@app/platform';

const SURVEY = 'survey';
const ANSWER_MS = 10_000;

/**
 * A client's uploaded files, asked of survey, which keeps them sealed (contracts' client-files: NATS
 * request/reply, as the vault's questions are; reporting never reads survey's tables or code).
 */
export class ClientFiles {
  constructor(private readonly runtime: Pick<PlatformRuntime, 'nc' | 'config'>) {}

  /** The client's files, the earliest first. */
  async of(clientId: string): Promise<ClientFile[]> {
    return ClientFilesAnswer.parse(await this.ask('list', { clientId })).files;
  }

  /**
   * The file's bytes, part by part. Fails when survey has it no more (removed, its client deleted meanwhile)
   * or when the whole is not the size and SHA-256 survey recorded; the last part is given only once all of it checked out.
   */
  async *read(clientId: string, file: ClientFile): AsyncGenerator<Buffer> {
    const hash = createHash('sha256');
    for (let offset = 0; offset < file.size;) {
      const { bytes } = FilePartAnswer.parse(await this.ask('read', { clientId, fileId: file.fileId, offset }));
      if (bytes === null) throw new Error(`file ${file.fileId}: survey has it no more`);
      const part = Buffer.from(bytes, 'base64');
      if (part.length === 0) throw new Error(`file ${file.fileId}: shorter than its record`);
      hash.update(part);
      offset += part.length;
      if (offset >= file.size && (offset !== file.size || hash.digest('hex') !== file.sha256)) throw new Error(`file ${file.fileId}: the content does not match its record`);
      yield part;
    }
  }

  private async ask(question: 'list' | 'read', request: object): Promise<unknown> {
    const answer = await askService<object>(this.runtime.nc, clientFilesSubjectOf(this.runtime.config.BUS_PREFIX, question), request, SURVEY, ANSWER_MS);
    if (answer.error) throw new Error(`The survey service could not answer for the files: ${answer.error}`);
    return answer;
  }
}
