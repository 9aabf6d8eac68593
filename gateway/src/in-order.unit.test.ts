import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { inOrder } from './in-order.js';

const req = {} as Request;
const res = {} as Response;

/** Runs the chain; resolves with what reached `next` (`'never'` when nothing did). */
function run(handlers: RequestHandler[]): Promise<{ passed: unknown[] } | 'never'> {
  return new Promise((resolve) => {
    inOrder(handlers)(req, res, ((...passed: unknown[]) => resolve({ passed })) as NextFunction);
    setTimeout(() => resolve('never'), 50);
  });
}

describe('inOrder', () => {
  it('runs the handlers one after another, then passes on', async () => {
    const seen: string[] = [];
    const mark =
      (name: string): RequestHandler =>
      (_req, _res, next) => (seen.push(name), next());
    expect(await run([mark('a'), mark('b'), mark('c')])).toEqual({ passed: [undefined] });
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('stops when a handler answers without calling next', async () => {
    const seen: string[] = [];
    expect(await run([() => undefined, () => void seen.push('later')])).toBe('never');
    expect(seen).toEqual([]);
  });

  it('passes an error, given to next or thrown by an async handler, on and skips the rest', async () => {
    const failure = new Error('refused');
    const seen: string[] = [];
    const later: RequestHandler = () => void seen.push('later');
    expect(await run([(_req, _res, next) => next(failure), later])).toEqual({ passed: [failure] });
    expect(await run([async () => Promise.reject(failure), later])).toEqual({ passed: [failure] });
    expect(seen).toEqual([]);
  });
});
