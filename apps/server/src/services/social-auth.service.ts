import * as oidc from 'openid-client';
import {
  AUTH_REGISTRATION_SECONDS,
  isEmail,
  type AuthRegistrationReply,
  type LinkedIdentityReply,
} from '@sprout/shared';
import type { User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { IdentitiesRepo } from '../repositories/identities.repo.js';
import type { ThrottleRepo } from '../repositories/throttle.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { hashToken, randomToken } from '../util/tokens.js';
import { nowSeconds } from '../util/time.js';
import type { AuthService, PuzzleAnswer, SignedIn } from './auth.service.js';
import type { OidcProviders } from './oidc-providers.js';
import type { UserService } from './user.service.js';
import { reserveOrRefuse } from './throttle.js';

/** How long a browser may spend at the provider between leaving Sprout and coming back. */
const FLOW_SECONDS = 600;
/**
 * Each start and each app token writes a row before anyone is known: per client
 * address, 30 per 10 minutes (a person needs a handful), then "too fast".
 */
const PER_CLIENT = { max: 30, windowSeconds: 600 } as const;

/** What Sprout takes from a provider about the person: `sub` names them; the address only counts when verified. */
interface Identity {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** A sign-in, or a registration to complete (the route adds whether sign-up is open). */
export type SocialResult = { status: 'ok'; signedIn: SignedIn } | Omit<AuthRegistrationReply, 'signup_open'>;

export interface SocialSignUp {
  token: string;
  email: string;
  password: string;
  name?: string | undefined;
  address: string;
  locale: string;
  signupOpen: boolean;
  puzzle?: PuzzleAnswer | undefined;
}

function claimText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Providers send `email_verified` as a boolean, some as the string "true". */
function identityFrom(provider: string, claims: Record<string, unknown>): Identity {
  const subject = claimText(claims.sub);
  if (!subject) throw new AppError(401, 'oidc_token_invalid');
  const email = claimText(claims.email)?.toLowerCase() ?? null;
  return {
    provider,
    subject,
    email: email && isEmail(email) ? email : null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: claimText(claims.name)?.slice(0, 100) ?? null,
  };
}

/**
 * Social sign-in over OpenID Connect (spec §7 Authentications; ADR 0017): the
 * browser's redirect flow (authorization code, PKCE, state, nonce), an app's
 * access token, registration of an identity no account has, linking one to an
 * existing account with that account's password, and the profile's list.
 */
export class SocialAuthService {
  constructor(
    private readonly providers: OidcProviders,
    private readonly identities: IdentitiesRepo,
    private readonly usersRepo: UsersRepo,
    private readonly users: UserService,
    private readonly auth: AuthService,
    private readonly throttle: ThrottleRepo,
  ) {}

  /** The browser leaves for the provider: `flowId` goes into an httpOnly cookie, the rest stays here. */
  async start(providerId: string, redirectUri: string, client: string): Promise<{ url: string; flowId: string }> {
    const provider = this.providers.get(providerId);
    await reserveOrRefuse(this.throttle, [{ key: `social:${client}`, ...PER_CLIENT }]);
    const config = await this.providers.configuration(providerId);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const flowId = randomToken();
    const now = nowSeconds();
    // Ended flows and registrations are useless to anyone; a family album starts few, so each start clears them.
    await this.identities.sweep(now);
    await this.identities.insertFlow({
      id_hash: hashToken(flowId),
      provider: providerId,
      code_verifier: codeVerifier,
      state,
      nonce,
      expires_at: now + FLOW_SECONDS,
      created_at: now,
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...(provider.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
    });
    return { url: url.href, flowId };
  }

  /**
   * The provider sent the browser back. The flow (found by the cookie's id) is
   * spent whatever happens, so an answer is tried once; its state must be the one
   * this browser was given, then openid-client exchanges the code with the PKCE
   * verifier and checks the ID token (signature, issuer, audience, nonce).
   */
  async callback(
    providerId: string,
    flowId: string | undefined,
    redirectUri: string,
    query: string,
  ): Promise<SocialResult> {
    this.providers.get(providerId);
    const now = nowSeconds();
    const flow = flowId ? await this.identities.spendFlow(hashToken(flowId), now) : undefined;
    if (!flow || flow.provider !== providerId) throw new AppError(400, 'oidc_flow_invalid');
    const current = new URL(redirectUri);
    current.search = query.startsWith('?') ? query.slice(1) : query;
    if (current.searchParams.get('state') !== flow.state) throw new AppError(400, 'oidc_state_mismatch');
    if (current.searchParams.has('error')) throw new AppError(400, 'oidc_denied');
    const config = await this.providers.configuration(providerId);
    let claims: Record<string, unknown> | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
      // A provider that keeps the address out of the ID token gives it at userinfo, for the same subject.
      if (claims && claims.email === undefined && tokens.access_token) {
        claims = {
          ...claims,
          ...(await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub))),
          sub: claims.sub,
        };
      }
    } catch (error) {
      throw this.providerError(error, providerId, 'oidc_code_invalid');
    }
    if (!claims) throw new AppError(400, 'oidc_code_invalid');
    return this.resolve(identityFrom(providerId, claims), false, false);
  }

  /**
   * POST /authentications/sign_in: an app's access token. Where the provider
   * offers introspection, the token must be live and issued to Sprout's client (a
   * token some other site obtained for itself is refused); the person is read from
   * the provider's userinfo with that token.
   */
  async signInWithToken(
    providerId: string,
    accessToken: string,
    skipRegister: boolean,
    client: string,
  ): Promise<SocialResult> {
    const provider = this.providers.get(providerId);
    await reserveOrRefuse(this.throttle, [{ key: `social:${client}`, ...PER_CLIENT }]);
    const config = await this.providers.configuration(providerId);
    let claims: Record<string, unknown>;
    try {
      if (config.serverMetadata().introspection_endpoint) {
        const introspected = await oidc.tokenIntrospection(config, accessToken);
        if (!introspected.active || introspected.client_id !== provider.clientId)
          throw new AppError(401, 'oidc_token_invalid');
      }
      claims = await oidc.fetchUserInfo(config, accessToken, oidc.skipSubjectCheck);
    } catch (error) {
      throw this.providerError(error, providerId, 'oidc_token_invalid', 401);
    }
    return this.resolve(identityFrom(providerId, claims), true, skipRegister);
  }

  /** A linked identity signs in; any other starts a registration (none with `skip_register`). */
  private async resolve(identity: Identity, remember: boolean, skipRegister: boolean): Promise<SocialResult> {
    const linked = await this.identities.find(identity.provider, identity.subject);
    if (linked) {
      const user = await this.usersRepo.findById(linked.user_id);
      if (user && user.deleted_at === null)
        return { status: 'ok', signedIn: await this.auth.startSession(user, remember) };
    }
    if (skipRegister) throw new AppError(404, 'oidc_not_registered');
    const token = randomToken();
    const now = nowSeconds();
    const expiresAt = now + AUTH_REGISTRATION_SECONDS;
    await this.identities.insertRegistration({
      token_hash: hashToken(token),
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      email_verified: identity.emailVerified ? 1 : 0,
      name: identity.name,
      expires_at: expiresAt,
      created_at: now,
    });
    // Only a verified address is compared with the accounts: an unverified one tells nothing and links nothing.
    const existing =
      identity.emailVerified &&
      identity.email !== null &&
      (await this.usersRepo.findByEmail(identity.email)) !== undefined;
    return {
      status: 'register',
      auth_registration_token: token,
      provider: identity.provider,
      provider_name: this.providers.name(identity.provider),
      email: identity.email,
      email_verified: identity.emailVerified,
      name: identity.name,
      existing_account: existing,
      expires_at: expiresAt,
    };
  }

  /**
   * PUT /authentications/sign_up. An address that has an account links the
   * identity to it, but only with that account's password, checked like a
   * sign-in (limits, puzzle): a provider's word about an address never opens an
   * account by itself. Any other address makes a new account (where sign-up is
   * open), verified only when it is the address the provider verified.
   */
  async signUp(input: SocialSignUp): Promise<{ signedIn: SignedIn; created: boolean }> {
    const tokenHash = hashToken(input.token);
    const now = nowSeconds();
    const registration = await this.identities.findRegistration(tokenHash, now);
    if (!registration) throw new AppError(404, 'registration_invalid');
    const email = input.email.trim().toLowerCase();
    const existing = await this.usersRepo.findByEmail(email);
    let signedIn: SignedIn;
    let created = false;
    if (existing) {
      signedIn = await this.auth.signIn({
        login: email,
        password: input.password,
        remember: true,
        address: input.address,
        puzzle: input.puzzle,
      });
      if (!(await this.identities.spendRegistration(tokenHash, nowSeconds()))) {
        // A parallel use spent it first: the session just made is nobody's to keep.
        await this.auth.signOut(signedIn.session);
        throw new AppError(404, 'registration_invalid');
      }
    } else {
      if (!input.signupOpen) throw new AppError(403, 'signup_closed');
      if (!(await this.identities.spendRegistration(tokenHash, now))) throw new AppError(404, 'registration_invalid');
      const user = await this.users.create({
        email,
        password: input.password,
        locale: input.locale,
        name: input.name?.trim() || registration.name || undefined,
        emailVerified: registration.email_verified === 1 && registration.email === email,
      });
      signedIn = await this.auth.startSession(user, true);
      created = true;
    }
    const linked = await this.identities.link({
      user_id: signedIn.user.id,
      provider: registration.provider,
      subject: registration.subject,
      email: registration.email_verified === 1 ? registration.email : null,
      created_at: nowSeconds(),
    });
    if (!linked) {
      const owner = await this.identities.find(registration.provider, registration.subject);
      if (owner?.user_id !== signedIn.user.id) {
        await this.auth.signOut(signedIn.session);
        throw new AppError(409, 'identity_taken', { provider: this.providers.name(registration.provider) });
      }
    }
    return { signedIn, created };
  }

  async listFor(user: User): Promise<LinkedIdentityReply[]> {
    const rows = await this.identities.listForUser(user.id);
    return rows.map((row) => ({
      provider: row.provider,
      provider_name: this.providers.name(row.provider),
      email: row.email,
      created_at: row.created_at,
    }));
  }

  /** The account keeps its password, so removing a provider never locks anyone out. */
  async unlink(user: User, provider: string): Promise<void> {
    if (!(await this.identities.unlink(user.id, provider))) throw new AppError(404, 'not_found');
  }

  /** What a provider's refusal means for the person: its own errors are 4xx, an unreachable provider 503. */
  private providerError(
    error: unknown,
    providerId: string,
    code: 'oidc_code_invalid' | 'oidc_token_invalid',
    status = 400,
  ): AppError {
    if (error instanceof AppError) return error;
    if (
      error instanceof oidc.ResponseBodyError ||
      error instanceof oidc.AuthorizationResponseError ||
      error instanceof oidc.WWWAuthenticateChallengeError
    ) {
      return new AppError(status, code);
    }
    if (error instanceof oidc.ClientError && error.code !== 'OAUTH_TIMEOUT') return new AppError(status, code);
    return new AppError(503, 'oidc_provider_unavailable', { provider: this.providers.name(providerId) });
  }
}
