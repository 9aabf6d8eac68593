import { RequestMethod, SetMetadata, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { ModulesContainer } from '@nestjs/core';
import { OpenApiGeneratorV31, OpenAPIRegistry, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ErrorBody, type Role } from '@app/contracts';
import { AccessMetadata } from './auth.js';
import { ZodPipe } from './zod-pipe.js';

const ANSWER = 'api:answer';

/**
 * The contracts schema of a route's JSON answer, for the API description. Request bodies and queries
 * need no decorator: the description reads them from the route's `ZodPipe`s.
 */
export const ApiAnswer = (schema: z.ZodType) => SetMetadata(ANSWER, schema);

type Method = RouteConfig['method'];

const methods: Partial<Record<RequestMethod, Method>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.DELETE]: 'delete',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.OPTIONS]: 'options',
  [RequestMethod.HEAD]: 'head',
};

interface RouteArgument {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

export interface DescriptionOptions {
  service: string;
  /**
   * Path parameters that have one value in this service, written into the path: the kit's own routes
   * take the service's name (`/api/deadLetters/:service`), which the gateway routes by.
   */
  fixedPathParameters?: Record<string, string>;
}

/** A route's path metadata as Nest keeps it: one path, several, or none (the controller's root). */
type PathMetadata = string | string[] | undefined;

const asList = (value: PathMetadata): string[] => (Array.isArray(value) ? value : [value ?? '']);

const joinPaths = (...parts: string[]) => `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/** Express route syntax (`:id`, `*rest`) to OpenAPI's (`{id}`), with the fixed parameters filled in. */
function openApiPath(path: string, fixed: Record<string, string>): { path: string; parameters: string[] } {
  const parameters: string[] = [];
  const converted = path.replace(/[:*](\w+)/g, (_, name: string) => {
    if (fixed[name] !== undefined) return fixed[name];
    parameters.push(name);
    return `{${name}}`;
  });
  return { path: converted, parameters };
}

/** The zod schemas the route's `ZodPipe`s parse its whole body and query with. */
function requestSchemasOf(controller: Type<unknown>, handlerName: string): { body?: z.ZodType; query?: z.ZodType } {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handlerName) as Record<string, RouteArgument> | undefined) ?? {};
  const found: { body?: z.ZodType; query?: z.ZodType } = {};
  for (const [key, { data, pipes = [] }] of Object.entries(args)) {
    const schema = pipes.find((pipe): pipe is ZodPipe<z.ZodType> => pipe instanceof ZodPipe)?.schema;
    if (!schema || data !== undefined) continue;
    const type = Number(key.split(':')[0]) as RouteParamtypes;
    if (type === RouteParamtypes.BODY) found.body = schema;
    if (type === RouteParamtypes.QUERY) found.query = schema;
  }
  return found;
}

const metadataOf = <T>(key: string, handler: object, controller: Type<unknown>): T | undefined =>
  (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller)) as T | undefined;

/** One operation per route of every controller Nest registered, as an OpenAPI 3.1 document. */
export function describeApi(modules: ModulesContainer, options: DescriptionOptions) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  const controllers = [...modules.values()].flatMap((module) => [...module.controllers.values()].map((wrapper) => wrapper.metatype as Type<unknown>));
  for (const controller of new Set(controllers)) {
    const prototype = controller.prototype as Record<string, unknown>;
    for (const handlerName of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[handlerName];
      if (handlerName === 'constructor' || typeof handler !== 'function') continue;
      const method = methods[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const handlerPaths = Reflect.getMetadata(PATH_METADATA, handler) as PathMetadata;
      if (!method || handlerPaths === undefined) continue;
      for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller) as PathMetadata)) {
        for (const own of asList(handlerPaths)) {
          registry.registerPath(operationOf(controller, handlerName, handler, method, joinPaths(base, own), options));
        }
      }
    }
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: `${options.service} service`, version: '1' },
  });
}

function operationOf(controller: Type<unknown>, handlerName: string, handler: object, method: Method, expressPath: string, options: DescriptionOptions): RouteConfig {
  const { path, parameters } = openApiPath(expressPath, options.fixedPathParameters ?? {});
  const { body, query } = requestSchemasOf(controller, handlerName);
  const answer = metadataOf<z.ZodType>(ANSWER, handler, controller);
  const status = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === 'post' ? 201 : 200);
  const isPublic = metadataOf<boolean>(AccessMetadata.public, handler, controller) ?? false;
  const roles = metadataOf<Role[]>(AccessMetadata.roles, handler, controller);
  return {
    method,
    path,
    operationId: `${options.service}.${controller.name}.${handlerName}`,
    ...(isPublic ? { security: [] } : { security: [{ bearer: [] }] }),
    ...(roles ? { 'x-roles': roles } : {}),
    request: {
      ...(parameters.length ? { params: z.object(Object.fromEntries(parameters.map((name) => [name, z.string()]))) } : {}),
      ...(query instanceof z.ZodObject ? { query } : {}),
      ...(body ? { body: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    },
    responses: {
      [status]: { description: 'Success', ...(answer ? { content: { 'application/json': { schema: answer } } } : {}) },
      default: { description: "An error (the spec's error body)", content: { 'application/json': { schema: ErrorBody } } },
    },
  };
}
