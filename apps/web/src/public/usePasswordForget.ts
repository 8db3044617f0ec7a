import { useEffect, useState, type FormEvent } from 'react';
import { PASSWORD_RESET } from '@sprout/shared';
import { isApiError } from '../api/ApiError';
import { requestPasswordReset } from '../api/passwords';
import { useErrorText } from '../hooks/useErrorText';
import { secondsLeft } from '../lib/resendWait';
import { useAction } from './useRequest';

/**
 * The forgot-password form (spec §4: the mail can be sent, then resent): the
 * address, the link mailed, and "send again" once the server's minute is over.
 * A mail that could not be sent shows its message and the resend button at once.
 */
export function usePasswordForget() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const errorText = useErrorText();
  const send = useAction((address: string) => requestPasswordReset(address), {
    onSuccess: (_data, address) => {
      setSentTo(address.trim());
      setSentAt(Date.now());
      setNow(Date.now());
    },
  });
  const wait = secondsLeft(sentAt, now, PASSWORD_RESET.resendSeconds);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [wait]);

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const address = sentTo ?? email;
    if (send.isPending || address.trim() === '' || wait > 0) return;
    send.run(address);
  };

  return {
    email,
    setEmail,
    submit,
    sentTo,
    wait,
    pending: send.isPending,
    error: send.isError ? errorText(send.error) : null,
    /** The mail was refused by the mail server: offer to send again. */
    canResend: sentTo !== null || (isApiError(send.error) && send.error.code === 'mail_not_sent'),
  };
}
