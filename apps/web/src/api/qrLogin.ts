import type { QrInfoReply, QrKeyReply, QrLoginReply } from '@sprout/shared';
import { apiRequest } from './client';

/** A fresh QR sign-in key and its code (spec §7: GET /users/qr_key). */
export function fetchQrKey(signal?: AbortSignal): Promise<QrKeyReply> {
  return apiRequest<QrKeyReply>('GET', '/users/qr_key', { allowUnauthorized: true, ...(signal ? { signal } : {}) });
}

/** Asks whether the key was approved (spec §7: POST /users/qr_login, body key). */
export function pollQrLogin(key: string): Promise<QrLoginReply> {
  return apiRequest<QrLoginReply>('POST', '/users/qr_login', { json: { key }, allowUnauthorized: true });
}

/** What the approving phone is told about the device that shows the code. */
export function fetchQrInfo(key: string, signal?: AbortSignal): Promise<QrInfoReply> {
  return apiRequest<QrInfoReply>('GET', '/users/qr_info', { query: { key }, ...(signal ? { signal } : {}) });
}

export function decideQrLogin(key: string, approve: boolean): Promise<void> {
  return apiRequest<void>('POST', '/users/qr_approve', { json: { key, approve } });
}
