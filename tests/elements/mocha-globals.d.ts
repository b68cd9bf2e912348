// web-test-runner runs mocha with its BDD globals; only these are used. (@types/mocha is not installed.)
type MochaDone = (error?: unknown) => void;
/** The `this` of suites and tests: a slow suite against the real server raises its own timeout. */
interface MochaContext {
  timeout(ms: number): void;
}
type MochaFn = (this: MochaContext, done: MochaDone) => unknown;
type MochaAsyncFn = (this: MochaContext) => unknown;

declare function describe(title: string, body: (this: MochaContext) => void): void;
declare function it(title: string, body: MochaFn): void;
declare function before(body: MochaAsyncFn): void;
declare function after(body: MochaAsyncFn): void;
declare function beforeEach(body: MochaAsyncFn): void;
declare function afterEach(body: MochaAsyncFn): void;
