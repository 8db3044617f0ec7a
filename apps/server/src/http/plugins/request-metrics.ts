import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../../metrics/metrics.js';

/** The route pattern a request matched (`/api/:locale/events/:id`), or one label for every path no route matched. */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/** Times every answered request by its route pattern, never its raw URL (ids would make a series each). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
