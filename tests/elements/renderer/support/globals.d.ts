/** Base URL of the reference API server that web-test-runner.config.mjs started (set by the test page). */
declare var __FW_API_URL__: string | undefined;
