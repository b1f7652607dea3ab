import { createReadStream, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage';

/** The files in a folder of this machine (DATA_DIR/uploads): one machine, or a folder every machine mounts. */
export function createFolderStorage(root: string): FileStorage {
  const at = (key: string) => path.join(root, ...key.split('/'));
  return {
    locate: (key) => `${path.basename(root)}/${key}`,
    async putFile(key, localPath) {
      const target = at(key);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o750 });
      // A link refuses to overwrite: a clash of keys would be a bug, never a silent loss of another file.
      try {
        await fs.link(localPath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await fs.copyFile(localPath, target, fs.constants.COPYFILE_EXCL);
      }
    },
    async read(key, range): Promise<Readable | null> {
      const file = at(key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async size(key) {
      try {
        return (await fs.stat(at(key))).size;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await fs.rm(at(key), { force: true });
    },
    async list(prefix) {
      let entries: Dirent[];
      try {
        entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
  };
}
