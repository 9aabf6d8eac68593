import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Module, Param, Post } from '@nestjs/common';
import { sql } from 'kysely';
import type { ServiceDefinition } from '../bootstrap.js';
import type { PlatformConfig } from '../config.js';
import type { PlatformDatabase } from '../db/platform-database.js';
import type { BusMessage } from '../bus/bus-message.js';
import { Public } from '../http/auth.js';
import { PlatformRuntime } from '../runtime.js';

/** What a thing asks of the consumer: to be seen, to be held until the test lets go, or to fail each time. */
export type ThingMode = 'normal' | 'hold' | 'poison';

export interface ThingsDatabase extends PlatformDatabase {
  things_seen: { id: string };
}

export const THINGS_CONSUMER = 'things-seen';

@Controller('api/things')
class ThingsController {
  constructor(private readonly runtime: PlatformRuntime) {}

  @Public()
  @Post()
  @HttpCode(201)
  async create(@Body() body: { mode?: ThingMode; modes?: ThingMode[] } | undefined): Promise<{ id: string }> {
    const id = randomUUID();
    // `modes`: several events committed together (published together, whatever a consumer holds open meanwhile).
    const modes = body?.modes ?? [body?.mode ?? 'normal'];
    const things = modes.map((mode, i) => ({ type: 'ThingCreated', data: { id: i === 0 ? id : randomUUID(), mode } }));
    await this.runtime.store.append(`thing-${id}`, things, { expectedVersion: 0 });
    return { id };
  }

  @Public()
  @Get(':id')
  read(@Param('id') id: string): { id: string } {
    return { id };
  }
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

/**
 * A small service for the kit's own tests: POST /api/things appends ThingCreated events, GET /api/things/:id
 * answers the id, and a consumer of its own events (THINGS_CONSUMER) records each thing in `things_seen`,
 * after `beforeSeen` (which may hold or fail it). `extra` adds to the definition or replaces its parts.
 */
export function thingsService(
  { beforeSeen, maxDeliver }: { beforeSeen?: (event: BusMessage) => Promise<void>; maxDeliver?: number } = {},
  extra: Partial<ServiceDefinition<PlatformConfig, ThingsDatabase>> = {},
): ServiceDefinition<PlatformConfig, ThingsDatabase> {
  return {
    name: 'things',
    module: ThingsModule,
    migrations: {
      '0001_things_seen': {
        async up(db) {
          await sql`CREATE TABLE things_seen (id text PRIMARY KEY)`.execute(db);
        },
      },
    },
    handlers: () => [
      {
        name: THINGS_CONSUMER,
        source: 'things',
        opens: 'all',
        ...(maxDeliver === undefined ? {} : { maxDeliver }),
        async handle(event, trx) {
          await beforeSeen?.(event);
          await trx
            .insertInto('things_seen')
            .values({ id: String(event.data.id) })
            .execute();
        },
      },
    ],
    ...extra,
  };
}
