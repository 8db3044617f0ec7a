export { SocialRegisterForm } from './SocialRegisterForm';
export {
  useLinkedIdentities,
  useProviderCallback,
  useSocialProviders,
  useStartProvider,
  useUnlinkIdentity,
} from './useSocial';
