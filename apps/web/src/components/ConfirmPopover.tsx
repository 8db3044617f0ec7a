import { useId, type ReactNode } from 'react';
import { Button, Group, Popover, Text, type PopoverProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

interface ConfirmPopoverProps {
  /** The button that asks; it gets the toggle to open the question. */
  target: (toggle: () => void) => ReactNode;
  title?: string;
  body: string;
  cancel: string;
  confirm: string;
  onConfirm: () => void;
  position?: PopoverProps['position'];
  width?: number;
  confirmTestId?: string;
}

/**
 * A destructive action asked once more in a small dialog beside its button: focus moves into it and
 * back, Escape or Cancel closes it, and only the red button does the deed.
 */
export function ConfirmPopover({
  target,
  title,
  body,
  cancel,
  confirm,
  onConfirm,
  position = 'top',
  width = 300,
  confirmTestId,
}: ConfirmPopoverProps) {
  const [opened, { close, toggle }] = useDisclosure(false);
  const titleId = useId();
  const bodyId = useId();
  return (
    <Popover
      opened={opened}
      onChange={(o) => !o && close()}
      position={position}
      withArrow
      trapFocus
      returnFocus
      shadow="md"
      withinPortal={false}
    >
      <Popover.Target>{target(toggle)}</Popover.Target>
      <Popover.Dropdown maw={width} role="alertdialog" aria-labelledby={title ? titleId : bodyId}>
        {title && (
          <Text fw={600} id={titleId}>
            {title}
          </Text>
        )}
        <Text size="sm" c={title ? 'dimmed' : undefined} mb="sm" id={bodyId}>
          {body}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={close}>
            {cancel}
          </Button>
          <Button
            color="red"
            size="xs"
            onClick={() => {
              close();
              onConfirm();
            }}
            data-testid={confirmTestId}
          >
            {confirm}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
