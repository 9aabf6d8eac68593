import { Injectable } from '@nestjs/common';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import type { FormRow, SurveyDatabase } from '../survey-database.js';
import { formDecider, type FormCommand } from './form.decide.js';
import type { FormAccess } from './form-rules.js';
import { formStreamId } from './form.js';
import { FormQuery } from './form.query.js';

/** Runs a caller's command on a form's stream, after the access check. */
@Injectable()
export class FormCommands {
  constructor(
    private readonly runtime: PlatformRuntime<SurveyDatabase>,
    private readonly forms: FormQuery,
  ) {}

  /** The form if `user` may do `access` with it (else 404/403, as `FormQuery.form`), once `command` is decided and stored on it. */
  async handleFor(user: Principal, formId: string, access: FormAccess, command: FormCommand, context: AppendContext): Promise<FormRow> {
    const form = await this.forms.form(user, formId, access);
    // A command meeting another write to the form (a save, an upload) is decided again with the form's stream held.
    await this.runtime.commands.handle(formStreamId(form.id), command, formDecider, { lock: 'afterConflict', context });
    return form;
  }
}
