import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CreateTemplateRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext } from '@app/platform';
import type { SurveyDatabase } from '../../survey-database.js';
import { templateDecider } from '../template.decide.js';
import { keyChecked, templateContentOf } from '../template-rules.js';
import { templateStreamId } from '../template.js';

/** POST /api/template: a new template under a new id. */
@Injectable()
export class CreateTemplateHandler {
  constructor(private readonly runtime: PlatformRuntime<SurveyDatabase>) {}

  /** Returns the new template's id. */
  async create(request: CreateTemplateRequest, context: AppendContext): Promise<string> {
    const templateId = randomUUID();
    await keyChecked(() =>
      this.runtime.commands.handle(templateStreamId(templateId), { type: 'CreateTemplate', templateId, source: 'admin', content: templateContentOf(request) }, templateDecider, {
        context,
      }),
    );
    return templateId;
  }
}
