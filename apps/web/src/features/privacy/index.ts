export { PrivacyBadge } from './PrivacyBadge';
export { PrivacyIcon } from './PrivacyIcon';
export { PrivacyPicker } from './PrivacyPicker';
export type { AudienceChoice } from './audience';
export { usePrivacyLabel } from './usePrivacyLabel';
