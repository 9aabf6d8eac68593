import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ContentBlock, CreateContentBlockRequest, Roles as RoleNames, UpdateContentBlockRequest } from '@app/contracts';
import { ApiAnswer, CurrentUser, ListAnswer, Public, Roles, WriteContext, ZodPipe, type AppendContext, type ListPage, type Principal } from '@app/platform';
import { ContentBlockQuery } from './content-block.query.js';
import { SaveContentBlockHandler } from './save-content-block/save-content-block.handler.js';

/**
 * Content blocks (spec 01 §2, §7): admin screens /contentBlock, /contentBlock/add, /contentBlock/{id}
 * and the content pages /page/{slug}. Every answer is a `ContentBlock` (concurrencyCheck = version).
 */
@Controller('api/contentBlock')
export class ContentBlocksController {
  constructor(
    private readonly blocks: ContentBlockQuery,
    private readonly save: SaveContentBlockHandler,
  ) {}

  /** offset, limit, order, filter over id, slug, title, description, isPage, updated; total in `x-total-count`. */
  @Get()
  @ListAnswer(ContentBlock)
  @Roles(RoleNames.SiteAdmin)
  list(@Query() query: Record<string, unknown>): Promise<ListPage<ContentBlock>> {
    return this.blocks.list(query);
  }

  /** Pages for anyone (the content pages); message texts for site admins only (404 to others). */
  @Get('slug/:slug')
  @ApiAnswer(ContentBlock)
  @Public()
  bySlug(@Param('slug') slug: string, @CurrentUser() user: Principal | undefined): Promise<ContentBlock> {
    return this.blocks.bySlug(slug, user);
  }

  @Get(':id')
  @ApiAnswer(ContentBlock)
  @Roles(RoleNames.SiteAdmin)
  get(@Param('id') id: string): Promise<ContentBlock> {
    return this.blocks.get(id);
  }

  /** 201 Created with the new block (and its address in `Location`). */
  @Post()
  @ApiAnswer(ContentBlock)
  @HttpCode(201)
  @Roles(RoleNames.SiteAdmin)
  async create(
    @Body(new ZodPipe(CreateContentBlockRequest)) body: CreateContentBlockRequest,
    @WriteContext() context: AppendContext,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ContentBlock> {
    const id = await this.save.create(body, context);
    res.setHeader('Location', `/api/contentBlock/${id}`);
    return this.blocks.get(id);
  }

  /** `concurrencyCheck` must be the version loaded; a stale one is a 409. Answers the saved block. */
  @Put(':id')
  @ApiAnswer(ContentBlock)
  @Roles(RoleNames.SiteAdmin)
  async update(
    @Param('id') id: string,
    @Body(new ZodPipe(UpdateContentBlockRequest)) body: UpdateContentBlockRequest,
    @WriteContext() context: AppendContext,
  ): Promise<ContentBlock> {
    await this.save.update(id, body, context);
    return this.blocks.get(id);
  }
}
