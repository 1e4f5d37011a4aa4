/**
 * What the Earn desks share in reading a request: the malformed-parameter answer, the `orderLinkId` reuse window,
 * the category check and the paged, windowed history.
 *
 * @since 0.1.0
 */

import { type Fail, fail, isFail, limitOf, nonEmpty, type Params, page, windowOf } from "../base/Handler.js"
import { DAY } from "./EasyEarnProducts.js"

/**
 * Earn's answer to a malformed parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export const invalid = (): Fail => fail(180001, "Invalid parameter")

/**
 * How long an `orderLinkId` may not be reused.
 *
 * @since 0.1.0
 * @category params
 */
export const LINK_REUSE_MS = 30 * 60_000

/**
 * The `category` of an Earn request when it is one of `allowed`; 180001 otherwise.
 *
 * @since 0.1.0
 * @category params
 */
export const categoryOf = (p: Params, allowed: ReadonlyArray<string>): "FlexibleSaving" | "OnChain" | Fail => {
  const c = nonEmpty(p, "category")
  return c !== undefined && allowed.includes(c) ? (c as "FlexibleSaving" | "OnChain") : invalid()
}

/**
 * The window (7 days unless `span` says otherwise) and page of an Earn history (limit 1–100, default 50), newest
 * first; 180001 for a bad window, limit or cursor.
 *
 * @since 0.1.0
 * @category params
 */
export const historyPage = <A extends { readonly time: number }>(
  items: ReadonlyArray<A>,
  p: Params,
  now: number,
  key: (a: A) => string,
  span = 7 * DAY
) => {
  const w = windowOf(p, now, span)
  if (isFail(w)) return invalid()
  const limit = limitOf(p, 1, 100, 50)
  if (isFail(limit)) return invalid()
  const inWindow = items.filter((a) => a.time >= w.from && a.time <= w.to).reverse()
  const pg = page(inWindow, key, limit, nonEmpty(p, "cursor"))
  return isFail(pg) ? invalid() : pg
}
