import { randomBytes } from 'node:crypto';
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
    async putFile(key, localPath, _contentType, options) {
      const target = at(key);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o750 });
      // A link refuses to overwrite: a clash of keys would be a bug, never a silent loss of another file. A file
      // stored again takes the place of the one there in one step (a rename), so a reader never finds it missing.
      const placed = options?.replace ? `${target}.${randomBytes(8).toString('hex')}.part` : target;
      try {
        await fs.link(localPath, placed);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await fs.copyFile(localPath, placed, fs.constants.COPYFILE_EXCL);
      }
      if (placed !== target)
        await fs.rename(placed, target).catch(async (error: unknown) => {
          await fs.rm(placed, { force: true });
          throw error;
        });
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
    async storedAt(key) {
      try {
        return (await fs.stat(at(key))).mtime;
      } catch {
        return null;
      }
    },
    async *list(folder) {
      let entries: Dirent[];
      try {
        entries = await fs.readdir(at(folder), { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        // A file removed since the folder was read is not there to list.
        const stats = await fs.stat(file).catch(() => null);
        if (stats) yield { key, storedAt: stats.mtime };
      }
    },
  };
}
