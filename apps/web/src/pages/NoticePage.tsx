import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '../hooks/usePageTitle';

// Only /download is left here: /addBaby, /babyList and /addFamily have screens of their own.
type NoticeKey = 'download_body';

/** Routes kept alive whose content is not shown in the web album: a short, honest note. */
export function NoticePage({ body, signedIn }: { body: NoticeKey; signedIn: boolean }) {
  const { t } = useTranslation(['common']);
  const title = useRouteTitle();
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" mt="md" data-testid="notice">
      <Stack gap="sm" align="flex-start">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{t(`common:notices.${body}`)}</Text>
        <Anchor component={Link} to={signedIn ? '/timeline' : '/login'}>
          {signedIn ? t('common:actions.back_to_timeline') : t('common:actions.back_to_sign_in')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
