// `npm start`'s prestart: builds dist/demo (vite.demo.config.ts) when it is missing or older than its
// sources, so a fresh clone needs only `npm install` and `npm start`, and an up-to-date build costs a
// directory walk. Several processes may start at once (e2e runs in parallel): one builds under a lock
// into a temporary directory that replaces dist/demo in one rename, the others wait and reuse it.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(projectRoot, 'dist');
const outDir = path.join(distDir, 'demo');
const stampFile = path.join(outDir, '.build-stamp');
const lockDir = path.join(distDir, '.demo-build.lock');
const SOURCES = ['demo', 'elements', 'src', 'vite.demo.config.ts', 'package-lock.json', 'package.json'];
const LOCK_STALE_MS = 5 * 60 * 1000;

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

function isFresh() {
  if (!existsSync(stampFile)) return false;
  const built = statSync(stampFile).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(projectRoot, source)) <= built);
}

function tryLock() {
  try {
    mkdirSync(lockDir, { recursive: false });
    return true;
  } catch {
    // A lock left by a killed build must not block every later start.
    if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > LOCK_STALE_MS) {
      rmSync(lockDir, { recursive: true, force: true });
    }
    return false;
  }
}

function build() {
  const temporary = path.join(distDir, `demo-build-${process.pid}`);
  const started = Date.now();
  const vite = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      '--config',
      'vite.demo.config.ts',
      '--outDir',
      temporary,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: projectRoot, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    rmSync(temporary, { recursive: true, force: true });
    throw new Error('Building the demo app failed (see above)');
  }
  // Stamped with the start time: a source saved during the build makes the next start build again.
  const stamp = path.join(temporary, '.build-stamp');
  writeFileSync(stamp, new Date(started).toISOString());
  utimesSync(stamp, new Date(started), new Date(started));
  const previous = path.join(distDir, `demo-old-${process.pid}`);
  if (existsSync(outDir)) renameSync(outDir, previous);
  renameSync(temporary, outDir);
  rmSync(previous, { recursive: true, force: true });
  console.log(`Built the demo app into dist/demo in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  mkdirSync(distDir, { recursive: true });
  const deadline = Date.now() + LOCK_STALE_MS;
  while (!isFresh()) {
    if (tryLock()) {
      try {
        if (!isFresh()) build();
      } finally {
        rmSync(lockDir, { recursive: true, force: true });
      }
      return;
    }
    if (Date.now() > deadline) throw new Error(`Gave up waiting for another demo build (${lockDir})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
