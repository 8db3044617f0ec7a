/** Text length as the spec counts it (§5): characters 0-128 count 1, all others 2. */
export function textLength(text: string): number {
  let length = 0;
  for (const char of text) length += (char.codePointAt(0) ?? 0) <= 128 ? 1 : 2;
  return length;
}

/** Counts words the way the 1000-word limit does: CJK characters each count as a word. */
export function wordCount(text: string): number {
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0;
  const rest = text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu, ' ');
  return cjk + (rest.match(/[\p{L}\p{N}]+/gu)?.length ?? 0);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** At least 8 characters, with at least one letter and one number (spec §5). */
export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && /\p{L}/u.test(value) && /\p{N}/u.test(value);
}
