/** An album export as the web polls it (docs/EXPORT.md): being prepared, then ready to download. */
export interface AlbumExportReply {
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
export interface AlbumImportReply {
  baby_id: number;
  name: string;
  moments: number;
  invited: number;
}
