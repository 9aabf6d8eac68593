import { Injectable } from '@nestjs/common';
import type { Form } from '@app/contracts';
import type { AppendContext, Principal } from '@app/platform';
import { FormCommands } from '../form.commands.js';
import { FormQuery } from '../form.query.js';

/**
 * POST /api/form/{id}/finalize (Complete Survey): every shown required question of every page must be
 * answered, and each supporter shown on the letters-of-support page have a usable contact (else 400
 * listing them, page by page, under the spec's review text); the form becomes Completed and takes no
 * more writes, and its supporters are listed (SupportersListed). Finalizing a completed form, or one
 * checked out to a device, is a 409.
 */
@Injectable()
export class FinalizeHandler {
  constructor(
    private readonly commands: FormCommands,
    private readonly forms: FormQuery,
  ) {}

  async finalize(user: Principal, formId: string, context: AppendContext): Promise<Form> {
    const form = await this.commands.handleFor(user, formId, 'answer', { type: 'Finalize' }, context);
    return this.forms.get(user, form.id);
  }
}
