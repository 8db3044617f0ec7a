/** TanStack Query keys, in one place so invalidations match. */
export const queryKeys = {
  user: ['user'] as const,
  family: ['family_relations'] as const,
  events: (babyId: number) => ['events', babyId] as const,
};
