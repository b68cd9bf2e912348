// web-test-runner runs mocha with its BDD globals; only these are used. (@types/mocha is not installed.)
type MochaDone = (error?: unknown) => void;
type MochaFn = (this: unknown, done: MochaDone) => unknown;
type MochaAsyncFn = (this: unknown) => unknown;

declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: MochaAsyncFn | MochaFn): void;
declare function before(body: MochaAsyncFn): void;
declare function after(body: MochaAsyncFn): void;
declare function beforeEach(body: MochaAsyncFn): void;
declare function afterEach(body: MochaAsyncFn): void;
