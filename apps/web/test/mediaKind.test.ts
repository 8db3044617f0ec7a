import { describe, expect, it } from 'vitest';
import { mediaKindOf } from '../src/features/upload/mediaKind';

describe('mediaKindOf', () => {
  it('follows the browser type, then the name', () => {
    expect(mediaKindOf({ type: 'image/jpeg', name: 'a.jpg' })).toBe('picture');
    expect(mediaKindOf({ type: 'video/quicktime', name: 'a.mov' })).toBe('video');
    expect(mediaKindOf({ type: 'audio/mp4', name: 'a.m4a' })).toBe('audio');
    expect(mediaKindOf({ type: '', name: 'clip.MOV' })).toBe('video');
    expect(mediaKindOf({ type: '', name: 'voice.m4a' })).toBe('audio');
    // Anything else is offered as a picture; the server decides by its content (620).
    expect(mediaKindOf({ type: '', name: 'IMG_0001.HEIC' })).toBe('picture');
  });
});
