/**
 * How the REST client decodes answers and checks requests against their schemas, chosen by the platform layer: by
 * default Effect's own Schema parser (code a browser page carries anyway, with `effect/Schema`); with
 * `FastDecode.decoding` (which `NodePlatform.layer` and `WebPlatform.layer` install) the compiled fast path in front
 * of it. Both give the same values and the same failures; the fast path decodes a `getTickers` answer faster
 * (docs/BENCHMARKS.md, "What each fast path buys") and adds bytes to a page ("Figures quoted from code"), which a
 * public market view on `WebPlatform.layerPublic` does without.
 *
 * @since 1.0.0
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import type * as Result from "effect/Result"
import * as Schema from "effect/Schema"

/**
 * A schema's decoder (or encoder, with excess properties refused), made once per schema and kept.
 *
 * @since 1.0.0
 * @category models
 */
export type Decoder<A> = (input: unknown) => Result.Result<A, Schema.SchemaError>

/**
 * The decoding a client uses: `decoder` for answers (default options), `encoder` for requests (excess properties
 * refused).
 *
 * @since 1.0.0
 * @category models
 */
export interface Decoding {
  readonly decoder: <A, I>(schema: Schema.Codec<A, I>) => Decoder<A>
  readonly encoder: <A, I>(schema: Schema.Codec<A, I>) => Decoder<I>
  /**
   * The compiler of the typed topics' frame validators, when the decoding has one (`FastDecode.decoding`); without
   * it a frame is checked by its schema's guard (the same answers, slower).
   */
  readonly validator?: Compiler
}

/**
 * A compiler of frame validators: the frame itself, typed, when the schema would decode it, else `undefined`.
 *
 * @since 2.1.0
 * @category models
 */
export type Compiler = <A, I>(schema: Schema.Codec<A, I>) => (frame: unknown) => A | undefined

const memo = <A>(make: (schema: Schema.Top) => Decoder<unknown>) => {
  const cache = new WeakMap<object, Decoder<unknown>>()
  return (schema: Schema.Top): Decoder<A> => {
    let made = cache.get(schema)
    if (made === undefined) {
      made = make(schema)
      cache.set(schema, made)
    }
    return made as Decoder<A>
  }
}

/**
 * Effect's own Schema parser: `Schema.decodeUnknownResult` and `Schema.encodeUnknownResult` (excess properties
 * refused), made once per schema.
 *
 * @since 1.0.0
 * @category decoding
 */
export const schema: Decoding = {
  decoder: memo((s) => Schema.decodeUnknownResult(s as Schema.Codec<unknown, unknown>)) as Decoding["decoder"],
  encoder: memo((s) =>
    Schema.encodeUnknownResult(s as Schema.Codec<unknown, unknown>, { onExcessProperty: "error" })
  ) as Decoding["encoder"]
}

/**
 * A decoding set as a reference, from before `FastDecode.layer` named its service: `schema` by default.
 *
 * @deprecated The library reads `FastDecoding` (what `FastDecode.layer` installs); a program that provides this
 * reference itself is still heard (`current` reads it where no `FastDecoding` is installed). Provide `FastDecoding`.
 * @since 1.0.0
 * @category references
 */
export const Decoding: Context.Reference<Decoding> = Context.Reference<Decoding>("effect-bybit/Decoding", {
  defaultValue: () => schema
})

/**
 * What `FastDecode.layer` installs, named in its type: the compiled fast path in place of Effect's Schema parser
 * (`FastDecode` re-exports it). The library reads it (`current`) where it is built.
 *
 * @since 1.2.0
 * @category tags
 */
export class FastDecoding extends Context.Service<FastDecoding, Decoding>()("effect-bybit/FastDecoding") {}

/**
 * The decoding in force, as the library reads it where it is built (the REST executor, a topic's subscription): the
 * installed `FastDecoding`, else Effect's Schema parser (`schema`).
 *
 * @since 2.1.0
 * @category references
 */
export const current: Effect.Effect<Decoding> = Effect.withFiber((fiber) =>
  Effect.succeed(Context.getOrUndefined(fiber.context, FastDecoding) ?? fiber.getRef(Decoding))
)
