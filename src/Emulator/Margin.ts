/**
 * The unified account's margin: what open orders hold (spot coins locked, derivative order margin), the figures
 * of an account's positions at the mark price, what an account can still commit, the pre-trade check the
 * matching engine asks before it accepts an order and the fee rates; every figure that reads a price takes the `now`
 * it is read at.
 *
 * @since 0.1.0
 */

import * as Fixed from "./base/Fixed.js"
import * as NestedMap from "./base/NestedMap.js"
import { type Accounts, type AccountType, SCALE } from "./books/Accounts.js"
import { type Positions, settleValue } from "./books/Positions.js"
import type { OrderView, PreTradeCheck, Rejection } from "./engine/MatchingEngine.js"
import type { Category, Instrument } from "./market/Instruments.js"
import * as Instruments from "./market/Instruments.js"
import type { MarketSource } from "./market/MarketSource.js"

/**
 * Decimals of the rates (fee and margin rates) the margin figures use.
 *
 * @since 0.1.0
 * @category constants
 */
export const RATE_SCALE = 8

/**
 * One coin in wallet units (10^-18).
 *
 * @since 0.1.0
 * @category constants
 */
export const ONE = Fixed.pow10(SCALE)

/**
 * Maintenance margin rate of the first risk tier (0.005 at `RATE_SCALE`).
 *
 * @since 0.1.0
 * @category constants
 */
export const MM_RATE = 500_000n

/**
 * Decimals of USD figures and of linear positions' settle-coin amounts.
 *
 * @since 0.1.0
 * @category constants
 */
export const USD_DECIMALS = 8

/**
 * A maker and a taker fee rate, as decimal text.
 *
 * @since 1.1.0
 * @category models
 */
export interface FeeRate {
  readonly maker: string
  readonly taker: string
}

const FEES: Record<Category, FeeRate> = {
  spot: { taker: "0.001", maker: "0.001" },
  linear: { taker: "0.00055", maker: "0.0002" },
  inverse: { taker: "0.00055", maker: "0.0002" },
  option: { taker: "0.0003", maker: "0.0003" }
}

/**
 * What one open order holds of a coin: spot coins `locked`, or a derivative order's initial margin (`orderIM`).
 *
 * @since 0.1.0
 * @category models
 */
export interface Hold {
  readonly uid: string
  readonly coin: string
  readonly kind: "locked" | "orderIM"
  readonly amount: bigint
}

/**
 * The margin book.
 *
 * @since 0.1.0
 * @category models
 */
export class Margin {
  private readonly holds = new Map<string, Hold>()
  /** Held totals by uid, coin and kind (nested maps: no key string made per lookup, two lookups per order). */
  private readonly holdTotals = new Map<string, Map<string, Map<Hold["kind"], bigint>>>()
  /** Fee rates set per account: by category, or by `category\0symbol`. */
  private readonly fees = new Map<string, Map<string, FeeRate>>()

  constructor(
    private readonly accounts: Accounts,
    private readonly positions: Positions,
    private readonly market: MarketSource
  ) {}

  private addHold(uid: string, coin: string, kind: Hold["kind"], delta: bigint): void {
    const kinds = NestedMap.inner(NestedMap.inner(this.holdTotals, uid), coin)
    kinds.set(kind, (kinds.get(kind) ?? 0n) + delta)
  }

  hold(uid: string, coin: string, kind: Hold["kind"]): bigint {
    return this.holdTotals.get(uid)?.get(coin)?.get(kind) ?? 0n
  }

  setHold(orderId: string, h: Hold | undefined): void {
    const old = this.holds.get(orderId)
    if (old !== undefined) {
      this.addHold(old.uid, old.coin, old.kind, -old.amount)
      this.holds.delete(orderId)
    }
    if (h !== undefined && h.amount > 0n) {
      this.addHold(h.uid, h.coin, h.kind, h.amount)
      this.holds.set(orderId, h)
    }
  }

