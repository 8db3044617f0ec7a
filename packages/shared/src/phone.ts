import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE_TEXT_MAX } from './rules.js';

/** The country calling code a number typed without "+" is read in (spec §9: phone code default 86). */
export const DEFAULT_CALLING_CODE = '86';

/**
 * A phone number as typed, in E.164 ("+8613912345678"), or null when it is not a number that
 * can be dialled (spec §5: "Please input correct Phone No."). A number without "+" is read with
 * the default calling code. Only the server calls it today (the web shows its 422), so the
 * parser's metadata stays out of the web's bundles.
 */
export function normalizePhone(raw: string, defaultCallingCode: string = DEFAULT_CALLING_CODE): string | null {
  const text = raw.trim();
  if (text.length === 0 || text.length > PHONE_TEXT_MAX) return null;
  const parsed = parsePhoneNumberFromString(text, { defaultCallingCode });
  return parsed?.isValid() ? parsed.number : null;
}

/** How a stored E.164 number is shown back: international format, spaced as its country writes it. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
