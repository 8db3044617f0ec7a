import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { parseWith } from '../validate.js';
import { docs } from '../docs/route-docs.js';

const params = z.object({ provider: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/) });
const answer = z.record(z.string(), z.string().max(4096));

/**
 * A provider that answers with `response_mode=form_post` (Apple) posts its answer
 * to the callback page from its own site. This turns it into the page's query
 * string (303), which the page hands to POST /authentications/callback as for any
 * provider. It changes nothing itself: the flow's cookie and state are checked there.
 */
export default async function authCallbackPostRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/auth/callback/:provider',
    // The provider's form, whatever its fields; answered by a redirect to the callback page.
    docs({ params, body: answer, consumes: ['application/x-www-form-urlencoded'], replies: { 303: null } }),
    async (request, reply) => {
      const { provider } = parseWith(params, request.params, 'not_found', 404);
      const parsed = answer.safeParse(request.body ?? {});
      if (!parsed.success) throw new AppError(400, 'oidc_code_invalid');
      const query = new URLSearchParams(parsed.data).toString();
      return reply
        .status(303)
        .header('cache-control', 'no-store')
        .header('location', `/auth/callback/${provider}?${query}`)
        .send();
    },
  );
}
