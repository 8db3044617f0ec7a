import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { qrKeyBody, type QrLoginReply } from '@sprout/shared';
import { baseUrl } from '../base-url.js';
import { parseWith } from '../validate.js';
import { startBrowserSession } from './session-reply.js';

/** QR sign-in from the signed-out screen (spec §7: GET /users/qr_key, POST /users/qr_login); approving is in users.ts. */
export default async function qrLoginRoutes(app: FastifyInstance): Promise<void> {
  const { services, config } = app.ctx;

  app.get('/users/qr_key', async (request, reply) => {
    const issued = await services.qrLogins.issue(
      request.ip,
      request.headers['user-agent'],
      baseUrl(request, config.publicUrl),
    );
    return reply.send(issued);
  });

  app.post('/users/qr_login', async (request, reply) => {
    const { key } = parseWith(z.object({ key: qrKeyBody.shape.key }), request.body, 'not_found', 404);
    const polled = await services.qrLogins.poll(key);
    if (polled.status !== 'ok') return reply.send({ status: polled.status } satisfies QrLoginReply);
    // The same body as a password sign-in, marked ok.
    const body: QrLoginReply = { status: 'ok', ...startBrowserSession(app.ctx, reply, polled.signedIn) };
    return reply.send(body);
  });
}
