import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the react-router components an app never renders (the Shop and Pay's dashboard both
 * use it). The router ships one module with every component, and two kinds of its top-level statements look
 * like side effects, so each component stays in the first load whether used or not: `X = React.forwardRef(…)`
 * (a call without a `@__PURE__` note) and `X.displayName = "…"` (a property write, for React's developer
 * tools only). Marking the first pure and dropping the second takes `Link`, `NavLink`, `Form`,
 * `ScrollRestoration`, `HistoryRouter` and, with them, `Link`'s framework-mode prefetching out (each app has
 * its own `Link`, see the lint rule that bans those exports). Build only; line numbers are kept.
 */
export const treeShakeRouterComponents: Plugin = {
  name: 'tree-shake-router-components',
  apply: 'build',
  transform: {
    filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
    handler(code) {
      return {
        code: code.replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '').replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2'),
        map: null,
      };
    },
  },
};
