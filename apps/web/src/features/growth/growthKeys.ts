/** Query keys of special tags' values; one prefix, so a change refreshes the chart, the list and the tag page together. */
export const growthKeys = {
  all: (babyId: number) => ['tag_attrs', babyId] as const,
  list: (babyId: number, flag: string) => ['tag_attrs', babyId, 'flag', flag] as const,
  ofTag: (babyId: number, tagId: number) => ['tag_attrs', babyId, 'tag', tagId] as const,
  comments: (attrId: number) => ['tag_attr_comments', attrId] as const,
};
