import { apiRequest } from './client';

/** An album export being prepared, then ready to download (docs/EXPORT.md). */
export interface AlbumExportReply {
  id: string;
  baby_id: number;
  status: 'preparing' | 'ready' | 'failed';
  done_bytes: number;
  total_bytes: number;
  size: number | null;
  error: string | null;
  expires_at: number;
  download_url: string | null;
}

export interface AlbumImportReply {
  baby_id: number;
  name: string;
  moments: number;
}

export function startAlbumExport(babyId: number): Promise<AlbumExportReply> {
  return apiRequest<AlbumExportReply>('POST', `/babies/${babyId}/album_exports`, { json: {} });
}

export function fetchAlbumExport(id: string, signal?: AbortSignal): Promise<AlbumExportReply> {
  return apiRequest<AlbumExportReply>('GET', `/album_exports/${encodeURIComponent(id)}`, { signal });
}

/** Uploads an album archive; the server rebuilds it as a new baby of this user. */
export function importAlbum(file: File): Promise<AlbumImportReply> {
  const formData = new FormData();
  formData.set('archive', file, file.name);
  return apiRequest<AlbumImportReply>('POST', '/album_imports', { formData });
}
