/**
 * The reader's text size (issue 13): a factor on the root font size. Mantine
 * sizes everything in rem and the timeline's row heights follow the root font
 * size (useFontScale), so one number makes the whole album larger.
 */
export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const TEXT_FACTOR: Record<TextSize, number> = { normal: 1, large: 1.125, larger: 1.25 };

export function isTextSize(value: unknown): value is TextSize {
  return typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value);
}

/** Kept per user on this device (localStorage), so two people sharing a tablet each keep their own. */
export function textSizeKey(userId: number): string {
  return `sprout.textSize.${userId}`;
}
