import { PhotoViewer } from './PhotoViewer';
import { useViewer } from './useViewer';

/** The `swiper` child routes: the photo viewer over the screen it was opened from. */
export function ViewerRoute() {
  const viewer = useViewer();
  return <PhotoViewer viewer={viewer} />;
}
