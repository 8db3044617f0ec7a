/**
 * The shown width, height and duration of a video, from its metadata in a
 * <video> element (rotation applied); null when this browser cannot read it.
 */
export function readVideoSize(file: Blob): Promise<{ width: number; height: number; duration: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (size: { width: number; height: number; duration: number } | null) => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(size);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      const { videoWidth: width, videoHeight: height, duration } = video;
      done(width > 0 && height > 0 && Number.isFinite(duration) && duration > 0 ? { width, height, duration } : null);
    };
    video.onerror = () => done(null);
    video.src = url;
  });
}
