// @ts-check
// State that must exist once per Node process: the database handle, the rate limiter, the Redis
// client, caches, the lifecycle hooks. A module-level variable is not enough, because Next bundles
// each route (and instrumentation.ts, and proxy.ts) separately, so every bundle holds its own copy
// of a module: a second database would open on the same folder, a second limiter would count
// apart, and `next dev` would open another at every reload. So the values live in one map on
// globalThis, which every bundle, the production server (server/*.mjs, plain JavaScript for that
// reason) and vi.resetModules() in tests all share.

const REGISTRY = Symbol.for('swaplens.process-singletons');

/** @returns {Map<string, unknown>} */
function registry() {
  const holder = /** @type {{ [REGISTRY]?: Map<string, unknown> }} */ (globalThis);
  return (holder[REGISTRY] ??= new Map());
}

/**
 * A getter for one process-wide value; its name is the key in the registry.
 * @template T
 * @typedef {(() => T) & { readonly singletonName: string }} Singleton
 */

/**
 * Declares a process-wide value: the getter answers the one value of `name` in this process,
 * created by `create` on first use. Call the getter where the value is used rather than keeping
 * its answer, so that a value a test put in its place is the one seen.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {Singleton<T>}
 */
export function processSingleton(name, create) {
  const get = () => {
    const values = registry();
    if (!values.has(name)) values.set(name, create());
    return /** @type {T} */ (values.get(name));
  };
  return Object.assign(get, { singletonName: name });
}

/**
 * Puts `value` in place of a singleton until it is reset (tests: a memory transport, a fake
 * limiter, a test database).
 * @template T
 * @param {Singleton<T>} singleton
 * @param {T} value
 */
export function setSingletonForTests(singleton, value) {
  registry().set(singleton.singletonName, value);
}

/**
 * Forgets the given singletons (all of them when none is given): the next use creates each one
 * again from its `create` (tests). Nothing is closed: a test closes what it opened.
 * @param {...Singleton<unknown>} singletons
 */
export function resetSingletonsForTests(...singletons) {
  if (singletons.length === 0) registry().clear();
  for (const singleton of singletons) registry().delete(singleton.singletonName);
}
