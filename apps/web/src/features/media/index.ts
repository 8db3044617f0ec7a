export { AudioPlayer } from './AudioPlayer';
export { audioOf, videoOf, viewableMoments } from './mediaOf';
