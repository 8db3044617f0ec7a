import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../validate.js';
import { ok } from '../docs/route-docs.js';
import { unsubscribePreview } from '../docs/notification.reply.js';

const tokenParams = z.object({ token: z.string().min(20).max(200) });

/**
 * A digest's one-click unsubscribe (RFC 8058), open without a session: the link in the mail is the
 * credential, for one member, one baby and one kind of mail, and it works once. A mail program POSTs
 * `List-Unsubscribe=One-Click` here; the web page the mail's own link opens POSTs the same.
 */
export default async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app.ctx;

  app.get('/unsubscribe/:token', ok(unsubscribePreview, { params: tokenParams }), async (request, reply) => {
    const { token } = parseWith(tokenParams, request.params, 'unsubscribe_invalid', 404);
    return reply.send(await services.digests.preview(token));
  });

  app.post('/unsubscribe/:token', ok(unsubscribePreview, { params: tokenParams }), async (request, reply) => {
    const { token } = parseWith(tokenParams, request.params, 'unsubscribe_invalid', 404);
    const { babyName } = await services.digests.unsubscribe(token);
    return reply.send({ kind: 'digest', baby_name: babyName, used: true });
  });
}
