/**
 * zod for every schema the functions (and the web forms that share them) declare: zod's functional build,
 * `zod/mini`, which a bundle tree-shakes down to the schemas and checks it uses (the classic build's methods
 * carry all of zod, ~94 KB, into every handler). Rules are written `z.string().check(z.trim(), z.maxLength(…))`,
 * wrappers as functions: `z.optional(…)`, `z.pipe(…, z.transform(…))`.
 *
 * Two things the classic build did on its own are kept here:
 * - English messages: the classic build sets them on first use, `zod/mini` sets none ("Invalid input"), so a
 *   schema that names no message keeps zod's English one.
 * - `ctx.addIssue` in a transform: `zod/mini`'s transform hands over the bare parse payload, so `transform` below
 *   adds the same `addIssue` (a custom issue on the value being transformed, unless it names its own `input`).
 */
import { config, transform as miniTransform, ZodMiniPipe, type ZodMiniTransform, type core } from 'zod/mini';
import { en } from 'zod/locales';

config(en());

export * from 'zod/mini';

/** The context a transform (or `z.superRefine`) reports problems on. */
export type RefinementCtx<T = unknown> = core.$RefinementCtx<T>;

/** `z.transform` whose context has `addIssue`, as in classic zod. */
export function transform<I = unknown, O = I>(fn: (input: I, ctx: RefinementCtx<I>) => O): ZodMiniTransform<Awaited<O>, I> {
  return miniTransform<I, O>((input, payload) => {
    const addIssue = (issue: Parameters<RefinementCtx<I>['addIssue']>[0]): void => {
      const raw = typeof issue === 'string' ? { code: 'custom', message: issue } : { ...issue, code: issue.code ?? 'custom', ...(issue.fatal ? { continue: false } : {}) };
      payload.issues.push({ input, ...raw } as core.$ZodRawIssue);
    };
    return fn(input, Object.assign(payload as core.ParsePayload<I>, { addIssue }));
  });
}

/** `z.preprocess` as in classic zod: `fn` (whose context has `addIssue`) runs on the raw value, then `schema` checks its result. */
export function preprocess<A, U extends core.$ZodType, B = unknown>(fn: (arg: B, ctx: RefinementCtx<B>) => A, schema: U): ZodMiniPipe<ZodMiniTransform<A, B>, U> {
  const def: core.$ZodPipeDef = { type: 'pipe', in: transform(fn), out: schema };
  return new ZodMiniPipe(def) as unknown as ZodMiniPipe<ZodMiniTransform<A, B>, U>;
}

/**
 * A module-level schema, built where it is declared and left out of a bundle that never uses it:
 * `export const body = /* @__PURE__ *\/ z.pure(() => z.object({ … }))`. A bundler keeps a top-level statement
 * unless it can tell it does nothing, and a `.check(…)` chain or a call into another module looks like it
 * might; so each route's bundle built every schema of the contract it imports from, its neighbours' too,
 * a cold start paying for them (~8 ms for the Shop's auth contract). The annotation says the call has no
 * effect but its value, which holds: building a schema changes nothing outside it.
 */
export function pure<T>(build: () => T): T {
  return build();
}
