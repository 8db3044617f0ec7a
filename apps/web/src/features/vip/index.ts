export { SpaceSection } from './SpaceSection';
export { StorageNoticeBanner } from './StorageNoticeBanner';
export { StorageRefusalDialog } from './StorageRefusalDialog';
export { VipPlansDialog } from './VipPlansDialog';
export { isStorageRefusal, planPrices, spaceWords } from './space';
