import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { qrKeyBody, type QrLoginReply } from '@sprout/shared';
import { baseUrl } from '../base-url.js';
import { parseWith } from '../validate.js';
import { startBrowserSession } from './session-reply.js';
import { ok } from '../docs/route-docs.js';
import { qrKeyReply, qrLoginReply } from '../docs/user.reply.js';

/** QR sign-in from the signed-out screen (spec §7: GET /users/qr_key, POST /users/qr_login); approving is in users.ts. */
const qrLoginBody = z.object({ key: qrKeyBody.shape.key });

export default async function qrLoginRoutes(app: FastifyInstance): Promise<void> {
  const { services, config } = app.ctx;

  app.get('/users/qr_key', ok(qrKeyReply), async (request, reply) => {
    const issued = await services.qrLogins.issue(
      request.ip,
      request.headers['user-agent'],
      baseUrl(request, config.publicUrl),
    );
    return reply.send(issued);
  });

  app.post('/users/qr_login', ok(qrLoginReply, { body: qrLoginBody }), async (request, reply) => {
    const { key } = parseWith(qrLoginBody, request.body, 'not_found', 404);
    const polled = await services.qrLogins.poll(key);
    if (polled.status !== 'ok') return reply.send({ status: polled.status } satisfies QrLoginReply);
    // The same body as a password sign-in, marked ok.
    const body: QrLoginReply = { status: 'ok', ...startBrowserSession(app.ctx, reply, polled.signedIn) };
    return reply.send(body);
  });
}
