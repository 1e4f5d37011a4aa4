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
}

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
 * The decoding the REST executor resolves when it is built: `schema` unless a layer provides another (the platform
 * layers of Node and of a full browser client provide `FastDecode.decoding`).
 *
 * @since 1.0.0
 * @category references
 */
export const Decoding: Context.Reference<Decoding> = Context.Reference<Decoding>("effect-bybit/Decoding", {
  defaultValue: () => schema
})
