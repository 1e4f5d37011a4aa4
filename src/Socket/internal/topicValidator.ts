/**
 * The validators of the typed topics, with the compiler (`Validator`) loaded off the program's start-up: the first
 * subscription (or the first check) starts loading it (a chunk of its own in a bundle split at dynamic imports, which
 * imports nothing, so it splits no shared chunk off the program's), and each schema's validator is compiled on its
 * first frame once it has loaded. Until then (or should it fail to load) a frame is checked by the Schema's own guard
 * (`Schema.is`): the same answer, the frame itself or `undefined`, only slower. A public market page starts 4.4 kB
 * (minified) lighter.
 *
 * @since 1.1.0
 * @internal
 */
import * as Schema from "effect/Schema"
import type * as Validator from "../../Schema/Validator.js"

let compiler: typeof Validator | undefined
let loading = false

/**
 * Starts loading the compiler, once (a failed load may be tried again by the next subscription).
 *
 * @since 1.1.0
 * @internal
 */
export const preload = (): void => {
  if (compiler !== undefined || loading) return
  loading = true
  import("../../Schema/Validator.js").then(
    (module) => {
      compiler = module
    },
    () => {
      loading = false
    }
  )
}

/**
 * A topic's validator: the frame, typed, when `schema` would decode it (by the compiled validator once the compiler
 * has loaded, by the Schema's guard before), else `undefined`.
 *
 * @since 1.1.0
 * @internal
 */
export const make = <A, I>(schema: Schema.Codec<A, I>): ((frame: unknown) => A | undefined) => {
  let compiled: ((frame: unknown) => A | undefined) | undefined
  let guard: ((frame: unknown) => boolean) | undefined
  return (frame) => {
    if (compiled !== undefined) return compiled(frame)
    if (compiler !== undefined) {
      compiled = compiler.validator(schema)
      return compiled(frame)
    }
    preload()
    guard ??= Schema.is(schema)
    return guard(frame) ? (frame as A) : undefined
  }
}
