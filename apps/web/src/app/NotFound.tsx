import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../public/BrandMark';

/** An address the app does not know: said plainly, with the way back to the album. */
export function NotFound() {
  const { t } = useTranslation(['common']);
  return (
    <Center mih="100vh" bg="gray.0" component="main" id="main" p="md">
      <Stack align="center" gap="md" maw={480} ta="center" data-testid="not-found">
        <Box aria-hidden>
          <BrandMark />
        </Box>
        <Title order={1} fz="h2">
          {t('common:not_found.title')}
        </Title>
        <Text>{t('common:not_found.body')}</Text>
        <Button component={Link} to="/timeline" data-testid="not-found-back">
          {t('common:actions.back_to_timeline')}
        </Button>
      </Stack>
    </Center>
  );
}
