import type { AlbumExportReply, AlbumImportReply } from '@sprout/shared';
import { apiRequest } from './client';
import { apiUpload, type UploadOptions } from './uploadRequest';

export type { AlbumExportReply, AlbumImportReply };

export function startAlbumExport(babyId: number): Promise<AlbumExportReply> {
  return apiRequest<AlbumExportReply>('POST', `/babies/${babyId}/album_exports`, { json: {} });
}

export function fetchAlbumExport(id: string, signal?: AbortSignal): Promise<AlbumExportReply> {
  return apiRequest<AlbumExportReply>('GET', `/album_exports/${encodeURIComponent(id)}`, { signal });
}

/**
 * Uploads an album archive, reporting the bytes sent; the server rebuilds it as a new baby of this user once
 * the last byte is in, so an upload aborted through the signal creates nothing.
 */
export function importAlbum(file: File, options: UploadOptions = {}): Promise<AlbumImportReply> {
  const formData = new FormData();
  formData.set('archive', file, file.name);
  return apiUpload<AlbumImportReply>('/album_imports', formData, options);
}
