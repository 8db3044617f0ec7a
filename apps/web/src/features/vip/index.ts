export { MembershipDialog } from './MembershipDialog';
export { OlderVersionDialog } from './OlderVersionDialog';
export { SpaceSection } from './SpaceSection';
export { StorageNoticeBanner } from './StorageNoticeBanner';
export { StorageRefusalDialog } from './StorageRefusalDialog';
export { useMembership } from './useMembership';
export { VipPlansDialog } from './VipPlansDialog';
export { isStorageRefusal, membershipOf, planPrices, spaceWords } from './space';
