import { Injectable } from '@nestjs/common';
import type { UpdateTemplateRequest } from '@app/contracts';
import { isUuid, PlatformRuntime, type AppendContext } from '@app/platform';
import type { SurveyDatabase } from '../../survey-database.js';
import { templateDecider, templateNotFound } from '../template.decide.js';
import { keyChecked, templateContentOf } from '../template-rules.js';
import { templateStreamId } from '../template.js';

/**
 * PUT /api/template/{id}: saves the editor's fields if the template is still at `concurrencyCheck`
 * (else 409). No retry: a concurrent save in between is exactly the conflict the editor must hear
 * about. Forms made earlier keep their snapshot.
 */
@Injectable()
export class UpdateTemplateHandler {
  constructor(private readonly runtime: PlatformRuntime<SurveyDatabase>) {}

  async update(id: string, request: UpdateTemplateRequest, context: AppendContext): Promise<void> {
    if (!isUuid(id)) throw templateNotFound();
    await keyChecked(() =>
      this.runtime.commands.handle(
        templateStreamId(id.toLowerCase()),
        { type: 'UpdateTemplate', concurrencyCheck: request.concurrencyCheck, content: templateContentOf(request) },
        templateDecider,
        { context },
      ),
    );
  }
}
