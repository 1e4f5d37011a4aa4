/**
 * A catalogued exchange code that the endpoint does not document and that is not in the common set every endpoint
 * can get: the caller receives it under this one tag, with the specific tagged error inside.
 *
 * @since 0.2.0
 */
import * as Schema from "effect/Schema"
import { isCatalogued } from "./CatalogueClass.js"
import type * as ExchangeError from "./ExchangeError.js"

// The inner error is kept as the instance it is (its class, tag and fields); checked with the catalogue's own guard
// (by tag, so this module does not pull every class into a bundle).
const AnyExchangeError = Schema.declare((u: unknown): u is ExchangeError.ExchangeError => isCatalogued(u), {
  identifier: "ExchangeError"
})

/**
 * An exchange error the endpoint's documented list and the common set leave out. `error` is the catalogue's tagged
 * error for the code (match on `error._tag`); `code`, `message` and `endpoint` repeat its fields for logs.
 *
 * @since 0.2.0
 * @category errors
 */
export class UnexpectedExchangeError extends Schema.TaggedError<UnexpectedExchangeError>()("UnexpectedExchangeError", {
  code: Schema.Number,
  message: Schema.String,
  endpoint: Schema.String,
  error: AnyExchangeError
}) {
  /**
   * Wraps a catalogue error.
   *
   * @since 0.2.0
   */
  static of(error: ExchangeError.ExchangeError): UnexpectedExchangeError {
    return new UnexpectedExchangeError({
      code: error.code,
      message: `${error._tag} (${error.code}): ${error.message}`,
      endpoint: error.endpoint,
      error
    })
  }
}