  leverageUnits(uid: string, i: Instrument, side: "Buy" | "Sell"): bigint {
    const s = this.positions.settings(uid, i)
    return Fixed.parseRounded(side === "Buy" ? s.buyLeverage : s.sellLeverage, 2, "halfUp") ?? 100n
  }

  /** Initial margin plus open and close fees of `value` (settle-coin units) at the account's leverage. */
  orderCost(uid: string, i: Instrument, side: "Buy" | "Sell", value: bigint): bigint {
    const taker = Fixed.parse(this.feeRates(uid, i.category, i.symbol).taker, RATE_SCALE) ?? 0n
    const fees = (value * taker * 2n) / Fixed.pow10(RATE_SCALE)
    if (i.category === "option") return value + fees / 2n
    return Fixed.divide(value * 100n, this.leverageUnits(uid, i, side), "up") + fees
  }

  holdOf(v: OrderView): Hold | undefined {
    if (v.orderStatus !== "New" && v.orderStatus !== "PartiallyFilled") return undefined
    const i = Instruments.find(v.category, v.symbol)
    if (i === undefined || v.orderType !== "Limit") return undefined
    const leaves = Fixed.parse(v.leavesQty, i.qtyDecimals) ?? 0n
    const price = Fixed.parse(v.price, i.priceDecimals) ?? 0n
    if (i.category === "spot") {
      return v.side === "Buy"
        ? { uid: v.accountId, coin: i.quoteCoin, kind: "locked", amount: settleValue(i, price, leaves) }
        : { uid: v.accountId, coin: i.baseCoin, kind: "locked", amount: leaves * Fixed.pow10(SCALE - i.qtyDecimals) }
    }
    if (v.reduceOnly) return undefined
    return {
      uid: v.accountId,
      coin: i.settleCoin,
      kind: "orderIM",
      amount: this.orderCost(v.accountId, i, v.side, settleValue(i, price, leaves))
    }
  }

  markUnits(i: Instrument, now: number): bigint {
    return Fixed.parseRounded(this.market.price(i, "mark", now), i.priceDecimals, "halfUp") ?? 0n
  }

  /** Per settle coin: unrealised PnL, position IM and MM of an account's positions at the mark price. */
  positionFigures(uid: string, coin: string, now: number): { upl: bigint; im: bigint; mm: bigint; cum: bigint } {
    let upl = 0n
    let im = 0n
    let mm = 0n
    let cum = 0n
    for (const p of this.positions.list(uid)) {
      if (p.instrument.settleCoin !== coin) continue
      cum += p.cumRealisedPnl
      if (p.size === 0n) continue
      if (p.instrument.category === "option") {
        upl += this.positions.unrealised(p, this.markUnits(p.instrument, now))
        if (p.side === "Sell") im += p.value
        continue
      }
      upl += this.positions.unrealised(p, this.markUnits(p.instrument, now))
      im +=
        Fixed.divide(p.value * 100n, this.leverageUnits(uid, p.instrument, p.side === "Sell" ? "Sell" : "Buy"), "up") +
        p.margin
      mm += (p.value * MM_RATE) / Fixed.pow10(RATE_SCALE)
    }
    return { upl, im, mm, cum }
  }

  /** What an account can still commit of a coin in its unified account. */
  available(uid: string, coin: string, now: number): bigint {
    const f = this.positionFigures(uid, coin, now)
    // Options' value is already in the wallet (premiums move cash), so their PnL does not add margin.
    return (
      this.accounts.balance(uid, "UNIFIED", coin) +
      f.upl -
      this.hold(uid, coin, "locked") -
      this.hold(uid, coin, "orderIM") -
      f.im
    )
  }

