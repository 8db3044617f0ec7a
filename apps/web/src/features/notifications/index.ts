export { NotificationBell } from './NotificationBell';
export { NotificationsSection } from './NotificationsSection';
export { noticeText } from './noticeText';
export { useTimeZoneSync } from './useNotificationSettings';
