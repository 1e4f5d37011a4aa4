/**
 * Exchange errors, the codes only the `Fiat` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 400000: fiat convert: invalid request.
 *
 * @since 0.1.0
 * @category errors
 */
export class FiatInvalidRequest extends catalogued<FiatInvalidRequest>()("FiatInvalidRequest") {}

/**
 * 500000: fiat convert: Bybit internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export class FiatInternalError extends catalogued<FiatInternalError>()("FiatInternalError") {}
