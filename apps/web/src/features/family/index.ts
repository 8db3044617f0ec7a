export { FamilyPanel } from './FamilyPanel';
export { InviteForm } from './InviteForm';
export { PermissionBadge } from './PermissionBadge';
export { RelationPicker } from './RelationPicker';
export { SidebarFamilyLinks } from './SidebarFamilyLinks';
export { relationText } from '../../lib/relationText';
export { useFamilyMembers, useInviteGrantable, useOwnRelationChoices } from './useFamilyMembers';
