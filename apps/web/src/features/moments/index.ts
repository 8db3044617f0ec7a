export { MomentsGrid } from './MomentsGrid';
