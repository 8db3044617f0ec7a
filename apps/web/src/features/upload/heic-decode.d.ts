declare module 'heic-decode' {
  /** Decodes the primary image of a HEIC/HEIF file to RGBA pixels (libheif compiled to WASM), transformations (irot/imir) applied. */
  export default function decode(input: {
    buffer: Uint8Array | ArrayBuffer;
  }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
