export { useInvitationPage } from './useInvitationPage';
