import type { INestApplication } from '@nestjs/common';

export interface RouterRoute {
  /** Upper case, e.g. `GET`. */
  method: string;
  /** As Express holds it, e.g. `/api/subscription/:id`. */
  path: string;
}

/** The routes a running service answers, read from its Express router (Nest registers each controller method there). */
export function routesOf(app: INestApplication): RouterRoute[] {
  const express = app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: unknown; methods: Record<string, boolean> } }[] };
  };
  return express.router.stack.flatMap(({ route }) =>
    route && typeof route.path === 'string'
      ? Object.keys(route.methods)
          .filter((method) => method !== '_all')
          .map((method) => ({ method: method.toUpperCase(), path: route.path as string }))
      : [],
  );
}
