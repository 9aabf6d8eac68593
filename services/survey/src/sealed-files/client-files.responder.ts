import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ClientFilesRequest, clientFilesSubjectOf, FILE_PART_BYTES, FilePartRequest, type ClientFile } from '@app/contracts';
import { answerRequests, PlatformRuntime } from '@app/platform';
import type { SurveyDatabase } from '../survey-database.js';
import { AnswerFileChunks } from './answer-file-chunks.js';

/**
 * A client's uploaded files for another service (issue 36: reporting's account export), over NATS
 * request/reply as the vault and the compliance questions are (contracts' client-files): `list` answers the
 * files' records, `read` a part of one file, opened with survey's key of the client. The asking service
 * checks who may see them (reporting: the client's subscriber, with a download token); on the bus, services
 * trust each other. A file removed, or a client deleted or erased, reads as none.
 */
@Injectable()
export class ClientFilesResponder implements OnApplicationBootstrap, OnModuleDestroy {
  private subscriptions: ReturnType<typeof answerRequests>[] = [];

  constructor(
    private readonly runtime: PlatformRuntime<SurveyDatabase>,
    private readonly chunks: AnswerFileChunks,
  ) {}

  onApplicationBootstrap(): void {
    const { nc, config } = this.runtime;
    this.subscriptions = [
      answerRequests(nc, clientFilesSubjectOf(config.BUS_PREFIX, 'list'), 'client-files', 'unable to list', async (message) => ({
        files: await this.list(ClientFilesRequest.parse(message.json())),
      })),
      answerRequests(nc, clientFilesSubjectOf(config.BUS_PREFIX, 'read'), 'client-files', 'unable to read', async (message) => ({
        bytes: await this.read(FilePartRequest.parse(message.json())),
      })),
    ];
  }

  onModuleDestroy(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }

  private async list({ clientId }: ClientFilesRequest): Promise<ClientFile[]> {
    const rows = await this.runtime.db
      .selectFrom('answer_files')
      .select(['id', 'name', 'content_type', 'size', 'sha256', 'created'])
      .where('client_id', '=', clientId)
      .orderBy('created')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      fileId: row.id,
      name: row.name,
      contentType: row.content_type,
      size: row.size,
      sha256: row.sha256,
      uploaded: new Date(row.created).toISOString(),
    }));
  }

  private async read({ clientId, fileId, offset }: FilePartRequest): Promise<string | null> {
    const file = await this.runtime.db.selectFrom('answer_files').select(['id', 'size']).where('id', '=', fileId).where('client_id', '=', clientId).executeTakeFirst();
    const cipher = file && (await this.runtime.vault.bytesCipher(clientId));
    if (!file || !cipher) return null;
    return (await this.chunks.part(cipher, file, offset, FILE_PART_BYTES)).toString('base64');
  }
}
