/**
 * Input rules both sides apply: the web to answer before asking, the server
 * to refuse what breaks them. Written once here so the two cannot drift.
 */
import { TAG_NAME_MAX } from './constants.js';
import type { Relation } from './enums.js';

import { LIMITS } from './constants.js';
import { wordCount } from './text.js';

/** A name (of a person or a baby) has 1 to 60 characters. */
export const NAME_MAX = 60;
/** A relation in one's own words ("Godmother") has at most 30 characters. */
export const RELATION_NAME_MAX = 30;

const NAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'\-·]*$/u;

/** A person's name: "standard words" (letters, marks, digits, spaces and . ' - ·), at most NAME_MAX characters. */
export function isValidName(name: string): boolean {
  return name.length <= NAME_MAX && NAME.test(name);
}

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isValidDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A relation being chosen or edited: one of the list, or 'custom' with the person's own words. */
export interface RelationDraft {
  /** Null until chosen: an invitation asks for it rather than assuming "Family" (issue 23). */
  relation: Relation | null;
  relationName: string;
}

export type RelationProblem = 'relation_missing' | 'relation_name_missing' | 'relation_name_too_long';

/** A custom relation needs its own words, at most RELATION_NAME_MAX characters. */
export function relationProblem(draft: RelationDraft): RelationProblem | null {
  if (draft.relation === null) return 'relation_missing';
  if (draft.relation !== 'custom') return null;
  const name = draft.relationName.trim();
  if (name === '') return 'relation_name_missing';
  if (name.length > RELATION_NAME_MAX) return 'relation_name_too_long';
  return null;
}

/** Whether the relation differs from what the server has, so only real changes are sent. */
export function relationChanged(
  draft: RelationDraft,
  stored: { relation: Relation; relation_name: string | null },
): boolean {
  if (draft.relation !== stored.relation) return true;
  return draft.relation === 'custom' && draft.relationName.trim() !== (stored.relation_name ?? '');
}

/** Why a tag name is refused, in the words of the errors catalogue; null when it is fine. */
export type TagNameProblem = 'tag_name_empty' | 'one_word_at_least' | 'tag_name_too_long';

/** The rules of a tag name, applied by the dialog and again by the server (spec §5). */
export function tagNameProblem(raw: string): TagNameProblem | null {
  const name = raw.trim();
  if (name === '') return 'tag_name_empty';
  if (!/[\p{L}\p{N}]/u.test(name)) return 'one_word_at_least';
  if ([...name].length > TAG_NAME_MAX) return 'tag_name_too_long';
  return null;
}

/** How names compare: trimmed and case-insensitive, so "First Smile" and "first smile " are one tag. */
export function tagNameKey(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * The personal domain (spec §5): letters, numbers and '-', 2 to 40
 * characters, not starting or ending with '-'. It is stored lower-cased.
 */
export const DOMAIN_MIN = 2;
export const DOMAIN_MAX = 40;

export type DomainFormat = 'empty' | 'ok' | 'bad_characters' | 'too_short' | 'too_long' | 'edge_hyphen';

/** What is wrong with a typed personal domain, or 'ok'. */
export function domainFormat(raw: string): DomainFormat {
  const value = raw.trim();
  if (value === '') return 'empty';
  if (!/^[A-Za-z0-9-]+$/.test(value)) return 'bad_characters';
  if (value.length < DOMAIN_MIN) return 'too_short';
  if (value.length > DOMAIN_MAX) return 'too_long';
  if (value.startsWith('-') || value.endsWith('-')) return 'edge_hyphen';
  return 'ok';
}

/** The domain as it is stored (trimmed, lower case), or null when it is not well-formed. */
export function normalizeDomain(raw: string): string | null {
  return domainFormat(raw) === 'ok' ? raw.trim().toLowerCase() : null;
}

/**
 * First path segments the app and the server use themselves: never a
 * personal domain, or /login would open someone's album. Tests read the web's
 * route table (apps/web/test/reservedPaths.test.ts) and the server's
 * (apps/server/test/api/reserved-paths.test.ts) and fail on a segment missing here.
 */
export const RESERVED_PATHS: readonly string[] = [
  'login',
  'password',
  'addbaby',
  'babylist',
  'addfamily',
  'nologinfeedback',
  'faq',
  'introduce',
  'privacy',
  'terms',
  'timeline',
  'babyinfo',
  'feedback',
  'download',
  'noaccount',
  'invitation',
  'api',
  'media',
  'tus',
  'assets',
  'admin',
  'static',
  'www',
  'help',
  'support',
  'trash',
  'profile',
  'qr',
  'auth',
  'email',
  'unsubscribe',
  'notifications',
  // The operator's probes and metrics (ADR 0031).
  'healthz',
  'readyz',
  'metrics',
];

/** Whether a normalized domain is one of the reserved paths. */
export function isReservedDomain(domain: string): boolean {
  return RESERVED_PATHS.includes(domain.toLowerCase());
}

/** The earliest time a post may carry: 1900-01-01 00:00 UTC, in Unix seconds. */
export const TAKEN_AT_MIN = -2_208_988_800;
/** How far ahead of now a post's time may be: a day covers time zones and a fast camera clock. */
export const TAKEN_AT_MAX_AHEAD = 86_400;

/** Whether a post's time (Unix seconds) is one a family could have taken: from 1900 to a day from now. */
export function isSensibleTakenAt(seconds: number, nowSeconds = Date.now() / 1000): boolean {
  return Number.isInteger(seconds) && seconds >= TAKEN_AT_MIN && seconds <= nowSeconds + TAKEN_AT_MAX_AHEAD;
}

/** Whether JavaScript can show this time at all (a Date holds ±8.64e15 ms); anything else would break a screen. */
export function isShowableTime(seconds: number): boolean {
  return Number.isFinite(seconds) && Math.abs(seconds * 1000) <= 8.64e15;
}

/**
 * What is wrong with a text's words (a diary entry's, a text moment's): it
 * needs some (spec §5 "Please input some words") and at most LIMITS.maxTextWords
 * ("Limit 1000 words"), counted after trimming; null when it may be sent.
 */
export function textProblem(raw: string): 'some_words' | 'too_many_words' | null {
  const words = wordCount(raw.trim());
  if (words === 0) return 'some_words';
  if (words > LIMITS.maxTextWords) return 'too_many_words';
  return null;
}

/**
 * A custom audience (spec §5): at least one member chosen, the author among
 * them. Null for any other privacy, or when the choice is fine; `authorId`
 * null when the author is not known yet (the web before the profile loads).
 */
export function audienceProblem(
  privacy: string,
  chosen: readonly number[],
  authorId: number | null,
): 'choose_one_member' | 'must_choose_yourself' | null {
  if (privacy !== 'custom') return null;
  if (chosen.length === 0) return 'choose_one_member';
  if (authorId !== null && !chosen.includes(authorId)) return 'must_choose_yourself';
  return null;
}

/**
 * The calendar day (YYYY-MM-DD) at the poster's place, which decides the event
 * a moment joins: `timeZoneOffset` is minutes behind UTC, as JavaScript's
 * getTimezoneOffset() gives it.
 */
export function localDay(takenAtGmt: number, timeZoneOffset: number): string {
  return new Date((takenAtGmt - timeZoneOffset * 60) * 1000).toISOString().slice(0, 10);
}

/** Longest phone number text accepted before parsing: E.164 is 15 digits, the rest is room for spaces and dashes. */
export const PHONE_TEXT_MAX = 40;
