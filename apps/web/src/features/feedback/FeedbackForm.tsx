import { Alert, Button, CloseButton, FileButton, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { isEmail, LIMITS } from '@sprout/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendFeedback, sendNoLoginFeedback, type FeedbackDraft } from '../../api/feedback';
import { useErrorText } from '../../hooks/useErrorText';
import { askReplyPermission } from './replyNotice';

/**
 * The feedback form (spec §2, §7): text, up to three screenshots and a contact address. Signed in,
 * the address defaults to the account's; on /noLoginFeedback it is required. The server checks
 * everything again (the screenshots by their content).
 */
export function FeedbackForm({ accountEmail, onSent }: { accountEmail: string | null; onSent?: () => void }) {
  const { t } = useTranslation(['account']);
  const errorText = useErrorText();
  const hintId = useId();
  const [content, setContent] = useState('');
  const [email, setEmail] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<{ field: 'content' | 'email' | 'files'; text: string } | null>(null);
  const [sent, setSent] = useState(false);
  const send = useMutation({
    mutationFn: (draft: FeedbackDraft) => (accountEmail === null ? sendNoLoginFeedback(draft) : sendFeedback(draft)),
    onSuccess: () => {
      setContent('');
      setFiles([]);
      setSent(true);
      onSent?.();
    },
  });

  const addFiles = (chosen: File[]) => {
    setSent(false);
    const notPicture = chosen.find((file) => !file.type.startsWith('image/'));
    if (notPicture) {
      setProblem({ field: 'files', text: t('account:feedback.screenshots_not_image', { name: notPicture.name }) });
      return;
    }
    const next = [...files, ...chosen];
    if (next.length > LIMITS.maxFeedbackPictures) {
      setProblem({ field: 'files', text: t('account:feedback.screenshots_too_many') });
      return;
    }
    setProblem(null);
    setFiles(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (content.trim() === '') return setProblem({ field: 'content', text: t('account:feedback.content_required') });
    const contact = email.trim();
    if (accountEmail === null && contact === '')
      return setProblem({ field: 'email', text: t('account:feedback.email_required') });
    if (contact !== '' && !isEmail(contact))
      return setProblem({ field: 'email', text: t('account:feedback.email_invalid') });
    setProblem(null);
    // Signed in, the answer is announced on this device: ask now, while the user is clicking.
    if (accountEmail !== null) askReplyPermission();
    send.mutate({ content, contactEmail: contact, screenshots: files });
  };

  const full = files.length >= LIMITS.maxFeedbackPictures;
  return (
    <form onSubmit={submit} noValidate data-testid="feedback-form">
      <Stack gap="md">
        <Textarea
          label={t('account:feedback.content_label')}
          placeholder={t('account:feedback.content_placeholder')}
          value={content}
          onChange={(e) => {
            setContent(e.currentTarget.value);
            setSent(false);
          }}
          autosize
          minRows={4}
          maxRows={12}
          required
          error={problem?.field === 'content' ? problem.text : undefined}
          data-testid="feedback-content"
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id={`${hintId}-label`}>
            {t('account:feedback.screenshots_label')}
          </Text>
          <Text size="xs" c="dimmed" id={hintId}>
            {t('account:feedback.screenshots_hint')}
          </Text>
          {files.length > 0 && (
            <Stack
              gap={4}
              component="ul"
              aria-labelledby={`${hintId}-label`}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {files.map((file, index) => (
                <Group component="li" key={`${file.name}-${index}`} gap="xs" wrap="nowrap">
                  <Text size="sm" truncate>
                    {file.name}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={t('account:feedback.remove_screenshot', { name: file.name })}
                    onClick={() => setFiles(files.filter((_f, i) => i !== index))}
                  />
                </Group>
              ))}
            </Stack>
          )}
          <Group>
            <FileButton onChange={addFiles} accept="image/png,image/jpeg,image/webp,image/gif" multiple disabled={full}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="sm"
                  disabled={full}
                  aria-describedby={hintId}
                  data-testid="feedback-add-screenshots"
                >
                  {t('account:feedback.screenshots_add')}
                </Button>
              )}
            </FileButton>
          </Group>
          {problem?.field === 'files' && (
            <Text size="sm" c="red.8" role="alert">
              {problem.text}
            </Text>
          )}
        </Stack>
        <TextInput
          type="email"
          label={t('account:feedback.email_label')}
          description={
            accountEmail === null
              ? t('account:feedback.email_hint_anonymous')
              : t('account:feedback.email_hint_signed_in', { email: accountEmail })
          }
          placeholder={accountEmail ?? 'you@example.com'}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required={accountEmail === null}
          autoComplete="email"
          error={problem?.field === 'email' ? problem.text : undefined}
          data-testid="feedback-email"
        />
        {send.isError && (
          <Alert color="red" role="alert">
            {errorText(send.error)}
          </Alert>
        )}
        {sent && (
          <Alert color="teal" role="status" data-testid="feedback-sent">
            {t('account:feedback.sent')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={send.isPending} data-testid="feedback-send">
            {t('account:feedback.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
