import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';

/** A browser's device token (TrustedDevices): sent only to the API, never readable by scripts. */
export const DEVICE_COOKIE = 'sprout_device';

export function deviceOf(request: FastifyRequest): string | undefined {
  return request.cookies[DEVICE_COOKIE];
}

export function setDeviceCookie(
  ctx: AppContext,
  reply: FastifyReply,
  device: { token: string; maxAge: number } | undefined,
): void {
  if (!device) return;
  reply.setCookie(DEVICE_COOKIE, device.token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: device.maxAge,
    secure: ctx.config.publicUrl?.startsWith('https://') ?? false,
  });
}
