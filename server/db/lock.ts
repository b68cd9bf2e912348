// One process per PGlite data directory: two processes writing the same files would corrupt it.
// The lock file holds the owner's pid; a lock whose process is gone (crash, kill -9) is taken over.
import fs from 'node:fs';
import path from 'node:path';

export interface DirectoryLock {
  file: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, which still means the directory is in use.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDirectoryLock(dir: string): DirectoryLock {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'formwright.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner = Number.NaN;
    try {
      owner = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    } catch {
      // Vanished between our attempts: try again.
      continue;
    }
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The data directory ${dir} is in use by another Formwright process (pid ${owner}). ` +
          'Stop that process or choose another DATA_DIR.',
      );
    }
    // Stale: its process is gone (or it is unreadable, or it is ours from a previous run in this pid).
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not lock the data directory ${dir} (lock file ${file})`);
}
