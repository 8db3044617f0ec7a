import { z } from 'zod';

/** An album export as the web polls it (album-archives.ts presents it as this). */
export interface ExportReply {
  id: string;
  baby_id: number;
  status: 'preparing' | 'ready' | 'failed';
  done_bytes: number;
  total_bytes: number;
  size: number | null;
  error: string | null;
  expires_at: number;
  /** Where to download it, once ready. */
  download_url: string | null;
}

/** An imported archive: the new baby, how many moments came with it, how many members were invited. */
export interface ImportReply {
  baby_id: number;
  name: string;
  moments: number;
  invited: number;
}

export const exportReply: z.ZodType<ExportReply> = z.object({
  id: z.string(),
  baby_id: z.number().int(),
  status: z.enum(['preparing', 'ready', 'failed']),
  done_bytes: z.number().int(),
  total_bytes: z.number().int(),
  size: z.number().int().nullable(),
  error: z.string().nullable(),
  expires_at: z.number(),
  download_url: z.string().nullable(),
});

export const importReply: z.ZodType<ImportReply> = z.object({
  baby_id: z.number().int(),
  name: z.string(),
  moments: z.number().int(),
  invited: z.number().int(),
});
