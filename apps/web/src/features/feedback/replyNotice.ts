/**
 * The desktop notification of a new answer from support (spec §4), through the Notification API.
 * Where the browser has none, the user is told once that notifications are unsupported (spec §8).
 */
const TOLD_KEY = 'sprout.feedback.notifications_unsupported_told';

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * Announces a new answer: a desktop notification once permission is given (asked for here the first
 * time), or `unsupported()` once ever where the browser cannot show one.
 */
export async function announceReply(title: string, body: string, unsupported: () => void): Promise<void> {
  if (!notificationsSupported()) {
    try {
      if (localStorage.getItem(TOLD_KEY)) return;
      localStorage.setItem(TOLD_KEY, '1');
    } catch {
      // private mode: told once per page instead
    }
    unsupported();
    return;
  }
  let permission = Notification.permission;
  if (permission === 'default') permission = await Notification.requestPermission().catch(() => 'denied' as const);
  if (permission !== 'granted') return;
  try {
    new Notification(title, { body, tag: 'sprout-feedback-reply' });
  } catch {
    // Chrome on Android allows notifications only from a service worker.
  }
}

/** Asks for permission while the user sends feedback (a click, which browsers want for the prompt), so the answer can be announced. */
export function askReplyPermission(): void {
  if (notificationsSupported() && Notification.permission === 'default')
    void Notification.requestPermission().catch(() => undefined);
}
