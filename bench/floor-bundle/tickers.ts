/**
 * The ticker answer's decoder the bundle floors share: an `effect/Schema` struct of the envelope and a few fields.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/**
 * Decodes a tickers answer.
 *
 * @since 0.1.0
 * @category decoding
 */
export const Tickers = Schema.decodeUnknownEffect(
  Schema.Struct({
    retCode: Schema.Number,
    result: Schema.Struct({ list: Schema.Array(Schema.Struct({ symbol: Schema.String, lastPrice: Schema.String })) })
  })
)
