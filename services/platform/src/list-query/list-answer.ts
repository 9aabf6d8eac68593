import { applyDecorators, Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import type { z } from 'zod';
import { ApiAnswer } from '../http/api-description.js';

/** One page of a list query: the rows shown and how many match in all. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export const TOTAL_COUNT_HEADER = 'x-total-count';

@Injectable()
class TotalCountInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler<ListPage<unknown>>): Observable<unknown[]> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map(({ items, total }) => {
        response.setHeader(TOTAL_COUNT_HEADER, String(total));
        return items;
      }),
    );
  }
}

/**
 * A list route (spec 01 §7): the handler returns a `ListPage`; the answer is the array of `item`s, the
 * total in `x-total-count`, and the API description says so.
 */
export const ListAnswer = (item: z.ZodType) => applyDecorators(ApiAnswer(item.array()), UseInterceptors(TotalCountInterceptor));
