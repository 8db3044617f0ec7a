export { BabyInfoHeader } from './BabyInfoHeader';
export { BabyInfoNav } from './BabyInfoNav';
export { CoverCard } from './CoverCard';
export { DomainPanel } from './DomainPanel';
export { ProfileCard } from './ProfileCard';
export { dateKindOf, localToday, profileProblems } from './profileForm';
export type { DateKind, ProfileProblem, ProfileProblems } from './profileForm';
export { useBabyInfoRelation } from './useBabyInfoRelation';
export { ExportCard } from './ExportCard';
