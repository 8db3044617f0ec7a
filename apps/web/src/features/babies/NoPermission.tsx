import type { ReactNode } from 'react';
import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A baby's album the signed-in user is not in the family of (its personal
 * domain, or a link to one of its photos, its album or a tag): spec §6's
 * "You don't have permission to view this album", with the way to their own.
 */
export function NoPermission({ fullPage = false, mark }: { fullPage?: boolean; mark?: ReactNode }) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <Center
      mih={fullPage ? '100vh' : undefined}
      py={fullPage ? undefined : 64}
      bg={fullPage ? 'gray.0' : undefined}
      component={fullPage ? 'main' : 'div'}
      id={fullPage ? 'main' : undefined}
      p="md"
    >
      <Stack align="center" gap="md" maw={480} ta="center" data-testid="no-permission">
        {mark && <Box aria-hidden>{mark}</Box>}
        <Title order={1} fz="h2">
          {t('errors:no_permission_to_view')}
        </Title>
        <Text>{t('common:no_permission.body')}</Text>
        <Button component={Link} to="/timeline" data-testid="no-permission-back">
          {t('common:actions.back_to_timeline')}
        </Button>
      </Stack>
    </Center>
  );
}
