/** Events (the moments of one day and batch) and their captions (/events). */
import { z } from 'zod';
import type { EventLayout } from '../enums.js';
import type { MomentReply } from './moments.js';

export interface EventAbilities { update: boolean; comment: boolean; like: boolean }

export interface EventReply {
  id: number;
  id_str: string;
  baby_id: number;
  taken_at_gmt: number;
  updated_at_in_ts: number;
  active: boolean;
  layout: EventLayout;
  layout_detail: null;
  caption: string;
  like: boolean;
  counts: { likes: number; comments: number; moments: number; pictures: number; videos: number; audios: number; texts: number };
  moments: MomentReply[];
  abilities: EventAbilities;
}

export interface EventsReply { list: EventReply[]; next_page: string | null }

/**
 * What the updates say of an event the viewer was shown before and cannot see now (deleted, made
 * private, its moments gone): only that it is gone, and when, so a device drops it from its cache.
 */
export interface InactiveEventEntry { id: number; active: false; updated_at_in_ts: number }

/** Changes since a time: `since` is what to ask for next time (the newest change seen). */
export interface EventUpdatesReply { list: Array<EventReply | InactiveEventEntry>; next_page: string | null; since: number }

export const captionBody = z.object({ caption: z.string().max(20_000) });
