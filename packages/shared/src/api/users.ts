/** Sign-in, sign-up and the signed-in user (/users, /sessions). */
import { z } from 'zod';
import type { Gender } from '../enums.js';
import { NAME_MAX, PHONE_TEXT_MAX } from '../rules.js';
import { WEB_HINTS, type WebHint } from '../constants.js';

export const signInForm = z.object({
  login: z.string().trim().min(1).max(254),
  // Passwords are sent as typed (spec §5): never trimmed.
  password: z.string().min(1).max(1024),
  remember_me: z
    .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.literal('on')])
    .optional(),
  /** The puzzle slider check, once the server asks for it (GET /users/puzzle): its id and where the piece was dropped. */
  puzzle_id: z.string().min(10).max(100).optional(),
  puzzle_x: z.coerce.number().int().min(0).max(1000).optional(),
  /** The puzzle's proof of work (ADR 0024): a nonce found by solveProof. */
  puzzle_proof: z.string().max(20).optional(),
});

export const signUpForm = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().trim().min(1).max(1024),
  name: z.string().trim().max(NAME_MAX).optional(),
});

/**
 * Where media is served from (spec §3 config.cdns; ADR 0029): Sprout itself, each request checked
 * by the session (`auth: "session"`), even when the bytes live in a bucket. `expire` (seconds) is how
 * long the client may keep this before asking again; no signing key ever comes with it.
 */
export interface CdnConfig {
  url: string;
  auth: 'session';
  expire: number;
}

/** GET /user: the signed-in user, with the media configuration the client refreshes by asking again. */
export interface CurrentUserReply extends UserReply {
  config: { cdns: CdnConfig[] };
}

export interface UserReply {
  id: number;
  email: string;
  name: string;
  display_name: string;
  gender: Gender | null;
  profile_picture: string | null;
  /** Whether the user has shown they own their address (a mailed link). */
  email_verified: boolean;
  linked_baby_id: number | null;
  family_version: number;
  locale: string;
  /** Their own phone number in E.164, shown only to them; null when none is given. */
  phone: string | null;
  /** What this user may do beyond their families: open the support console (support staff, issue 22). */
  abilities: { use_support_console: boolean };
}

export interface SignInReply {
  auth_token: string;
  user: UserReply;
  config: { cdns: CdnConfig[] };
}

/** POST /users/password: mail a reset link. */
export const passwordResetForm = z.object({ email: z.string().trim().min(1).max(254) });

/** PUT /users/password: the mailed link's token and the new password (trimmed, spec §5). */
export const passwordSetForm = z.object({
  reset_password_token: z.string().min(20).max(200),
  password: z.string().trim().min(1).max(1024),
});

/** PUT /user/auth: the current password as typed, the new one trimmed (spec §5). */
export const changePasswordForm = z.object({
  current_password: z.string().min(1).max(1024),
  password: z.string().trim().min(1).max(1024),
});

/** PATCH /user (form or multipart): name trimmed (spec §5), gender, language; a profile picture as the file `profile_picture`. */
export const updateUserForm = z.object({
  name: z.string().trim().min(1).max(NAME_MAX).optional(),
  gender: z.enum(['boy', 'girl', 'unknown']).optional(),
  locale: z.string().max(10).optional(),
  /** As typed; the server keeps it in E.164 (see phone.ts), and an empty one removes it. */
  phone: z.string().max(PHONE_TEXT_MAX).optional(),
});

/** DELETE /user?password=…: the account's password, as typed. */
export const deleteUserQuery = z.object({ password: z.string().min(1).max(1024) });

/** GET /users/session: whether the request's cookie or token still signs someone in, 200 either way. */
export interface SessionStateReply {
  signed_in: boolean;
}

/** GET /users/signup: who may create an account (SIGNUP). */
export interface SignupModeReply {
  mode: 'invite' | 'open';
}

/** GET /users/login_available?login=… */
export const loginAvailableQuery = z.object({ login: z.string().trim().min(1).max(254) });
export interface LoginAvailableReply {
  available: boolean;
}

/** POST /verify_email (form): with `token`, the link of a verification mail; without, mail a new one to the signed-in user. */
export const verifyEmailForm = z.object({ token: z.string().min(20).max(200).optional() });

/** The puzzle slider check (spec §4): a picture with a gap, the piece to slide into it at height `piece_y`. */
export interface PuzzleReply {
  id: string;
  width: number;
  height: number;
  piece_size: number;
  piece_y: number;
  /** The zero bits the proof of work must reach (solveProof). */
  proof_bits: number;
  image: string;
  piece: string;
}

/** GET /users/qr_key: a fresh key, the address it encodes ({PUBLIC_URL}/qr/{key}) and that code as an SVG data URL. */
export interface QrKeyReply {
  key: string;
  expires_at: number;
  url: string;
  qr: string;
}

export const qrKeyBody = z.object({ key: z.string().min(20).max(200) });

/** POST /users/qr_login: `await` keeps polling; `invalid` (refused, used, unknown) and `expired` end the key; `ok` carries the sign-in. */
export type QrLoginReply =
  { status: 'await' } | { status: 'invalid' } | { status: 'expired' } | ({ status: 'ok' } & SignInReply);

/** GET /users/qr_info?key=: what the approving phone is told about the device asking to sign in. */
export interface QrInfoReply {
  browser: string;
  address: string;
  created_at: number;
  expires_at: number;
}

/** POST /users/qr_approve: the signed-in user lets the other device in as themselves, or refuses. */
export const qrApproveBody = z.object({ key: z.string().min(20).max(200), approve: z.boolean() });

export const webHintQuery = z.object({ hint_name: z.enum(WEB_HINTS) });
/** `exist`: the hint is still to be shown (the user has not closed it). */
export interface WebHintReply {
  hint_name: WebHint;
  exist: boolean;
}

/** PUT /user/email: a new address, with the current password (as typed); it takes effect when the link mailed to it is opened. */
export const changeEmailForm = z.object({
  email: z.string().trim().min(1).max(254),
  current_password: z.string().min(1).max(1024),
});

/** POST /email_change (form): the token of the link mailed to the new address. */
export const confirmEmailChangeForm = z.object({ token: z.string().min(20).max(200) });
