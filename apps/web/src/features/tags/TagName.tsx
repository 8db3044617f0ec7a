import { Text, Tooltip, type TextProps } from '@mantine/core';
import { LIMITS } from '@sprout/shared';
import { needsTooltip } from './addTagRules';

/** A tag's name, cut after 12 characters with the whole name in a tooltip (spec §5, §9). */
export function TagName({ name, ...props }: { name: string } & TextProps) {
  if (!needsTooltip(name, LIMITS.tagNameTooltipAt))
    return (
      <Text {...props} data-testid="tag-name">
        {name}
      </Text>
    );
  const short = `${[...name].slice(0, LIMITS.tagNameTooltipAt).join('')}…`;
  return (
    <Tooltip label={name} withinPortal zIndex={1000}>
      <Text {...props} data-testid="tag-name" data-full-name={name} aria-label={name}>
        {short}
      </Text>
    </Tooltip>
  );
}