  preTradeCheck(c: PreTradeCheck, now: number): Rejection | undefined {
    const i = c.instrument
    const uid = c.accountId
    const own = c.orderId === undefined ? undefined : this.holds.get(c.orderId)
    if (i.category === "spot") {
      const ref =
        c.price !== ""
          ? (Fixed.parse(c.price, i.priceDecimals) ?? 0n)
          : (Fixed.parseRounded(this.market.price(i, "last", now), i.priceDecimals, "halfUp") ?? 0n)
      let need: bigint
      let coin: string
      if (c.side === "Buy") {
        coin = i.quoteCoin
        need =
          c.marketUnit === "quoteCoin"
            ? (Fixed.parseRounded(c.qty, SCALE, "up") ?? 0n)
            : settleValue(i, ref, Fixed.parse(c.qty, i.qtyDecimals) ?? 0n)
      } else {
        coin = i.baseCoin
        need =
          c.marketUnit === "quoteCoin"
            ? Fixed.divide((Fixed.parseRounded(c.qty, SCALE, "up") ?? 0n) * Fixed.pow10(i.priceDecimals), ref, "up")
            : (Fixed.parse(c.qty, i.qtyDecimals) ?? 0n) * Fixed.pow10(SCALE - i.qtyDecimals)
      }
      const avail = this.available(uid, coin, now) + (own?.coin === coin ? own.amount : 0n)
      return need > avail ? { retCode: 170131, retMsg: "Insufficient balance." } : undefined
    }
    if (c.reduceOnly) return undefined
    const price =
      c.price !== "" ? (Fixed.parse(c.price, i.priceDecimals) ?? 0n) : BigInt(this.market.lastPriceUnits(i, now))
    let qty = Fixed.parse(c.qty, i.qtyDecimals) ?? 0n
    if (i.category !== "option" && this.positions.settings(uid, i).mode === 0) {
      // In one-way mode the part of an order that closes the position needs no margin.
      const p = this.positions.position(uid, i, 0)
      if (p.size > 0n && p.side !== c.side && c.orderId === undefined) qty = qty > p.size ? qty - p.size : 0n
    }
    const cost = this.orderCost(uid, i, c.side, settleValue(i, price, qty))
    const avail = this.available(uid, i.settleCoin, now) + (own?.coin === i.settleCoin ? own.amount : 0n)
    return cost > avail ? { retCode: 110007, retMsg: "ab not enough for new order" } : undefined
  }

  /**
   * An account's fee rates for a category, or one of its symbols: the rates its description set (the symbol's, else
   * the category's), else the defaults. The same object for the same rates: the engine parses each object once.
   */
  feeRates(uid: string, category: Category, symbol?: string): FeeRate {
    const own = this.fees.get(uid)
    if (own === undefined) return FEES[category]
    return (
      (symbol === undefined ? undefined : own.get(`${category}\u0000${symbol}`)) ?? own.get(category) ?? FEES[category]
    )
  }

  /** Sets an account's fee rates for a category, or one of its symbols (a missing side keeps the one in force). */
  setFeeRates(
    uid: string,
    category: Category,
    symbol: string | undefined,
    rates: { readonly maker?: string | undefined; readonly taker?: string | undefined }
  ): void {
    const before = this.feeRates(uid, category, symbol)
    NestedMap.inner(this.fees, uid).set(symbol === undefined ? category : `${category}\u0000${symbol}`, {
      maker: rates.maker ?? before.maker,
      taker: rates.taker ?? before.taker
    })
  }

  usdPrice(coin: string, now: number): bigint {
    if (coin === "USDT" || coin === "USDC" || coin === "USD") return ONE
    const i = Instruments.find("spot", `${coin}USDT`)
    if (i === undefined) return 0n
    const last = BigInt(this.market.lastPriceUnits(i, now))
    return last * Fixed.pow10(SCALE - i.priceDecimals)
  }

  transferable(uid: string, type: AccountType, coin: string, now: number): bigint {
    if (type === "FUND") return this.accounts.balance(uid, "FUND", coin)
    const a = this.available(uid, coin, now)
    const w = this.accounts.balance(uid, "UNIFIED", coin)
    return Fixed.max(0n, Fixed.min(a, w))
  }
}
