/** The album screen's path (under /timeline, so the viewer and the reply screen open over it). */
export const ALBUM_PATH = '/timeline/album';
