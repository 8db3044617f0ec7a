import { UPLOAD_ERROR_CODES } from './enums.js';

/**
 * Stable error codes sent as `{ error: { code, message } }`. Each code has a
 * translated message under `errors.<code>` in every locale catalogue.
 */
export const ERROR_CODES = {
  ...UPLOAD_ERROR_CODES,
  badRequest: 'bad_request',
  bodyNotObject: 'body_not_object',
  invalidCredentials: 'invalid_credentials',
  tooFast: 'too_fast',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  noPermissionToView: 'no_permission_to_view',
  notFound: 'not_found',
  invalidEmail: 'invalid_email',
  invalidPassword: 'invalid_password',
  invalidName: 'invalid_name',
  invalidPhone: 'invalid_phone',
  emailTaken: 'email_taken',
  uploadTokenMissing: 'upload_token_missing',
  uploadTokenInvalid: 'upload_token_invalid',
  uploadNotFinished: 'upload_not_finished',
  duplicate: 'duplicate',
  tooManyFiles: 'too_many_files',
  fileTooLarge: 'file_too_large',
  formTooLarge: 'form_too_large',
  crossSite: 'cross_site',
  mustChooseYourself: 'must_choose_yourself',
  chooseOneMember: 'choose_one_member',
  lastAdmin: 'last_admin',
  grantTooHigh: 'grant_too_high',
  alreadyMember: 'already_member',
  inviteYourself: 'invite_yourself',
  domainAdminOnly: 'domain_admin_only',
  relationAdminOnly: 'relation_admin_only',
  invitationInvalid: 'invitation_invalid',
  invitationExpired: 'invitation_expired',
  invitationOtherAccount: 'invitation_other_account',
  domainInvalid: 'domain_invalid',
  domainTaken: 'domain_taken',
  profileIncomplete: 'profile_incomplete',
  tooManyWords: 'too_many_words',
  invalidTime: 'invalid_time',
  databaseUnavailable: 'database_unavailable',
  storageFull: 'storage_full',
  storageUnavailable: 'storage_unavailable',
  mediaBusy: 'media_busy',
  internal: 'internal',
  invalidChecksums: 'invalid_checksums',
  deleteError: 'delete_error',
  tagNameEmpty: 'tag_name_empty',
  oneWordAtLeast: 'one_word_at_least',
  tagNameTooLong: 'tag_name_too_long',
  tagExists: 'tag_exists',
  someWords: 'some_words',
  emailUnknown: 'email_unknown',
  resetLinkInvalid: 'reset_link_invalid',
  resetLinkExpired: 'reset_link_expired',
  mailNotSent: 'mail_not_sent',
  puzzleRequired: 'puzzle_required',
  puzzleFailed: 'puzzle_failed',
  signupClosed: 'signup_closed',
  wrongPassword: 'wrong_password',
  lastAdminOfFamily: 'last_admin_of_family',
  verifyLinkInvalid: 'verify_link_invalid',
  qrExpired: 'qr_expired',
  tagAttrValueRequired: 'tag_attr_value_required',
  heightOutOfRange: 'height_out_of_range',
  weightOutOfRange: 'weight_out_of_range',
  headCircumferenceOutOfRange: 'head_circumference_out_of_range',
  measuredOnInvalid: 'measured_on_invalid',
  measuredOnFuture: 'measured_on_future',
  measuredOnBeforeBirth: 'measured_on_before_birth',
  placeNeedsPhoto: 'place_needs_photo',
  placeRequired: 'place_required',
  placeTooLong: 'place_too_long',
  tagAttrExists: 'tag_attr_exists',
  oidcProviderUnknown: 'oidc_provider_unknown',
  oidcProviderUnavailable: 'oidc_provider_unavailable',
  oidcFlowInvalid: 'oidc_flow_invalid',
  oidcStateMismatch: 'oidc_state_mismatch',
  oidcCodeInvalid: 'oidc_code_invalid',
  oidcDenied: 'oidc_denied',
  oidcTokenInvalid: 'oidc_token_invalid',
  oidcNotRegistered: 'oidc_not_registered',
  registrationInvalid: 'registration_invalid',
  identityTaken: 'identity_taken',
  emailChangeInvalid: 'email_change_invalid',
  emailUnchanged: 'email_unchanged',
  pushEndpointRefused: 'push_endpoint_refused',
  pushUnavailable: 'push_unavailable',
  unsubscribeInvalid: 'unsubscribe_invalid',
  unsubscribeUsed: 'unsubscribe_used',
  timeZoneInvalid: 'time_zone_invalid',
  freeStorageUsedUp: 'free_storage_used_up',
  vipExpired: 'vip_expired',
  vipNoQuota: 'vip_no_quota',
  vipAlready: 'vip_already',
  vipGrantFailed: 'vip_grant_failed',
  tooManyScreenshots: 'too_many_screenshots',
  archiveDamaged: 'archive_damaged',
  archiveVersionUnsupported: 'archive_version_unsupported',
  archiveHostile: 'archive_hostile',
  archiveTooLarge: 'archive_too_large',
  exportOriginalMissing: 'export_original_missing',
  exportNotReady: 'export_not_ready',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const CODES: readonly string[] = Object.values(ERROR_CODES);

/** Whether a code is one of ours, and so has a message in the errors catalogue. */
export function isErrorCode(value: string): value is ErrorCode {
  return CODES.includes(value);
}

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    field?: string;
    /** Facts besides the code; `puzzle_required_next` on a failed sign-in after which the next attempt needs the puzzle. */
    details?: { puzzle_required_next?: boolean };
  };
}
