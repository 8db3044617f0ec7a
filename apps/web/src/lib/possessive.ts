/**
 * The i18next context for "{0}'s Album" (spec §2): German writes the
 * possessive of a name ending in a hissing sound with the apostrophe alone
 * ("Max’ Album", "Hans’ Album"), every other name with an s ("Mias Album").
 * Each catalogue has both forms; only German's differ.
 */
export function possessiveContext(name: string): 'sibilant' | undefined {
  return /(s|ß|x|z|ce)$/iu.test(name.trim()) ? 'sibilant' : undefined;
}
