import { useId } from 'react';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The files a selection over the limit left out, named so they can be added next (issue 23). */
export function NotQueuedNotice({ names }: { names: readonly string[] }) {
  const { t } = useTranslation(['uploads']);
  const id = useId();
  return (
    <>
      <Text size="sm" id={id}>
        {t('uploads:not_queued', { count: names.length })}
      </Text>
      <List
        size="sm"
        mt={4}
        spacing={2}
        withPadding
        tabIndex={0}
        aria-labelledby={id}
        data-testid="not-queued-list"
        style={{ maxHeight: 160, overflowY: 'auto', wordBreak: 'break-all' }}
      >
        {names.map((name, index) => (
          <List.Item key={`${index}-${name}`}>{name}</List.Item>
        ))}
      </List>
    </>
  );
}
