/**
 * The code-to-error table, by channel: `trade` and `legacy` hold only the codes they redefine or add, and fall back
 * to `rest` for the others. Built from the rows of `catalogueRows` (each code with its class's tag), each class the
 * one `CatalogueClass.catalogued` gives for its tag: the class `ExchangeError` exports.
 *
 * @since 0.1.0
 */

import { codeTable } from "./CatalogueClass.js"
import * as Rows from "./catalogueRows.js"
import type * as ExchangeError from "./ExchangeError.js"
import { ApiError } from "./exchange/Common.js"

/**
 * A class of the catalogue: constructs a tagged exchange error from the shared fields.
 *
 * @since 0.1.0
 * @category models
 */
export type ErrorClass = {
  new (input: ExchangeError.ExchangeErrorInput): ExchangeError.ExchangeError
  readonly _tag: ExchangeError.ExchangeError["_tag"]
}

/**
 * Where a code was received: V5 REST, the WebSocket order-entry channel (`/v5/trade`), or a legacy (pre-V5) family,
 * REST or WebSocket.
 *
 * @since 0.1.0
 * @category models
 */
export type Channel = "rest" | "trade" | "legacy"

/**
 * V5 REST codes (the V5 error list, in its sections), plus the spec's catalogue codes the V5 list lacks.
 * HTTP statuses (400, 401, 403, 404 and a 429 status) are not here: any non-200 response is an `HttpError`.
 *
 * @since 0.1.0
 * @category catalogue
 */
export const rest: ReadonlyMap<number, ErrorClass> = codeTable<ErrorClass>(Rows.rest)

/**
 * The codes `/v5/trade` (WebSocket order entry) redefines or adds; every other code reads as on `rest`.
 *
 * @since 0.1.0
 * @category catalogue
 */
export const trade: ReadonlyMap<number, ErrorClass> = codeTable<ErrorClass>(Rows.trade)

/**
 * The codes of the pre-V5 families (spot v1/v3, inverse v2, linear v2, contract v3, USDC, legacy WebSockets) that
 * differ from or are missing in V5; every other code reads as on `rest`.
 *
 * @since 0.1.0
 * @category catalogue
 */
export const legacy: ReadonlyMap<number, ErrorClass> = codeTable<ErrorClass>(Rows.legacy)

// `trade` and `legacy` merged over `rest`, each made on its channel's first lookup (two ~700-row maps at import
// otherwise, heap in every program: docs/BENCHMARKS.md, "Figures quoted from code")
const tables: { -readonly [C in Channel]?: ReadonlyMap<number, ErrorClass> } = { rest }

/**
 * The full table for one channel, fallbacks included.
 *
 * @since 0.1.0
 * @category catalogue
 */
export const table = (channel: Channel): ReadonlyMap<number, ErrorClass> =>
  (tables[channel] ??= new Map([...rest, ...(channel === "trade" ? trade : legacy)]))

/**
 * The catalogue class for a code on a channel, if the code is known.
 *
 * @since 0.1.0
 * @category catalogue
 */
export const lookup = (channel: Channel, code: number): ErrorClass | undefined => table(channel).get(code)

/**
 * The error for a code received on a channel: the catalogue's class, or `ApiError` for a code it does not know.
 *
 * @since 0.1.0
 * @category constructors
 */
export const fromCode = (channel: Channel, input: ExchangeError.ExchangeErrorInput): ExchangeError.ExchangeError => {
  const ErrorClass = lookup(channel, input.code)
  return ErrorClass === undefined ? new ApiError(input) : new ErrorClass(input)
}
