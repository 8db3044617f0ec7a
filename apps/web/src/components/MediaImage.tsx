import type { ImgHTMLAttributes, ReactNode } from 'react';
import { useMediaSrc } from '../hooks/useMediaSrc';

type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null;
  /** Shown when there is no picture, or when it failed to load twice. */
  fallback?: ReactNode;
};

/** A picture from Sprout's media: tried again under a fresh URL when it fails, then its fallback rather than a broken image. */
export function MediaImage({ src, fallback = null, alt, ...rest }: MediaImageProps) {
  const media = useMediaSrc(src);
  if (!media.src) return <>{fallback}</>;
  return <img {...rest} alt={alt} src={media.src} onError={media.onError} />;
}
