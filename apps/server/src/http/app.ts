import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import type { AppContext } from '../context.js';
import { registerAuth, requireSignedIn } from './plugins/auth.js';
import { registerErrorHandler, sendError } from './plugins/errors.js';
import { registerLocale } from './plugins/locale.js';
import { registerNoStore } from './plugins/no-store.js';
import { registerSameOrigin } from './plugins/same-origin.js';
import { registerTextGuard } from './plugins/text-guard.js';
import { registerRequestMetrics } from './plugins/request-metrics.js';
import { registerOpenApi } from './openapi.js';
import { requestIdOf } from './request-id.js';
import apiDocsRoutes from './routes/api-docs.js';
import healthRoutes from './routes/health.js';
import metricsRoutes from './routes/metrics.js';
import babyRoutes from './routes/babies.js';
import albumArchiveRoutes from './routes/album-archives.js';
import commentRoutes from './routes/comments.js';
import eventRoutes from './routes/events.js';
import likeRoutes from './routes/likes.js';
import navigationRoutes from './routes/navigations.js';
import familyInvitationRoutes from './routes/family-invitations.js';
import familyRelationRoutes from './routes/family-relations.js';
import vipGrantRoutes from './routes/vip-grants.js';
import mediaRoutes from './routes/media.js';
import babyContentRoutes from './routes/baby-contents.js';
import albumRoutes from './routes/album.js';
import momentTagRoutes from './routes/moment-tags.js';
import tagAttrRoutes from './routes/tag-attrs.js';
import momentRoutes from './routes/moments.js';
import passwordRoutes from './routes/passwords.js';
import qrLoginRoutes from './routes/qr-logins.js';
import publicRoutes from './routes/public.js';
import authenticationRoutes from './routes/authentications.js';
import authCallbackPostRoutes from './routes/auth-callback-post.js';
import trashRoutes from './routes/trash.js';
import tusRoutes from './routes/tus.js';
import userRoutes from './routes/users.js';
import webHintRoutes from './routes/web-hints.js';
import notificationRoutes from './routes/notifications.js';
import notificationSettingsRoutes from './routes/notification-settings.js';
import newsRoutes from './routes/news.js';
import feedbackRoutes, { noLoginFeedbackRoutes } from './routes/feedbacks.js';
import supportRoutes from './routes/support.js';
import unsubscribeRoutes from './routes/unsubscribe.js';
import webRoutes from './routes/web.js';
import './types.js';

const CSP = [
  "default-src 'self'",
  "img-src 'self' blob: data:",
  "media-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Builds the HTTP server. Plugins register in a fixed order: external
 * (cookies, forms), app (errors, auth), then routes: the locale-prefixed API,
 * uploads, media and the web app.
 */
export async function buildApp(
  ctx: AppContext,
  options: { logger?: boolean | object; onRoute?: (route: RouteOptions) => void } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.logLevel },
    bodyLimit: 1024 * 1024,
    requestTimeout: 300_000,
    // Request ids in logs tie a user's report to what happened: the proxy's X-Request-Id when it is safe to log.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // request.ip is the socket's address unless a proxy is configured to name the client.
    trustProxy: ctx.config.trustProxy,
    // A path Fastify cannot decode (%ff) is refused before any hook runs: our error shape, not Fastify's.
    frameworkErrors: (_error, request, reply) => {
      void sendError(request, reply, 400, 'bad_request');
    },
  });
  app.decorate('ctx', ctx);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // On the raw response, so hijacked answers (tus) carry it too.
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('x-request-id', request.id);
  });
  registerRequestMetrics(app, ctx.metrics);
  await registerOpenApi(app);
  // JSON and the app's scripts shrink several times over; images are already compressed and are skipped.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerErrorHandler(app);
  registerAuth(app);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    // The page policy matters only where a browser renders a document; JSON answers skip its bytes.
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('x-frame-options', 'DENY').header('content-security-policy', CSP);
  });

  await app.register(
    async (api) => {
      registerLocale(api);
      registerSameOrigin(api);
      registerNoStore(api);
      registerTextGuard(api);
      // Multipart forms of the spec (profile, captions, comments): images up to the 20 MB compression threshold.
      await api.register(fastifyMultipart, {
        limits: { fileSize: 20 * 1024 * 1024, files: 3, fields: 50, fieldSize: 100_000 },
      });
      await api.register(publicRoutes);
      await api.register(passwordRoutes);
      await api.register(qrLoginRoutes);
      await api.register(authenticationRoutes);
      // A digest's unsubscribe link is its own credential (RFC 8058): no session.
      await api.register(unsubscribeRoutes);
      // /noLoginFeedback: for someone who cannot sign in, throttled by client and address.
      await api.register(noLoginFeedbackRoutes);
      // Every other API route needs a session: one hook for the whole subtree, so no route can forget it.
      await api.register(async (signedIn) => {
        requireSignedIn(signedIn);
        for (const routes of [
          userRoutes,
          webHintRoutes,
          familyRelationRoutes,
          vipGrantRoutes,
          familyInvitationRoutes,
          babyRoutes,
          momentRoutes,
          eventRoutes,
          likeRoutes,
          commentRoutes,
          navigationRoutes,
          trashRoutes,
          momentTagRoutes,
          babyContentRoutes,
          albumRoutes,
          albumArchiveRoutes,
          tagAttrRoutes,
          notificationRoutes,
          notificationSettingsRoutes,
          newsRoutes,
          feedbackRoutes,
          supportRoutes,
        ]) {
          await signedIn.register(routes);
        }
      });
    },
    { prefix: '/api/:locale' },
  );

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(apiDocsRoutes);
  // Uploads carry their own short-lived bearer token; media carries the session like the API.
  await app.register(tusRoutes);
  await app.register(async (signedIn) => {
    requireSignedIn(signedIn);
    await signedIn.register(mediaRoutes);
  });
  await app.register(authCallbackPostRoutes);
  await app.register(webRoutes);
  return app;
}
