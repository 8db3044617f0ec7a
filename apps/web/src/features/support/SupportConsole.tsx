import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { SupportFeedbackItem } from '@sprout/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchSupportFeedback, fetchSupportFeedbacks, replyToFeedback } from '../../api/feedback';
import { queryKeys } from '../../api/queryKeys';
import { MediaImage } from '../../components/MediaImage';
import { useErrorText } from '../../hooks/useErrorText';
import { dateFormatter } from '../../lib/dateFormat';

function useDate() {
  const { i18n } = useTranslation();
  const format = dateFormatter(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (seconds: number) => format.format(new Date(seconds * 1000));
}

function languageName(locale: string, display: string): string {
  try {
    return new Intl.DisplayNames([display], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/** The console's list: every family's feedback, newest first, all or only the unanswered. */
function FeedbackList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation(['account']);
  const date = useDate();
  const [filter, setFilter] = useState<'all' | 'unanswered'>('unanswered');
  const unanswered = filter === 'unanswered';
  const list = useInfiniteQuery({
    queryKey: queryKeys.supportList(unanswered),
    queryFn: ({ pageParam, signal }) => fetchSupportFeedbacks(pageParam, unanswered, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page ?? undefined,
  });
  const items = list.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('account:support.filter_label')}
        value={filter}
        onChange={(value) => setFilter(value === 'all' ? 'all' : 'unanswered')}
        data={[
          { value: 'unanswered', label: t('account:support.filter_unanswered') },
          { value: 'all', label: t('account:support.filter_all') },
        ]}
        style={{ alignSelf: 'flex-start' }}
        data-testid="support-filter"
      />
      {list.isPending && <Loader size="sm" />}
      {list.data && items.length === 0 && <Text c="dimmed">{t('account:support.empty')}</Text>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="support-list">
        {items.map((item) => (
          <li key={item.id}>
            <UnstyledButton
              onClick={() => onOpen(item.id)}
              w="100%"
              p="sm"
              style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
              data-testid="support-item"
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="xs" c="dimmed">
                  #{item.id} · {date(item.created_at)} ·{' '}
                  {item.writer ? item.writer.name : t('account:support.from_anonymous')}
                </Text>
                <Badge size="sm" variant="light" color={item.reply === null ? 'orange' : 'teal'}>
                  {item.reply === null ? t('account:support.unanswered') : t('account:support.answered')}
                </Badge>
              </Group>
              <Text size="sm" lineClamp={2}>
                {item.content}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('account:support.load_more')}
        </Button>
      )}
    </Stack>
  );
}

/** One feedback with its screenshots, and the form of its official answer. */
function FeedbackDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t, i18n } = useTranslation(['account']);
  const date = useDate();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const one = useQuery({
    queryKey: queryKeys.supportOne(id),
    queryFn: ({ signal }) => fetchSupportFeedback(id, signal),
  });
  const [draft, setDraft] = useState<string | null>(null);
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const reply = useMutation({
    mutationFn: (text: string) => replyToFeedback(id, text),
    onSuccess: (updated: SupportFeedbackItem) => {
      queryClient.setQueryData(queryKeys.supportOne(id), updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.support });
      setDraft(null);
      setSavedTo(updated.contact_email);
    },
  });
  if (one.isPending) return <Loader size="sm" />;
  if (one.isError) return <Alert color="red">{errorText(one.error)}</Alert>;
  const item = one.data;
  const text = draft ?? item.reply ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSavedTo(null);
    reply.mutate(text);
  };
  return (
    <Stack gap="md" data-testid="support-detail">
      <Anchor component="button" type="button" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        {t('account:support.back')}
      </Anchor>
      <Card withBorder radius="md" padding="md">
        <Text size="xs" c="dimmed">
          #{item.id} · {date(item.created_at)}
        </Text>
        <Text size="sm" fw={600}>
          {item.writer ? `${item.writer.name} (${item.writer.email})` : t('account:support.from_anonymous')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('account:support.answer_to', {
            email: item.contact_email,
            language: languageName(item.locale, i18n.language),
          })}
        </Text>
        {item.ignored && (
          <Badge mt="xs" color="gray" variant="light">
            {t('account:support.ignored')}
          </Badge>
        )}
        <Text mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="support-content">
          {item.content}
        </Text>
      </Card>
      {item.screenshots.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="support-screenshots">
          <Title order={3} fz="h5" id="support-screenshots">
            {t('account:support.screenshots')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {item.screenshots.map((shot, index) => (
              <Anchor
                key={shot.id}
                href={shot.url}
                target="_blank"
                rel="noreferrer"
                aria-label={t('account:support.open_screenshot', { n: index + 1 })}
              >
                <MediaImage
                  src={shot.url}
                  alt={t('account:support.screenshot_alt', { n: index + 1, count: item.screenshots.length })}
                  style={{
                    width: '100%',
                    height: 240,
                    objectFit: 'contain',
                    background: 'var(--mantine-color-gray-1)',
                    borderRadius: 6,
                    border: '1px solid var(--mantine-color-gray-3)',
                  }}
                  data-testid="support-screenshot"
                />
              </Anchor>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Textarea
            label={t('account:support.reply_label')}
            value={text}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setSavedTo(null);
            }}
            autosize
            minRows={4}
            required
            data-testid="support-reply"
          />
          {reply.isError && (
            <Alert color="red" role="alert">
              {errorText(reply.error)}
            </Alert>
          )}
          {savedTo && (
            <Alert color="teal" role="status" data-testid="support-reply-sent">
              {t('account:support.reply_sent', { email: savedTo })}
            </Alert>
          )}
          <Group>
            <Button
              type="submit"
              loading={reply.isPending}
              disabled={text.trim() === ''}
              data-testid="support-reply-send"
            >
              {item.reply === null ? t('account:support.reply_send') : t('account:support.reply_change')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** The support console: a list, and the message opened from it (?id= keeps it across reloads and Back). */
export function SupportConsole() {
  const { t } = useTranslation(['account']);
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get('id'));
  const open = (id: number | null) => setParams(id === null ? {} : { id: String(id) });
  return (
    <Stack gap="md" maw={960} mx="auto" mt="md">
      <Title order={1} fz="h2">
        {t('account:support.heading')}
      </Title>
      <Text c="dimmed">{t('account:support.intro')}</Text>
      {Number.isSafeInteger(opened) && opened > 0 ? (
        <FeedbackDetail id={opened} onBack={() => open(null)} />
      ) : (
        <FeedbackList onOpen={open} />
      )}
    </Stack>
  );
}
