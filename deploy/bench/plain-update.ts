/**
 * The autosave bench's baseline: survey's `PUT /api/answerSet/{id}` with its decision replaced by one
 * plain UPDATE of the answer set's row, answering the answer set as saved: the same service stack (the
 * platform's Nest app, token check, roles, the request's zod schema, a pool of survey's size, its
 * database) and the same answer, without the access query,
 * the answer rules, the stream, the events and their projection. The rows are a copy of `answer_sets`
 * (same columns, indexes and rows) made at start: survey decides its saves on its own read model,
 * which only its events may change. Run as its own process with the platform's settings
 * (DATABASE_URL: survey's database, IDENTITY_URL, NATS_URL, BUS_PREFIX of its own) and `PORT`.
 */
import { Body, Controller, Module, Param, Put } from '@nestjs/common';
import { sql } from 'kysely';
import { Roles as RoleNames, SaveAnswerSetRequest, type AnswerSet } from '@app/contracts';
import { NotFoundError, PlatformRuntime, Roles, runService, ZodPipe } from '@app/platform';
import { surveyService } from '@app/survey';

@Controller('api/answerSet')
class PlainUpdateController {
  constructor(private readonly runtime: PlatformRuntime) {}

  @Put(':id')
  @Roles(RoleNames.SiteAdmin, RoleNames.Subscriber, RoleNames.Client)
  async save(@Param('id') id: string, @Body(new ZodPipe(SaveAnswerSetRequest)) body: SaveAnswerSetRequest): Promise<AnswerSet> {
    const { rows } = await sql<{ id: string; form_id: string; page_id: string; answers: AnswerSet['answers']; version: number; language: AnswerSet['language'] }>`
      UPDATE plain_answer_sets SET answers = ${JSON.stringify(body.answers)}, version = version + 1, updated = now() WHERE id = ${id}
      RETURNING id, form_id, page_id, answers, version, language`.execute(this.runtime.db);
    if (rows.length === 0) throw new NotFoundError('The answer set');
    const [row] = rows;
    // The answer survey's save gives (the answer set as saved): the same bytes through the gateway.
    return { id: row.id, formId: row.form_id, pageId: row.page_id, answers: row.answers, concurrencyCheck: row.version, language: row.language };
  }
}

@Module({ controllers: [PlainUpdateController] })
class PlainUpdateModule {}

await runService(
  {
    name: 'survey-plain-update',
    module: PlainUpdateModule,
    // Survey's database knows survey's migrations: the runner refuses one that misses any it has run.
    migrations: surveyService().migrations,
    async onStart(runtime) {
      await sql`DROP TABLE IF EXISTS plain_answer_sets`.execute(runtime.db);
      await sql`CREATE TABLE plain_answer_sets (LIKE answer_sets INCLUDING ALL)`.execute(runtime.db);
      await sql`INSERT INTO plain_answer_sets SELECT * FROM answer_sets`.execute(runtime.db);
    },
  },
  Number(process.env.PORT),
);
