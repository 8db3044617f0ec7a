import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palettes with their darker half (6–9) made darker, so that every
 * text the app draws in them reads at 4.5:1 or more (WCAG 1.4.3, issue 13):
 * shade 6 is filled buttons under white text, links and accents on white;
 * shade 9 is the text of light buttons, badges, alerts and the active nav
 * link, on shades 1 and 2. The light half (backgrounds, borders) is Mantine's.
 * Ratios are in the comments (checked again by axe in e2e/a11y.spec.ts).
 */
function darkened(name: keyof typeof DEFAULT_THEME.colors, dark: [string, string, string, string]): MantineColorsTuple {
  const light = (DEFAULT_THEME.colors[name] ?? []).slice(0, 6);
  return [...light, ...dark] as unknown as MantineColorsTuple;
}

const colors = {
  // 6: 5.3:1 under white; 9: 8.2:1 on teal-1, 7.2:1 on teal-2.
  teal: darkened('teal', ['#0b7a5c', '#096b50', '#075e46', '#05503c']),
  // 6: 5.0:1 under white; 9: 6.2:1 on red-2.
  red: darkened('red', ['#d32f2f', '#b72626', '#a61e1e', '#8f1b1b']),
  // 9: 5.7:1 on yellow-2 (yellow is only used for light alerts and buttons).
  yellow: darkened('yellow', ['#a15c00', '#955400', '#8f5000', '#8a4b00']),
  // 6: 5.2:1 under white; 9: 5.4:1 on orange-2.
  orange: darkened('orange', ['#c2410c', '#a9380b', '#9a3412', '#7c2d12']),
  // 6: 5.0:1 under white; 9: 6.0:1 on blue-2.
  blue: darkened('blue', ['#1971c2', '#1864ab', '#145591', '#124a80']),
  // 6: 5.7:1 under white (a liked heart).
  pink: darkened('pink', ['#c2255c', '#a61e4d', '#911a43', '#7a1639']),
  // 6 is "dimmed" text: 5.8:1 on white, 4.9:1 on gray-2, 5.4:1 on teal-0 (Mantine's #868e96 was 3.3:1).
  gray: [
    ...DEFAULT_THEME.colors.gray.slice(0, 6),
    '#5f666d',
    ...DEFAULT_THEME.colors.gray.slice(7),
  ] as unknown as MantineColorsTuple,
};

export const theme = createTheme({
  primaryColor: 'teal',
  colors,
  // A filled button in a light colour gets dark text instead of white.
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "Noto Sans KR", "Noto Sans JP", sans-serif',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
});
