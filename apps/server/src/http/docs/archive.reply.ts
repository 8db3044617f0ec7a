import type { AlbumExportReply as ExportReply, AlbumImportReply as ImportReply } from '@sprout/shared';
import { z } from 'zod';

export type { ExportReply, ImportReply };

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
