import type { FastifyInstance } from 'fastify';
import { notificationSettingsBody, pushEndpointQuery, pushSubscriptionBody } from '@sprout/shared';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { docs, ok } from '../docs/route-docs.js';
import { notificationSettingsReply, pushSubscribedReply } from '../docs/notification.reply.js';

/** The profile's notification choices and this device's Web Push subscription (ADR 0030). */
export default async function notificationSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app.ctx;

  app.get('/notification_settings', ok(notificationSettingsReply), async (request, reply) => {
    return reply.send(await services.notificationSettings.get(actorOf(request)));
  });

  app.put(
    '/notification_settings',
    ok(notificationSettingsReply, { body: notificationSettingsBody }),
    async (request) => {
      const body = parseWith(notificationSettingsBody, request.body, 'bad_request', 422);
      return services.notificationSettings.update(actorOf(request), body);
    },
  );

  app.post(
    '/push_subscriptions',
    docs({ body: pushSubscriptionBody, replies: { 201: pushSubscribedReply } }),
    async (request, reply) => {
      const body = parseWith(pushSubscriptionBody, request.body, 'push_endpoint_refused', 422);
      await services.push.subscribe(actorOf(request), body);
      return reply.status(201).send({ subscribed: true });
    },
  );

  app.delete(
    '/push_subscriptions',
    docs({ query: pushEndpointQuery, replies: { 204: null } }),
    async (request, reply) => {
      const { endpoint } = parseWith(pushEndpointQuery, request.query);
      await services.push.unsubscribe(actorOf(request), endpoint);
      return reply.status(204).send();
    },
  );
}
