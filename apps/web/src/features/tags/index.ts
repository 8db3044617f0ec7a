export { AddTagButton } from './AddTagButton';
export { AddTagHost } from './AddTagHost';
export { MomentTags } from './MomentTags';
export { SidebarTagsLink } from './SidebarTagsLink';
export { TagMark } from './TagCover';
export { TagDetail } from './TagDetail';
export { TagList } from './TagList';
export { openAddTag } from './addTagStore';
export { default as tagClasses } from './tags.module.css';
