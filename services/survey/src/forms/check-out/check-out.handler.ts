import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CheckOut, CheckOutRequest } from '@app/contracts';
import type { AppendContext, Principal } from '@app/platform';
import { FormCommands } from '../form.commands.js';
import { FormQuery, OFFLINE_FORM_INCLUDES } from '../form.query.js';

/**
 * POST /api/form/{id}/checkOut (spec 02 §4 client offline flag): a proctored client's form, not
 * completed and not out already (else 409), goes to the subscriber's device: `FormCheckedOut` on the
 * form's own stream, so every online write decided after it is refused until the check-in. Answers
 * the new check-out's id and the form with everything the device needs.
 */
@Injectable()
export class CheckOutHandler {
  constructor(
    private readonly commands: FormCommands,
    private readonly forms: FormQuery,
  ) {}

  async checkOut(user: Principal, formId: string, request: CheckOutRequest, context: AppendContext): Promise<CheckOut> {
    const checkOutId = randomUUID();
    const form = await this.commands.handleFor(user, formId, 'proctor', { type: 'CheckOut', checkOutId, deviceName: request.deviceName, checkedOutBy: user.id }, context);
    return { checkOutId, form: await this.forms.get(user, form.id, OFFLINE_FORM_INCLUDES) };
  }
}
