import fsp from 'node:fs/promises';

/** The first bytes of a file, where every format we accept names itself. */
export async function readHead(file: string, bytes = 16): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(head, 0, bytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
