/**
 * The validators of the typed topics (`Topic.validate`): the frame itself, typed, when its schema would decode it,
 * else `undefined`. By the schema's own guard (`Schema.is`), or, once a platform layer has installed the compiled fast
 * path (`FastDecode.layer`, in `NodePlatform.layer` and `WebPlatform.layer`), by the validator `Validator` compiles
 * from the schema on its first frame: the same answers, faster. A public market page on `WebPlatform.layerPublic`
 * installs none and carries no compiler (its bytes: docs/BENCHMARKS.md, "Figures quoted from code").
 *
 * The compiler is kept for the process, as a cache is: installing it changes how fast a frame is checked, never the
 * answer. The schemas' module for the sockets' typed topics and for `FastDecode`; no entry point of the package
 * exports it.
 *
 * @since 1.1.0
 * @internal
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"

/**
 * A compiler of validators (`Validator.validator`).
 *
 * @since 1.1.0
 * @internal
 */
export type Compiler = <A, I>(schema: Schema.Codec<A, I>) => (frame: unknown) => A | undefined

let compiler: Compiler | undefined

/**
 * Installs the compiler for the process (what `FastDecode.layer` does when it is built); `undefined` removes it.
 *
 * @since 1.1.0
 * @internal
 */
export const install = (compile: Compiler | undefined): void => {
  compiler = compile
}

/**
 * The compiler installed, if any.
 *
 * @since 1.1.0
 * @internal
 */
export const installed = (): Compiler | undefined => compiler

/**
 * A topic's validator: the compiled one once a compiler is installed (compiled on its first frame), the schema's
 * guard until then.
 *
 * @since 1.1.0
 * @internal
 */
export const make = <A, I>(schema: Schema.Codec<A, I>): ((frame: unknown) => A | undefined) => {
  let compiled: ((frame: unknown) => A | undefined) | undefined
  let guard: ((frame: unknown) => Result.Result<unknown, unknown>) | undefined
  return (frame) => {
    if (compiled !== undefined) return compiled(frame)
    if (compiler !== undefined) {
      compiled = compiler(schema)
      return compiled(frame)
    }
    guard ??= Schema.decodeUnknownResult(Schema.toType(schema))
    return Result.isSuccess(guard(frame)) ? (frame as A) : undefined
  }
}
