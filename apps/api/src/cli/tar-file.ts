/**
 * Just enough of the tar format (POSIX ustar, regular files only) for the embedded
 * database's backup file: `tar tf` and `tar xf` read it, and so does `readTar` below.
 * No dependency for forty lines; names longer than 100 bytes use ustar's prefix field.
 */
const BLOCK = 512;

export type TarEntry = { name: string; data: Uint8Array };

function header(name: string, size: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100)
      throw new Error(`A name too long for a tar file: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  const put = (text: string, offset: number, length: number) =>
    block.write(text, offset, length, 'utf8');
  const octal = (value: number, length: number) =>
    `${value.toString(8).padStart(length - 1, '0')}\0`;
  put(base, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(mtime, 12), 136, 12);
  put('        ', 148, 8); // the checksum counts its own field as spaces
  put('0', 156, 1);
  put('ustar\u000000', 257, 8);
  put(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The tar file of `entries`, as the chunks to write one after the other. */
export function tarChunks(entries: TarEntry[], mtime = Math.floor(Date.now() / 1000)): Buffer[] {
  const chunks: Buffer[] = [];
  for (const { name, data } of entries) {
    chunks.push(header(name, data.length, mtime), Buffer.from(data), padding(data.length));
  }
  chunks.push(Buffer.alloc(BLOCK * 2));
  return chunks;
}

/** The regular files of a tar file (other entries, e.g. folders, are skipped). */
export function readTar(bytes: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  const text = (offset: number, length: number) =>
    bytes.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');
  let at = 0;
  while (at + BLOCK <= bytes.length) {
    if (bytes.subarray(at, at + BLOCK).every((byte) => byte === 0)) break;
    if (text(at + 257, 5) !== 'ustar') throw new Error('Not a tar file (or a damaged one).');
    const size = Number.parseInt(text(at + 124, 12).trim() || '0', 8);
    const prefix = text(at + 345, 155);
    const name = prefix ? `${prefix}/${text(at, 100)}` : text(at, 100);
    const type = text(at + 156, 1);
    const start = at + BLOCK;
    if (!Number.isFinite(size) || start + size > bytes.length)
      throw new Error('The tar file is cut short.');
    if (type === '0' || type === '')
      entries.push({ name, data: bytes.subarray(start, start + size) });
    at = start + size + ((BLOCK - (size % BLOCK)) % BLOCK);
  }
  return entries;
}
