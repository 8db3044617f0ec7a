import type { FastifyInstance } from 'fastify';

/**
 * Every API answer is about one person's family: none may sit in a shared or disk cache. Answers
 * that the ADR 0005 response cache revalidates say `private, no-cache` themselves; any other answer
 * of the API gets `no-store`, so a new route is private without anyone remembering to say so.
 */
export function registerNoStore(api: FastifyInstance): void {
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
