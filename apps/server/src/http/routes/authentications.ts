import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  authCallbackBody,
  authSignInForm,
  authSignUpForm,
  authStartForm,
  type AuthProviderReply,
  type AuthSignInReply,
} from '@sprout/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { SocialResult } from '../../services/social-auth.service.js';
import { baseUrl } from '../base-url.js';
import { parseWith } from '../validate.js';
import { startBrowserSession } from './session-reply.js';
import { BODY_FORMS, docs, ok } from '../docs/route-docs.js';
import { authProvidersReply, authSignInReply, authStartReply } from '../docs/auth.reply.js';
import { signInReply } from '../docs/user.reply.js';

/** The browser's redirect in flight: an id only this browser holds, so another browser's answer cannot be completed here. */
const FLOW_COOKIE = 'sprout_oidc';

function isOn(value: string | undefined): boolean {
  return value !== undefined && !['0', 'false'].includes(value);
}

/** The web page the provider sends the browser back to (a page of the web app, which hands its query string to /authentications/callback). */
function redirectUri(request: FastifyRequest, ctx: AppContext, provider: string): string {
  return `${baseUrl(request, ctx.config.publicUrl)}/auth/callback/${encodeURIComponent(provider)}`;
}

function sendResult(ctx: AppContext, reply: FastifyReply, result: SocialResult): FastifyReply {
  const body: AuthSignInReply =
    result.status === 'ok'
      ? { status: 'ok', ...startBrowserSession(ctx, reply, result.signedIn) }
      : { ...result, signup_open: ctx.config.signup === 'open' };
  return reply.send(body);
}

/** Social sign-in over OpenID Connect, open without a session (spec §7 Authentications; ADR 0017). */
export default async function authenticationRoutes(app: FastifyInstance): Promise<void> {
  const { services, config } = app.ctx;

  /** The buttons of /login: none when no provider is configured. */
  app.get('/authentications/providers', ok(authProvidersReply), async (_request, reply) => {
    const body: AuthProviderReply[] = services.oidcProviders.list().map((p) => ({ id: p.id, name: p.name }));
    return reply.send(body);
  });

  /** Begins the browser's redirect: the provider's authorization URL, and the flow's cookie. */
  app.post('/authentications/start', ok(authStartReply, { body: authStartForm }), async (request, reply) => {
    const { provider } = parseWith(authStartForm, request.body);
    const { url, flowId } = await services.social.start(provider, redirectUri(request, app.ctx, provider), request.ip);
    reply.setCookie(FLOW_COOKIE, flowId, {
      path: '/api',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: 600,
      secure: config.publicUrl?.startsWith('https://') ?? false,
    });
    return reply.send({ url });
  });

  /** The provider's answer, as the callback page received it: signs in, or starts a registration. */
  app.post('/authentications/callback', ok(authSignInReply, { body: authCallbackBody }), async (request, reply) => {
    const body = parseWith(authCallbackBody, request.body);
    reply.clearCookie(FLOW_COOKIE, { path: '/api' });
    const result = await services.social.callback(
      body.provider,
      request.cookies[FLOW_COOKIE],
      redirectUri(request, app.ctx, body.provider),
      body.query,
    );
    return sendResult(app.ctx, reply, result);
  });

  /** An app's access token from the provider (spec §7: POST /authentications/sign_in, form). */
  app.post(
    '/authentications/sign_in',
    ok(authSignInReply, { body: authSignInForm, consumes: BODY_FORMS }),
    async (request, reply) => {
      const form = parseWith(authSignInForm, request.body, 'oidc_token_invalid', 401);
      return sendResult(
        app.ctx,
        reply,
        await services.social.signInWithToken(form.provider, form.access_token, isOn(form.skip_register), request.ip),
      );
    },
  );

  /** Completes a registration (spec §7: PUT /authentications/sign_up, form). */
  app.put(
    '/authentications/sign_up',
    docs({ body: authSignUpForm, consumes: BODY_FORMS, replies: { 200: signInReply, 201: signInReply } }),
    async (request, reply) => {
      const form = parseWith(authSignUpForm, request.body);
      const puzzle =
        form.puzzle_id !== undefined && form.puzzle_x !== undefined
          ? { id: form.puzzle_id, x: form.puzzle_x, proof: form.puzzle_proof }
          : undefined;
      try {
        const { signedIn, created } = await services.social.signUp({
          token: form.auth_registration_token,
          email: form.email,
          password: form.password,
          name: form.name,
          address: request.ip,
          locale: request.locale,
          signupOpen: config.signup === 'open',
          puzzle,
        });
        if (created && !signedIn.user.email_verified_at) {
          await services.account
            .sendVerification(signedIn.user, baseUrl(request, config.publicUrl))
            .catch((error: unknown) => {
              request.log.warn({ err: error }, 'verification mail not sent');
            });
        }
        return reply.status(created ? 201 : 200).send(startBrowserSession(app.ctx, reply, signedIn));
      } catch (error) {
        if (error instanceof AppError)
          request.log.warn({ code: error.code, address: request.ip }, 'social sign-up refused');
        throw error;
      }
    },
  );
}
