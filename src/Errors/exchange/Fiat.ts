/**
 * Exchange errors, the codes only the `Fiat` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 400000: fiat convert: invalid request.
 *
 * @since 0.1.0
 * @category errors
 */
export const FiatInvalidRequest = catalogued("FiatInvalidRequest")
/** An instance of {@link FiatInvalidRequest}. */
export type FiatInvalidRequest = Catalogued<"FiatInvalidRequest">

/**
 * 500000: fiat convert: Bybit internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export const FiatInternalError = catalogued("FiatInternalError")
/** An instance of {@link FiatInternalError}. */
export type FiatInternalError = Catalogued<"FiatInternalError">
