// A loopback s3rver in a process of its own for the uploads bench (uploads.ts), so its CPU is
// counted apart from the client's and the server's. Prints Sprout's S3 settings as one JSON line,
// then serves until SIGTERM, when it removes its bucket.
import { startLoopbackS3 } from '../test/helpers/s3-server.js';

const s3 = await startLoopbackS3();
process.stdout.write(`${JSON.stringify({ env: s3.env('bench'), bucket: s3.bucket })}\n`);
process.once('SIGTERM', () => {
  void s3.close().then(() => process.exit(0));
});
