export { AboutSection } from './AboutSection';
export { DeleteAccountSection } from './DeleteAccountSection';
export { EmailSection } from './EmailSection';
export { LanguageSection } from './LanguageSection';
export { LinkedSignInsSection } from './LinkedSignInsSection';
export { PasswordSection } from './PasswordSection';
export { useVerifyEmail } from './useVerifyEmail';
