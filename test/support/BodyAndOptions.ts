/**
 * The harnesses' calls take a test's body and their options in either order (`withEmulator(options, body)` reads well
 * with a file's shared options, `withEmulator(body, { seed: 3 })` with one-off ones): this tells the two apart.
 */

/** The body and the options of `(body, options?)` or `(options, body)`; the defaults when no options are given. */
export const bodyAndOptions = <B extends (...args: never) => unknown, O extends object>(
  first: B | O,
  second: B | O | undefined,
  defaults: O
): readonly [B | undefined, O] =>
  typeof first === "function"
    ? [first as B, second !== undefined && typeof second !== "function" ? second : defaults]
    : [typeof second === "function" ? (second as B) : undefined, first]
