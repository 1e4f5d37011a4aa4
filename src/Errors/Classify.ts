/**
 * From a non-zero `retCode` to the error a caller receives, one rule for REST and the WebSocket trade API:
 * - the endpoint's documented codes and the common set arrive as their own tagged errors;
 * - any other catalogued code arrives as `UnexpectedExchangeError`, carrying its own tagged error;
 * - a code outside the catalogue arrives as `ApiError` with its code and message.
 *
 * @since 0.2.0
 */
import * as Catalogue from "./Catalogue.js"
import { classifyWith } from "./ClassifyRule.js"
import type * as ExchangeError from "./ExchangeError.js"
import type { UnexpectedExchangeError } from "./UnexpectedExchangeError.js"

/** @since 0.2.0 */
export { type Common, classifyWith, common, isDeclared, type Signed, signed } from "./ClassifyRule.js"

/**
 * The error for a refused request.
 *
 * @since 0.2.0
 * @category constructors
 */
export const classify = (
  channel: Catalogue.Channel,
  input: ExchangeError.ExchangeErrorInput,
  declared: ReadonlyArray<unknown>,
  isPrivate: boolean
): ExchangeError.ExchangeError | UnexpectedExchangeError =>
  classifyWith(Catalogue.lookup(channel, input.code), input, declared, isPrivate)
