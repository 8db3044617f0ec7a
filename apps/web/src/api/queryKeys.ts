/** TanStack Query keys, in one place so invalidations match. */
export const queryKeys = {
  user: ['user'] as const,
  family: ['family_relations'] as const,
  familyMembers: (babyId: number) => ['family_members', babyId] as const,
  babyBackground: (babyId: number) => ['baby_background', babyId] as const,
  address: (address: string) => ['baby_address', address] as const,
  events: (babyId: number) => ['events', babyId] as const,
  event: (eventId: number) => ['event', eventId] as const,
  moment: (momentId: number) => ['moment', momentId] as const,
  comments: (type: 'event' | 'moment', id: number) => ['comments', type, id] as const,
  navigations: (babyId: number, locale: string) => ['navigations', babyId, locale] as const,
  navigationsOf: (babyId: number) => ['navigations', babyId] as const,
  trash: (babyId: number) => ['trash', babyId] as const,
  tags: (babyId: number) => ['moment_tags', babyId] as const,
  tagged: (babyId: number, tagId: number) => ['tagging_records', babyId, 'tag', tagId] as const,
  momentTags: (babyId: number, momentId: number) => ['tagging_records', babyId, 'moment', momentId] as const,
};
