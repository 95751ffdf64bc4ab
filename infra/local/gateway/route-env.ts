import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One environment per route inside one gateway process. In AWS each route is its own function with its
 * own variables; locally all handlers of a product run in-process, so `process.env` becomes a view: the
 * process's runtime variables overlaid, for the duration of one invocation (its handler's first import
 * included), with the variables of that invocation's route only. A handler reading a variable its route
 * was not given finds it missing here as it would in AWS. Configuration is read on use (never at import),
 * so modules shared by several routes read the variables of the route calling them.
 */
const current = new AsyncLocalStorage<Readonly<Record<string, string>>>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const base = process.env;
  const overlay = () => current.getStore();
  process.env = new Proxy(base, {
    get(target, name) {
      const routeEnv = overlay();
      if (typeof name === 'string' && routeEnv && Object.hasOwn(routeEnv, name)) return routeEnv[name];
      return Reflect.get(target, name) as unknown;
    },
    has(target, name) {
      const routeEnv = overlay();
      return (typeof name === 'string' && routeEnv !== undefined && Object.hasOwn(routeEnv, name)) || Reflect.has(target, name);
    },
    ownKeys(target) {
      return [...new Set([...Reflect.ownKeys(target), ...Object.keys(overlay() ?? {})])];
    },
    getOwnPropertyDescriptor(target, name) {
      const routeEnv = overlay();
      if (typeof name === 'string' && routeEnv && Object.hasOwn(routeEnv, name)) {
        return { value: routeEnv[name], writable: true, enumerable: true, configurable: true };
      }
      return Reflect.getOwnPropertyDescriptor(target, name);
    },
  });
}

/** Runs `work` (loading and invoking a handler) with `env` added to the process's view of `process.env`. */
export function runInRouteEnv<T>(env: Readonly<Record<string, string>>, work: () => Promise<T>): Promise<T> {
  install();
  return current.run(env, work);
}
