import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import { promisify } from 'node:util';
import { AppError } from '../errors.js';
import { readHead } from './file-head.js';
import { mediaBusy } from './machine-failure.js';

const run = promisify(execFile);
/** The ffmpeg tools this process runs, from the configuration (FFMPEG_PATH, FFPROBE_PATH); set once at boot. */
const tools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };

export function useAvTools(paths: { ffmpeg: string; ffprobe: string }): void {
  tools.ffmpeg = paths.ffmpeg;
  tools.ffprobe = paths.ffprobe;
}

export type AvContainer = 'mp4' | 'mov' | 'webm' | 'm4a' | 'mp3' | 'wav' | 'ogg';

/** Containers accepted for videos and audio, by their leading bytes. */
export function sniffAv(head: Buffer): AvContainer | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = head.subarray(8, 12).toString('latin1');
    if (brand === 'qt  ') return 'mov';
    if (brand.startsWith('M4A') || brand.startsWith('M4B')) return 'm4a';
    return 'mp4';
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (
    head.length >= 3 &&
    (head.subarray(0, 3).toString('latin1') === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0))
  )
    return 'mp3';
  if (
    head.length >= 12 &&
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WAVE'
  )
    return 'wav';
  if (head.length >= 4 && head.subarray(0, 4).toString('latin1') === 'OggS') return 'ogg';
  return null;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  side_data_list?: Array<{ rotation?: number }>;
  tags?: { rotate?: string };
}
interface Probe {
  format?: { duration?: string; format_name?: string };
  streams?: ProbeStream[];
}

async function probe(file: string): Promise<Probe> {
  try {
    const { stdout } = await run(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { maxBuffer: 8 * 1024 * 1024, timeout: 60_000 },
    );
    return JSON.parse(stdout) as Probe;
  } catch (error) {
    // ffprobe ending with its own error code is its verdict on the file; killed (memory, the timeout) or never
    // started, it said nothing about the file, which must not be discarded for it.
    const { code, signal } = error as { code?: unknown; signal?: unknown };
    if (typeof code === 'number' || code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER' || error instanceof SyntaxError)
      return {};
    throw mediaBusy(Object.assign(new Error(`ffprobe did not finish: ${String(signal ?? code)}`), { cause: error }));
  }
}

export interface VideoInfo {
  container: AvContainer;
  mime: string;
  width: number;
  height: number;
  duration: number;
  bytes: number;
}
export interface AudioInfo {
  container: AvContainer;
  mime: string;
  duration: number;
  bytes: number;
}

const MIME: Record<AvContainer, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
};

/**
 * A video must be a known container with a video stream that yields width,
 * height and duration (spec §5), else 630. Phones record rotation only in a
 * display matrix: a quarter turn swaps the shown width and height.
 */
export async function inspectVideo(file: string): Promise<VideoInfo> {
  const { size } = await fsp.stat(file);
  const container = sniffAv(await readHead(file));
  if (!container || !['mp4', 'mov', 'webm'].includes(container)) throw new AppError(422, '630');
  const info = await probe(file);
  const video = info.streams?.find((s) => s.codec_type === 'video');
  const duration = Number(info.format?.duration);
  if (!video?.width || !video.height || !Number.isFinite(duration) || duration <= 0) throw new AppError(422, '630');
  const rotation =
    Math.abs(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? Number(video.tags?.rotate ?? 0)) %
    180;
  const quarter = rotation === 90;
  return {
    container,
    mime: MIME[container],
    width: quarter ? video.height : video.width,
    height: quarter ? video.width : video.height,
    duration,
    bytes: size,
  };
}

export async function inspectAudio(file: string): Promise<AudioInfo> {
  const { size } = await fsp.stat(file);
  const container = sniffAv(await readHead(file));
  if (!container) throw new AppError(422, '630');
  const info = await probe(file);
  const audio = info.streams?.find((s) => s.codec_type === 'audio');
  const hasVideo = info.streams?.some(
    (s) => s.codec_type === 'video' && s.codec_name !== 'mjpeg' && s.codec_name !== 'png',
  );
  const duration = Number(info.format?.duration);
  if (!audio || hasVideo || !Number.isFinite(duration) || duration <= 0) throw new AppError(422, '630');
  return {
    container: container === 'mp4' ? 'm4a' : container,
    mime: MIME[container === 'mp4' ? 'm4a' : container],
    duration,
    bytes: size,
  };
}

/** Rewraps a QuickTime file as MP4 without re-encoding (spec §5: .mov is stored as .mp4), with the index up front for streaming. */
export async function remuxToMp4(input: string, output: string): Promise<void> {
  await run(
    tools.ffmpeg,
    ['-v', 'error', '-y', '-i', input, '-map', '0', '-c', 'copy', '-movflags', '+faststart', '-f', 'mp4', output],
    { timeout: 30 * 60_000 },
  );
}

/** The frame at 0 s (spec §9: video cover at time 0), upright, as PNG bytes for sharp to scale. */
export async function posterFrame(input: string, output: string): Promise<void> {
  await run(
    tools.ffmpeg,
    ['-v', 'error', '-y', '-ss', '0', '-i', input, '-frames:v', '1', '-f', 'image2', '-c:v', 'png', output],
    { timeout: 5 * 60_000 },
  );
}

/** Whether ffmpeg and ffprobe can run here; without them video and audio uploads are refused (630). */
export async function avToolsAvailable(): Promise<boolean> {
  try {
    await run(tools.ffprobe, ['-version'], { timeout: 10_000 });
    await run(tools.ffmpeg, ['-version'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}
