/**
 * The validators of the typed topics (`Topic.validate`): the frame itself, typed, when its schema would decode it,
 * else `undefined`. By the schema's own guard (`Schema.is`), or, where a platform layer installed the compiled fast
 * path (`FastDecode.layer`, in `NodePlatform.layer` and `WebPlatform.layer`), by the validator `Validator` compiles
 * from the schema on its first frame: the same answers, faster. A public market page on `WebPlatform.layerPublic`
 * installs none and carries no compiler (its bytes: docs/BENCHMARKS.md, "Figures quoted from code").
 *
 * The compiler comes with the decoding in force where a subscription is made (`Decoding.current`: nothing is kept for
 * the process); a validator compiled once is kept with its topic, as a cache is: the compiler changes how fast a
 * frame is checked, never the answer. The schemas' module for the sockets' typed topics and for `FastDecode`; no
 * entry point of the package exports it.
 *
 * @since 1.1.0
 * @internal
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as Decoding from "./Decoding.js"

/**
 * A compiler of validators (`Validator.validator`, which `FastDecode.decoding` carries).
 *
 * @since 1.1.0
 * @internal
 */
export type Compiler = Decoding.Compiler

/**
 * A topic's validator: by the compiler given (the one the subscription's `FastDecoding` carries), compiled on its
 * first frame and kept, as a cache is; by the schema's guard without one.
 *
 * @since 1.1.0
 * @internal
 */
export const make = <A, I>(schema: Schema.Codec<A, I>): ((frame: unknown, compiler?: Compiler) => A | undefined) => {
  let compiled: ((frame: unknown) => A | undefined) | undefined
  let guard: ((frame: unknown) => Result.Result<unknown, unknown>) | undefined
  return (frame, compiler) => {
    if (compiler !== undefined) {
      compiled ??= compiler(schema)
      return compiled(frame)
    }
    guard ??= Schema.decodeUnknownResult(Schema.toType(schema))
    return Result.isSuccess(guard(frame)) ? (frame as A) : undefined
  }
}
