export { AlbumGrid } from './AlbumGrid';
export { SidebarAlbumLink } from './SidebarAlbumLink';
export { useAlbum } from './useAlbum';
