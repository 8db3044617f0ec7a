import { Button } from '@mantine/core';

/** A small button of one upload row (stop, continue, retry, delete), named for its file to a screen reader. */
export function RowButton({
  label,
  aria,
  onClick,
  testId,
  color,
}: {
  label: string;
  aria: string;
  onClick: () => void;
  testId: string;
  color?: string;
}) {
  return (
    <Button
      size="compact-xs"
      variant="light"
      color={color}
      onClick={onClick}
      aria-label={aria}
      data-testid={testId}
      style={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}
