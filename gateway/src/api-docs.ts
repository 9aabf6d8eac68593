import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { Router } from 'express';
import { AdminPages } from '@app/contracts';
import { requireAdminCookie } from './admin-pages.js';
import { collectApiDescription } from './api-description.js';
import type { GatewayConfig } from './config.js';

const swaggerUiDist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Replaces swagger-ui-dist's own initializer (which loads the Petstore example); a file, as the CSP allows no inline script. */
const initializer = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(AdminPages.apiDescriptionPath)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
  });
};
`;

/**
 * The API docs, for site admins (the admin pages' cookie, `requireAdminCookie`): the services' descriptions
 * merged into one OpenAPI 3.1 document at `/api/openapi.json` and Swagger UI at `/swagger` (swagger-ui-dist's files).
 */
export function apiDocs(config: GatewayConfig): Router {
  const router = Router();
  const siteAdminsOnly = requireAdminCookie(config);
  router.get(AdminPages.apiDescriptionPath, siteAdminsOnly, async (_req, res, next) => {
    try {
      res.set('Cache-Control', 'no-store').json(await collectApiDescription(config));
    } catch (error) {
      next(error);
    }
  });
  router.use(AdminPages.apiDocsPath, siteAdminsOnly);
  router.get(`${AdminPages.apiDocsPath}/swagger-initializer.js`, (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'no-store').send(initializer);
  });
  router.use(AdminPages.apiDocsPath, express.static(swaggerUiDist, { index: 'index.html' }));
  return router;
}
