import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** A dependency that does not answer within this long counts as down: a probe must answer before its own timeout. */
const CHECK_TIMEOUT_MS = 3_000;

type Check = 'database' | 'storage';

function withinTimeout(work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).then(
    () => clearTimeout(timer),
    (error: unknown) => {
      clearTimeout(timer);
      throw error;
    },
  );
}

const statusSchema = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    checks: { type: 'object', additionalProperties: { type: 'string', enum: ['ok', 'down'] } },
    down: { type: 'array', items: { type: 'string', enum: ['database', 'storage'] } },
  },
  required: ['status'],
} as const;

/**
 * Probes for a load balancer or an orchestrator (ADR 0031). /healthz: the
 * process serves (restart it when this fails). /readyz: it can do its work,
 * the database and the media storage both answer (send it no traffic while
 * this is 503; restarting would not bring a database back).
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.ctx;

  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness: 200 while the process serves',
        tags: ['operations'],
        response: { 200: statusSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: the database and the media storage answer (503 naming which does not)',
        tags: ['operations'],
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (request, reply) => {
      const probes: Record<Check, () => Promise<unknown>> = {
        database: () => sql`select 1`.execute(db.kysely),
        storage: () => storage.check(),
      };
      const checks = {} as Record<Check, 'ok' | 'down'>;
      const down: Check[] = [];
      await Promise.all(
        (Object.keys(probes) as Check[]).map(async (name) => {
          try {
            await withinTimeout(probes[name]());
            checks[name] = 'ok';
          } catch (error) {
            checks[name] = 'down';
            down.push(name);
            request.log.warn({ check: name, err: error }, 'readiness check failed');
          }
        }),
      );
      reply.header('cache-control', 'no-store');
      if (down.length === 0) return reply.send({ status: 'ready', checks });
      return reply.code(503).send({ status: 'unavailable', checks, down: down.sort() });
    },
  );
}
