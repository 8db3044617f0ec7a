export { DiaryDetail } from './DiaryDetail';
export { DiaryEditor } from './DiaryEditor';
export { DiaryList } from './DiaryList';
export { SidebarDiaryLinks } from './SidebarDiaryLinks';
export { useDiaryEntry } from './useDiary';
