import { Injectable } from '@nestjs/common';
import type { CheckInRequest, Form } from '@app/contracts';
import type { AppendContext, Principal } from '@app/platform';
import { FormCommands } from '../form.commands.js';
import { FormQuery, OFFLINE_FORM_INCLUDES } from '../form.query.js';

/**
 * POST /api/form/{id}/checkIn: the device's answer sets (each checked as a save is, saved where they
 * differ), `FormCheckedIn` and, with `finalize`, the finalize's checks and events, in one decision on
 * the form's stream: all of it lands or none (a refused check-in leaves the form checked out). Sent
 * again once applied it changes nothing (the same call sent twice at once: the second, decided again,
 * finds it applied); another check-out's id is a 409. Answers the form as a check-out does (pages with
 * templates and answer sets).
 */
@Injectable()
export class CheckInHandler {
  constructor(
    private readonly commands: FormCommands,
    private readonly forms: FormQuery,
  ) {}

  async checkIn(user: Principal, formId: string, request: CheckInRequest, context: AppendContext): Promise<Form> {
    const form = await this.commands.handleFor(user, formId, 'proctor', { type: 'CheckIn', ...request, checkedInBy: user.id }, context);
    return this.forms.get(user, form.id, OFFLINE_FORM_INCLUDES);
  }
}
