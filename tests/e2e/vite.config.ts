import type { ConfigEnv, UserConfig } from 'vite';
import base from '../../vite.config';

/**
 * The dev server that serves tests/e2e/fixtures/builder-host.html: the project's vite.config.ts with
 * neither file watching nor hot updates. A run then serves the sources as it first read them, so an edit
 * made in the tree during a run (several people work in it at once) cannot reload a page mid-test. Its
 * own dependency cache per port keeps it from racing another dev server's re-optimisation.
 */
export default (env: ConfigEnv): UserConfig => {
  const config = base(env) as UserConfig;
  const port = process.env.E2E_WEB_PORT ?? '5311';
  return {
    ...config,
    cacheDir: `node_modules/.vite-e2e-${port}`,
    server: { ...config.server, hmr: false, watch: null },
  };
};
