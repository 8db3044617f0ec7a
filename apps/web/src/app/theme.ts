import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "Noto Sans KR", "Noto Sans JP", sans-serif',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
});
