export { AddBabyLink, AddBabyNotice } from './AddBabyNotice';
export { BabyCard } from './BabyCard';
export { BabyCover } from './BabyCover';
export { NoPermission } from './NoPermission';
export { setStoredBabyId } from '../../lib/activeBabyStore';
export { formatCalendarDate } from './formatDate';
export { useActiveBaby } from './useActiveBaby';
export { useBabyScope } from './useBabyScope';
export { ImportCard } from './ImportCard';
