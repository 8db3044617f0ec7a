import { heifToJpeg } from './src/media/heif.ts';
import sharp from 'sharp';
const output = '/tmp/sprout-heif-memory-h0Ivyi/out.jpg';
await heifToJpeg('/tmp/sprout-heif-memory-h0Ivyi/padded.heic', output);
const { width, height } = await sharp(output).metadata();
process.stdout.write(JSON.stringify({ rssMiB: process.resourceUsage().maxRSS / 1024, width, height }));
