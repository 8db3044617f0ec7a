/**
 * The finished-upload desktop notification (spec §4) through the Notification
 * API. Permission is asked when the user starts an upload (a click or a drop,
 * which browsers require for the prompt); a browser without notifications is
 * told once (spec §8 "notifications unsupported"), remembered in localStorage.
 */
const TOLD_KEY = 'sprout.notifications.unsupported_told';

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** Asks for permission the first time; calls `unsupported` once ever where there is no Notification API. */
export function askNotificationPermission(unsupported: () => void): void {
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
  if (Notification.permission === 'default') void Notification.requestPermission().catch(() => undefined);
}

/** Shows a desktop notification when the user allowed them; false when it was not shown. */
export function showDesktopNotice(title: string, body: string): boolean {
  if (!notificationsSupported() || Notification.permission !== 'granted') return false;
  try {
    new Notification(title, { body, tag: 'sprout-upload-done' });
    return true;
  } catch {
    // Chrome on Android allows notifications only from a service worker.
    return false;
  }
}
