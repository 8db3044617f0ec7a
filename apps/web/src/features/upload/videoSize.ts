/**
 * The shown width and height of a video, from its metadata in a <video>
 * element (rotation applied); null when this browser cannot read the format.
 */
export function readVideoSize(file: Blob): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (size: { width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(size);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => done(video.videoWidth > 0 && video.videoHeight > 0 ? { width: video.videoWidth, height: video.videoHeight } : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}
