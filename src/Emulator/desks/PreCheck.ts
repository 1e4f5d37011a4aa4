/**
 * Order pre-check (`/v5/order/pre-check`): the unified account's initial and maintenance margin rates before and
 * after a hypothetical derivatives order, from the account's real margin and the order's own margin at its price
 * (the mark price for a market order) — the part that closes an opposite position releases that margin instead.
 * Cross and portfolio margin only (inverse on portfolio margin only), no conditional orders, as the docs say; an
 * order the margin cannot carry answers 110007. Nothing is placed.
 *
 * @since 0.1.0
 */

import * as T from "../../Http/v5/Trade.js"
import * as Fixed from "../base/Fixed.js"
import { type Caller, fail, nonEmpty, ok, type Params, paramError } from "../base/Handler.js"
import { SCALE } from "../books/Accounts.js"
import type { Funds } from "../books/Funds.js"
import { settleValue } from "../books/Positions.js"
import * as Instruments from "../market/Instruments.js"
import * as Desk from "./Desk.js"

const ONE = Fixed.pow10(SCALE)
/** A rate in units of 10^-4 (`30` is 0.30 %), rounded down. */
const e4 = (part: bigint, whole: bigint): number => (whole <= 0n ? 0 : Number((part * 10_000n) / whole))

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class PreCheckDesk implements Desk.Desk {
  readonly name = "order pre-check"
  readonly routes: ReadonlyArray<Desk.Route>
  private seq = 0

  constructor(
    private readonly funds: Funds,
    private readonly trading: Desk.TradingView
  ) {
    this.routes = [Desk.route(T.preCheck, (c, p, n) => this.check(c, p, n))]
  }

  private check(caller: Caller, p: Params, now: number) {
    const category = nonEmpty(p, "category")
    if (category !== "linear" && category !== "inverse" && category !== "option") {
      return paramError(`category invalid: ${String(p.category)}`)
    }
    const i = Instruments.find(category, nonEmpty(p, "symbol") ?? "")
    if (i === undefined) return paramError("symbol invalid")
    const side = nonEmpty(p, "side")
    if (side !== "Buy" && side !== "Sell") return paramError("side invalid")
    const orderType = nonEmpty(p, "orderType")
    if (orderType !== "Limit" && orderType !== "Market") return paramError("orderType invalid")
    const qty = Fixed.parse(nonEmpty(p, "qty") ?? "", i.qtyDecimals)
    const minQty = Fixed.parse(i.minOrderQty, i.qtyDecimals) ?? 0n
    if (qty === undefined || qty <= 0n || qty < minQty) return paramError("qty invalid")
    let price = this.trading.mark(i, now) / Fixed.pow10(SCALE - i.priceDecimals)
    if (orderType === "Limit") {
      const given = Fixed.parse(nonEmpty(p, "price") ?? "", i.priceDecimals)
      if (given === undefined || given <= 0n) return paramError("price invalid")
      price = given
    }
    if (nonEmpty(p, "triggerPrice") !== undefined) return paramError("conditional orders are not supported")
    const mode = this.trading.marginMode(caller.uid)
    if (mode === "ISOLATED_MARGIN" || this.trading.settings(caller.uid, i).tradeMode === 1) {
      return paramError("isolated margin mode is not supported")
    }
    if (category === "inverse" && mode !== "PORTFOLIO_MARGIN") {
      return paramError("inverse is not supported in cross margin mode")
    }
    // the part that closes an opposite one-way position releases its margin; the rest opens
    const opposite = this.trading
      .positions(caller.uid)
      .find((x) => x.instrument === i && x.positionIdx === 0 && x.size > 0n && x.side !== side)
    const closing = Fixed.min(qty, opposite?.size ?? 0n)
    const reduceOnly = p.reduceOnly === true || p.reduceOnly === "true"
    const opening = reduceOnly ? 0n : qty - closing
    const usd = this.funds.usdPrice(i.settleCoin, now)
    const toUsd = (units: bigint) => (units * usd) / ONE
    const open = this.trading.orderMargin(caller.uid, i, side, settleValue(i, price, opening))
    const closeSide = side === "Buy" ? "Sell" : "Buy"
    const close = this.trading.orderMargin(caller.uid, i, closeSide, settleValue(i, price, closing))
    const before = this.trading.accountMargin(caller.uid, now)
    const im = before.im + toUsd(open.im) - Fixed.min(before.im, toUsd(close.im))
    const mm = before.mm + toUsd(open.mm) - Fixed.min(before.mm, toUsd(close.mm))
    if (opening > 0n && im > before.margin) return fail(110007, "Insufficient available balance")
    return ok({
      // an id as the exchange's are shaped; the order is never placed
      orderId: `00000000-0000-4000-8000-${String(++this.seq).padStart(12, "0")}`,
      orderLinkId: nonEmpty(p, "orderLinkId") ?? "",
      preImrE4: e4(before.im, before.margin),
      preMmrE4: e4(before.mm, before.margin),
      postImrE4: e4(im, before.margin),
      postMmrE4: e4(mm, before.margin)
    })
  }
}
