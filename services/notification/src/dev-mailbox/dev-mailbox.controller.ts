import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { isUuid, NotFoundError, Public } from '@app/platform';
import { DevPagesGuard } from './dev-pages.guard.js';
import { DEV_PAGE_HEADERS, mailboxPage, mailPage, outboxPage } from './dev-pages.js';
import { LocalMailboxQuery } from './local-mailbox.query.js';

const filterOf = (to: unknown) => (typeof to === 'string' && to.trim() ? { to: to.trim() } : {});

const sendJson = (res: Response, body: unknown) => res.set('Cache-Control', 'no-store').json(body);
const sendPage = (res: Response, html: string) => res.set(DEV_PAGE_HEADERS).send(html);

/**
 * Development only (DEV_PAGES=on, requests from this machine; 404 otherwise): the mails the local
 * SMTP server received and the texts of the local outbox, as JSON and as pages a person reads.
 */
@Controller('api/dev')
@Public()
@UseGuards(DevPagesGuard)
export class DevMailboxController {
  constructor(private readonly local: LocalMailboxQuery) {}

  @Get('mailbox.json')
  async mailboxJson(@Query('to') to: unknown, @Res() res: Response): Promise<void> {
    sendJson(res, await this.local.mails(filterOf(to)));
  }

  @Get('outbox.json')
  async outboxJson(@Query('to') to: unknown, @Res() res: Response): Promise<void> {
    sendJson(res, await this.local.texts(filterOf(to)));
  }

  @Get('mailbox')
  async mailbox(@Res() res: Response): Promise<void> {
    sendPage(res, mailboxPage(await this.local.mails()));
  }

  @Get('mailbox/:id')
  async mail(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const mail = isUuid(id) ? await this.local.mail(id) : undefined;
    if (!mail) throw new NotFoundError('The mail');
    sendPage(res, mailPage(mail));
  }

  @Get('outbox')
  async outbox(@Res() res: Response): Promise<void> {
    sendPage(res, outboxPage(await this.local.texts()));
  }
}
