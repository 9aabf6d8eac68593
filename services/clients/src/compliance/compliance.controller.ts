import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ClientReplay,
  ClientTimeline,
  ClientVerification,
  FileDownloadQuery,
  ReplayQuery,
  ReviewedClient,
  Roles as RoleNames,
  TimelineQuery,
  type ReviewView,
} from '@app/contracts';
import {
  ApiAnswer,
  CurrentUser,
  downloadCaller,
  ListAnswer,
  PlatformRuntime,
  Public,
  Roles,
  sendDocx,
  sendFile,
  WriteContext,
  ZodPipe,
  type AppendContext,
  type ListPage,
  type Principal,
} from '@app/platform';
import type { ClientsDatabase } from '../clients-database.js';
import { ClientHistory } from './client-history.js';
import { changesOverInterval, replayAt } from './replay.js';
import { exportFileName, exportLines, exportSummary, type ReviewRecord } from './review-export.js';
import { ReviewLooks } from './review-looks.js';
import { ReviewedClientQuery, type ReviewedClientRecord } from './reviewed-client.query.js';

const REVIEWER = [RoleNames.ComplianceReviewer] as const;
const downloadQuery = new ZodPipe(FileDownloadQuery);

/**
 * The compliance reviewer's area (read only; issue 14): find a client (deleted ones too), their merged
 * timeline, a replay at any instant with the changes since another, the services' signed
 * verifications, and the export. Compliance reviewers only; every look is recorded in the client's
 * history before it is answered, so the answer shows it.
 */
@Controller('api/compliance/client')
@Roles(...REVIEWER)
export class ComplianceController {
  constructor(
    private readonly runtime: PlatformRuntime<ClientsDatabase>,
    private readonly clients: ReviewedClientQuery,
    private readonly history: ClientHistory,
    private readonly looks: ReviewLooks,
  ) {}

  /** offset, limit, order, filter over id, firstName, lastName, subscriberId, subscriberName, created, deleted; newest first. */
  @Get()
  @ListAnswer(ReviewedClient)
  list(@Query() query: Record<string, unknown>): Promise<ListPage<ReviewedClient>> {
    return this.clients.list(query);
  }

  /** offset, limit (50; at most 1,000): a page of the timeline, oldest first, with the total. */
  @Get(':id/timeline')
  @ApiAnswer(ClientTimeline)
  async timeline(
    @CurrentUser() user: Principal,
    @Param('id') id: string,
    @Query(new ZodPipe(TimelineQuery)) query: TimelineQuery,
    @WriteContext() context: AppendContext,
  ): Promise<ClientTimeline> {
    const reviewed = await this.look(user, id, 'timeline', context);
    return { client: reviewed.client, offset: query.offset, ...(await this.history.timeline(reviewed, query)) };
  }

  /** at (ISO date-time), and optionally compareTo: the state at both and the changes from the earlier of the two to the later. */
  @Get(':id/replay')
  @ApiAnswer(ClientReplay)
  async replay(
    @CurrentUser() user: Principal,
    @Param('id') id: string,
    @Query(new ZodPipe(ReplayQuery)) query: ReplayQuery,
    @WriteContext() context: AppendContext,
  ): Promise<ClientReplay> {
    const reviewed = await this.look(user, id, 'replay', context, [query.at, ...(query.compareTo ? [query.compareTo] : [])]);
    const events = await this.history.events(reviewed);
    const state = replayAt(events, query.at);
    const compareState = query.compareTo ? replayAt(events, query.compareTo) : null;
    return {
      at: query.at,
      state,
      compareTo: query.compareTo ?? null,
      compareState,
      changes: compareState ? changesOverInterval({ at: query.at, state }, { at: query.compareTo!, state: compareState }) : [],
    };
  }

  @Get(':id/verify')
  @ApiAnswer(ClientVerification)
  async verify(@CurrentUser() user: Principal, @Param('id') id: string, @WriteContext() context: AppendContext): Promise<ClientVerification> {
    return this.history.verification(await this.look(user, id, 'verify', context));
  }

  /** ?temporaryAccessToken=: the timeline and the verifications as JSON lines. */
  @Get(':id/export.jsonl')
  @Public()
  async exportLines(@Param('id') id: string, @Query(downloadQuery) query: FileDownloadQuery, @WriteContext() context: AppendContext, @Res() res: Response): Promise<void> {
    const record = await this.exportRecord(query, id, context);
    sendFile(res, { fileName: exportFileName(record, 'jsonl'), content: Buffer.from(exportLines(record)), contentType: 'application/jsonl; charset=utf-8' });
  }

  /** ?temporaryAccessToken=: the summary as a Word document. */
  @Get(':id/summary.docx')
  @Public()
  async exportSummary(@Param('id') id: string, @Query(downloadQuery) query: FileDownloadQuery, @WriteContext() context: AppendContext, @Res() res: Response): Promise<void> {
    const record = await this.exportRecord(query, id, context);
    sendDocx(res, { fileName: exportFileName(record, 'docx'), content: await exportSummary(record) });
  }

  private async exportRecord(query: FileDownloadQuery, id: string, context: AppendContext): Promise<ReviewRecord> {
    const reviewer = await downloadCaller(this.runtime, query.temporaryAccessToken, REVIEWER);
    const reviewed = await this.look(reviewer, id, 'export', { ...context, actorUserId: reviewer.id });
    const [events, verification] = await Promise.all([this.history.fullTimeline(reviewed), this.history.verification(reviewed)]);
    return { client: reviewed.client, events, verification, exportedAt: new Date().toISOString(), exportedBy: reviewer.id };
  }

  private async look(reviewer: Principal, id: string, view: ReviewView, context: AppendContext, instants: string[] = []): Promise<ReviewedClientRecord> {
    const reviewed = await this.clients.get(id);
    await this.looks.record(reviewer, id, view, context, instants);
    return reviewed;
  }
}
