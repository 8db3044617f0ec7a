import type { FamilyRelationsReply } from '@sprout/shared';
import { apiRequest } from './client';

export function fetchFamilyRelations(signal?: AbortSignal): Promise<FamilyRelationsReply> {
  return apiRequest<FamilyRelationsReply>('GET', '/family_relations', { signal });
}
