/** The trash (ADR 0015): deleted moments kept for TRASH_DAYS, then deleted for good (/trash). */
import { z } from 'zod';
import type { MomentType } from '../enums.js';

export const trashQuery = z.object({
  baby_id: z.coerce.number().int().positive(),
  next_page: z.string().max(100).optional(),
});

export interface TrashAbilities {
  restore: boolean;
  purge: boolean;
}

export interface TrashItem {
  id: number;
  event_id: number;
  baby_id: number;
  author_id: number;
  type: MomentType;
  content: string;
  /** A small picture (or video poster) of the deleted moment; null for audio and text. */
  thumb: string | null;
  picture_width: number | null;
  picture_height: number | null;
  duration: number | null;
  taken_at_gmt: number;
  deleted_at: number;
  deleted_by: number | null;
  /** When the job deletes it for good (Unix seconds). */
  purge_at: number;
  abilities: TrashAbilities;
}

export interface TrashReply {
  list: TrashItem[];
  next_page: string | null;
}

export interface RestoreReply {
  moment_id: number;
  event_id: number;
}
