import { Controller, Get, Param, Query } from '@nestjs/common';
import { Client } from '@app/contracts';
import { ApiAnswer, CurrentUser, ListAnswer, SubscriberOrSiteAdmin, type ListPage, type Principal } from '@app/platform';
import { ClientQuery } from '../client.query.js';

/** The subscriber's clients and the admin's client list (spec 02 §2, §7). Compliance reviewers have their own area later. */
@Controller('api/client')
@SubscriberOrSiteAdmin()
export class ViewClientsController {
  constructor(private readonly clients: ClientQuery) {}

  /**
   * offset, limit, order, includes, filter over id, firstName, lastName, email, phoneNumber,
   * subscriberName, isProctored, isOffline, formStatus, created (date); newest first by default; the total in
   * x-total-count. A subscriber sees only their own clients, a site admin everyone's.
   */
  @Get()
  @ListAnswer(Client)
  list(@CurrentUser() user: Principal, @Query() query: Record<string, unknown>): Promise<ListPage<Client>> {
    return this.clients.list(user, query);
  }

  /**
   * includes: applicationUser (always there), forms, forms.pages, forms.pages.answerSet,
   * forms.pages.template, supporters, clientEvents (newest first). Another subscriber's client: 404.
   */
  @Get(':id')
  @ApiAnswer(Client)
  get(@CurrentUser() user: Principal, @Param('id') id: string, @Query() query: Record<string, unknown>): Promise<Client> {
    return this.clients.get(user, id, query);
  }
}
