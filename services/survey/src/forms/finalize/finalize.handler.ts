import { Injectable } from '@nestjs/common';
import type { Form } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import type { SurveyDatabase } from '../../survey-database.js';
import { formDecider } from '../form.decide.js';
import { formStreamId } from '../form.js';
import { FormQuery } from '../form.query.js';

/** A finalize meeting a save is decided again on the saved answers. */
const FINALIZE_RETRIES = 5;

/**
 * POST /api/form/{id}/finalize (Complete Survey): every shown required question of every page must be
 * answered (else 400 listing them, page by page, under the spec's review text); the form becomes
 * Completed and takes no more writes. Finalizing a completed form is a 409.
 */
@Injectable()
export class FinalizeHandler {
  constructor(
    private readonly runtime: PlatformRuntime<SurveyDatabase>,
    private readonly forms: FormQuery,
  ) {}

  async finalize(user: Principal, formId: string, context: AppendContext): Promise<Form> {
    const form = await this.forms.form(user, formId, 'answer');
    await this.runtime.commands.handle(formStreamId(form.id), { type: 'Finalize' }, formDecider, { retries: FINALIZE_RETRIES, context });
    return this.forms.get(user, form.id);
  }
}
