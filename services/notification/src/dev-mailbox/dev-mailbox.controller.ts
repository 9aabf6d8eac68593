import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { NotFoundError, PlatformRuntime, Public } from '@app/platform';
import { DevPagesGuard } from './dev-pages.guard.js';
import { DEV_PAGE_HEADERS, mailboxPage, mailPage, outboxPage } from './dev-pages.js';
import { findMail, listMails, listTexts } from './local-mailbox.queries.js';
import type { NotificationDatabase } from '../notification-database.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const filterOf = (to: unknown) => (typeof to === 'string' && to.trim() ? { to: to.trim() } : {});

/**
 * Development only (DEV_PAGES=on, requests from this machine; 404 otherwise): the mails the local
 * SMTP server received and the texts of the local outbox, as pages a person reads and as JSON.
 */
@Controller('api/dev')
@Public()
@UseGuards(DevPagesGuard)
export class DevMailboxController {
  constructor(private readonly runtime: PlatformRuntime<NotificationDatabase>) {}

  @Get('mailbox.json')
  async mailboxJson(@Query('to') to: unknown, @Res() res: Response): Promise<void> {
    res.set('Cache-Control', 'no-store').json(await listMails(this.runtime.db, filterOf(to)));
  }

  @Get('mailbox')
  async mailbox(@Res() res: Response): Promise<void> {
    res.set(DEV_PAGE_HEADERS).send(mailboxPage(await listMails(this.runtime.db)));
  }

  @Get('mailbox/:id')
  async mail(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const mail = UUID.test(id) ? await findMail(this.runtime.db, id) : undefined;
    if (!mail) throw new NotFoundError('The mail');
    res.set(DEV_PAGE_HEADERS).send(mailPage(mail));
  }

  @Get('outbox.json')
  async outboxJson(@Query('to') to: unknown, @Res() res: Response): Promise<void> {
    res.set('Cache-Control', 'no-store').json(await listTexts(this.runtime.db, filterOf(to)));
  }

  @Get('outbox')
  async outbox(@Res() res: Response): Promise<void> {
    res.set(DEV_PAGE_HEADERS).send(outboxPage(await listTexts(this.runtime.db)));
  }
}
