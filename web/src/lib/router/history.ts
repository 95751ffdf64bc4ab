/** An app address without its origin: `pathname` always starts with `/`; `search` and `hash` are empty or keep their `?`/`#`. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where the app is: an address plus the state of its history entry. */
export interface Location extends Path {
  state: unknown;
  /** Unique per history entry, so a navigation to the same address is still a new location ('default' for the first entry). */
  key: string;
}

/** How the current location was reached: Back/Forward (and the first load), a new entry, or a replaced one. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** A list of entries the router moves through: the browser's own, or one in memory (tests). */
export interface History {
  read(): Location;
  /** Adds (or replaces) an entry for `href` (the full path, basename included). */
  write(href: string, state: unknown, replace: boolean): void;
  go(delta: number): void;
  /** Calls `listener` after every change of entry; one listener at a time (the router's). */
  listen(listener: (type: NavigationType) => void): () => void;
}

export function parsePath(path: string): Path {
  const [, pathname = '', search = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(path) ?? [];
  return { pathname, search, hash };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The browser's history (History API, `popstate` for Back and Forward). Each entry's `history.state` is
 * `{ usr, key }`: the app's state and the entry's key, the shape react-router wrote, so entries from before
 * the app had its own router still carry their state.
 */
export function browserHistory(): History {
  let notify: ((type: NavigationType) => void) | undefined;
  return {
    read() {
      const { pathname, search, hash } = window.location;
      const entry = window.history.state as { usr?: unknown; key?: string } | null;
      return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
    },
    write(href, state, replace) {
      const entry = { usr: state ?? null, key: newKey() };
      if (replace) window.history.replaceState(entry, '', href);
      else {
        try {
          window.history.pushState(entry, '', href);
        } catch {
          // Too many entries or too much state (Safari limits both): a full page load still gets there.
          window.location.assign(href);
          return;
        }
      }
      notify?.(replace ? 'REPLACE' : 'PUSH');
    },
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => listener('POP');
      window.addEventListener('popstate', onPop);
      notify = listener;
      return () => {
        window.removeEventListener('popstate', onPop);
        notify = undefined;
      };
    },
  };
}

/** An entry of a memory history: a path, or its parts and state. */
export type InitialEntry = string | Partial<Omit<Location, 'key'>>;

/** A history kept in memory (for tests): starts at `initialIndex` (the last entry by default); Back and Forward stop at the ends. */
export function memoryHistory(initialEntries: readonly InitialEntry[] = ['/'], initialIndex = initialEntries.length - 1): History {
  const entries: Location[] = initialEntries.map((entry, at) => {
    const { pathname = '/', search = '', hash = '', state = null }: Partial<Omit<Location, 'key'>> = typeof entry === 'string' ? parsePath(entry) : entry;
    return { pathname, search, hash, state, key: at === 0 ? 'default' : newKey() };
  });
  const clamp = (at: number) => Math.min(Math.max(at, 0), entries.length - 1);
  let index = clamp(initialIndex);
  let notify: ((type: NavigationType) => void) | undefined;
  return {
    read: () => entries[index] as Location,
    write(href, state, replace) {
      const next = { ...parsePath(href), state: state ?? null, key: newKey() };
      if (replace) entries[index] = next;
      else entries.splice(++index, entries.length, next);
      notify?.(replace ? 'REPLACE' : 'PUSH');
    },
    go(delta) {
      index = clamp(index + delta);
      notify?.('POP');
    },
    listen(listener) {
      notify = listener;
      return () => {
        notify = undefined;
      };
    },
  };
}
