export { DeletedNotice } from './DeletedNotice';
export { SidebarTrashLink } from './SidebarTrashLink';
export { TrashList } from './TrashList';
export { useTrash } from './useTrash';
export { useTrashActions } from './useTrashActions';
