import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../../errors.js';
import { bytes, type RouteDocs } from '../docs/route-docs.js';
import { introduceFirstScreen, withFirstScreen } from '../first-screen.js';

const NOT_SPA = /^\/(api|media|tus)(\/|$)/;

/**
 * The docs of @fastify/static's route (`/*`, there only when the web app is built), which takes no
 * route config of its own: http/openapi.ts gives them to that route.
 */
export const WEB_APP_DOCS: RouteDocs = {
  summary: 'The built web app: its files by name, and index.html for every other path (the client router)',
  replies: { 200: bytes },
  produces: ['text/html', 'text/javascript', 'text/css', 'image/png', 'image/svg+xml', 'application/manifest+json'],
};

/** Serves the built web app; every other GET path answers with index.html for the client router. */
export default async function webRoutes(app: FastifyInstance): Promise<void> {
  const root = app.ctx.config.webDistDir;
  const index = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(index);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      // Files are looked up per request, so a rebuilt web app is served without a restart;
      // a path with no file falls through to the not-found handler, which answers index.html.
      wildcard: true,
      index: 'index.html',
      // The web app's files are part of what the server answers: /api/docs lists them too.
      schemaHide: false,
      setHeaders(res, filePath) {
        // Vite names assets by content hash, so they never change; index.html must always be fresh.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || NOT_SPA.test(url) || !hasBuild) throw new AppError(404, 'not_found');
    // The landing page a search leads to comes with its first screen drawn (issue 22).
    if (/^\/introduce\/?$/i.test(url)) {
      const screen = await introduceFirstScreen(request.headers['accept-language'], app.ctx.config.signup === 'open');
      const html = withFirstScreen(await fs.promises.readFile(index, 'utf8'), screen);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(index));
  });
}
