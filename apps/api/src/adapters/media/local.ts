import { randomBytes } from 'node:crypto';
import { access, constants, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from './media-storage';

/**
 * Objects as files under one folder (MEDIA_DIR, else `<DATA_DIR>/media`): the default,
 * for a single server and for development. A key's parts become folders
 * (`org-12/avatars/x.webp`). Files are written whole under a temporary name and renamed,
 * so a reader never sees half a picture.
 */
export function createLocalObjectStore(root: string): ObjectStore {
  const base = path.resolve(root);
  /** The file of `key`; refuses anything that would land outside the folder. */
  const fileOf = (key: string) => {
    const file = path.resolve(base, ...key.split('/'));
    const relative = path.relative(base, file);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new Error('A media key outside the media folder.');
    }
    return file;
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o750 });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o640 });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        const handle = await open(fileOf(key), 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // ENOTDIR: a part of the key is a file; EISDIR: the key names a folder.
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async ping() {
      // The folder is made on the first upload: made here too, so a fresh server is ready.
      await mkdir(base, { recursive: true, mode: 0o750 });
      await access(base, constants.W_OK);
    },
    close() {},
  };
}
