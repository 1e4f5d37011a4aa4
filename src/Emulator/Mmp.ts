/**
 * Market maker protection (MMP) for options, as `/v5/account/mmp-modify` documents it: an account sets, per option
 * base coin, a window (ms), a frozen period (ms, `"0"` frozen until reset), a qty limit and a delta limit. Option
 * orders placed with `mmp=true` are MMP orders; only their maker fills count. When, within the window, the sum of
 * the absolute fill qtys or the absolute sum of qty × delta reaches a limit, MMP triggers: the account's open MMP
 * orders of that base coin are cancelled (`CancelByMmpTriggered`) and new MMP orders are refused until the frozen
 * period ends or `/v5/account/mmp-reset` unfreezes; `/v5/account/mmp-state` shows `mmpFrozen`/`mmpFrozenUntil`.
 * Every state is per account: one account's trigger never touches another's orders.
 *
 * @since 0.1.0
 */

import * as Fixed from "./base/Fixed.js"
import type { Fail, Params, Result } from "./base/Handler.js"
import { fail, nonEmpty, ok } from "./base/Handler.js"
import type { Clearing } from "./Clearing.js"
import type { MatchingEngine, Report } from "./engine/MatchingEngine.js"
import * as Instruments from "./market/Instruments.js"
import type { MarketSource } from "./market/MarketSource.js"

/**
 * An MMP configuration of one account and option base coin (decimal strings as sent).
 *
 * @since 0.1.0
 * @category models
 */
export interface MmpConfig {
  readonly window: string
  readonly frozenPeriod: string
  readonly qtyLimit: string
  readonly deltaLimit: string
  readonly vegaLimit: string
}

/**
 * A maker fill of an MMP order: its qty (contracts) and its signed delta (qty × the option's delta, negative when
 * selling).
 *
 * @since 0.1.0
 * @category models
 */
export interface MmpFill {
  readonly uid: string
  readonly orderId: string
  readonly qty: number
  readonly delta: number
  readonly time: number
}

/**
 * The base coins that have options (the coins MMP can be set for), sorted.
 *
 * @since 0.1.0
 * @category coins
 */
export const optionBaseCoins: ReadonlyArray<string> = Instruments.optionBaseCoins

const isCount = (v: string | undefined): boolean => v !== undefined && Fixed.isDecimal(v) && !v.startsWith("-")

const mmpFlag = (p: Params): boolean => p.mmp === true || p.mmp === "true"

const key = (uid: string, coin: string): string => `${uid}\u0000${coin}`

const baseCoinOf = (p: Params): string | Fail => {
  const baseCoin = nonEmpty(p, "baseCoin")
  if (baseCoin === undefined || !optionBaseCoins.includes(baseCoin)) {
    return fail(10001, "params error: baseCoin invalid")
  }
  return baseCoin
}

/**
 * The MMP state of every account: configurations, the fills in each window, freezes and the tagged orders.
 *
 * @since 0.1.0
 * @category models
 */
export class Mmp {
  private readonly configs = new Map<string, MmpConfig>()
  /** `uid\0coin` → when the freeze ends (`Infinity`: until reset). */
  private readonly frozen = new Map<string, number>()
  private readonly fills = new Map<string, Array<MmpFill>>()
  /** `uid\0orderId` → the instrument of an open MMP order. */
  private readonly tagged = new Map<string, Instruments.Instrument>()

  /** `uid` → the option base coins the exchange granted MMP for (on request, off the API: none by default). */
  private readonly grants = new Map<string, Set<string>>()

  /** Grants MMP for option base coins to an account (what the exchange does on a market maker's request). */
  grant(uid: string, baseCoins: ReadonlyArray<string>): void {
    for (const coin of baseCoins) {
      if (!optionBaseCoins.includes(coin))
        throw new Error(`${coin} has no options here (${optionBaseCoins.join(", ")})`)
    }
    this.grants.set(uid, new Set([...(this.grants.get(uid) ?? []), ...baseCoins]))
  }

  /** The base coins an account has MMP for. */
  granted(uid: string): ReadonlyArray<string> {
    return [...(this.grants.get(uid) ?? [])].sort()
  }

  // The first check of a change: an account without MMP is refused whatever it sends (3500713), then the coin is
  // read; a valid coin the account has no MMP for is refused the same way.
  private grantedCoin(uid: string, p: Params): string | Fail {
    const grants = this.grants.get(uid)
    if (grants === undefined || grants.size === 0) return fail(3500713, "mmp profile not found")
    const baseCoin = baseCoinOf(p)
    if (typeof baseCoin !== "string") return baseCoin
    return grants.has(baseCoin) ? baseCoin : fail(3500713, "mmp profile not found")
  }

  /** `/v5/account/mmp-modify`: sets (or replaces) the MMP configuration of a base coin. */
  modify(uid: string, p: Params): Result<object> {
    const baseCoin = this.grantedCoin(uid, p)
    if (typeof baseCoin !== "string") return baseCoin
    const window = nonEmpty(p, "window")
    const frozenPeriod = nonEmpty(p, "frozenPeriod")
    const qtyLimit = nonEmpty(p, "qtyLimit")
    const deltaLimit = nonEmpty(p, "deltaLimit")
    const vegaLimit = nonEmpty(p, "vegaLimit")
    for (const [k, v] of [
      ["window", window],
      ["frozenPeriod", frozenPeriod],
      ["qtyLimit", qtyLimit],
      ["deltaLimit", deltaLimit]
    ] as const) {
      if (!isCount(v)) return fail(10001, `params error: ${k} invalid`)
    }
    if (vegaLimit !== undefined && !isCount(vegaLimit)) return fail(10001, "params error: vegaLimit invalid")
    // Windows and frozen periods are whole milliseconds.
    if (!/^\d+$/.test(window ?? "") || !/^\d+$/.test(frozenPeriod ?? "")) {
      return fail(10001, "params error: window and frozenPeriod must be integers")
    }
    this.configs.set(key(uid, baseCoin), {
      window: window ?? "",
      frozenPeriod: frozenPeriod ?? "",
      qtyLimit: qtyLimit ?? "",
      deltaLimit: deltaLimit ?? "",
      vegaLimit: vegaLimit ?? ""
    })
    return ok({})
  }

  /** `/v5/account/mmp-reset`: unfreezes a base coin and starts a fresh window; fails when MMP was never set. */
  reset(uid: string, p: Params): Result<object> {
    const baseCoin = this.grantedCoin(uid, p)
    if (typeof baseCoin !== "string") return baseCoin
    const k = key(uid, baseCoin)
    if (!this.configs.has(k)) {
      return fail(110065, "MMP hasn't yet been enabled for your account. Please contact your BD manager.")
    }
    this.frozen.delete(k)
    this.fills.delete(k)
    return ok({})
  }

  /** `/v5/account/mmp-state`: the configuration and freeze of a base coin (an empty list when never set). */
  state(uid: string, p: Params, now: number): Result<object> {
    const baseCoin = baseCoinOf(p)
    if (typeof baseCoin !== "string") return baseCoin
    const c = this.configs.get(key(uid, baseCoin))
    if (c === undefined) return ok({ result: [] })
    const until = this.frozenUntil(uid, baseCoin, now)
    return ok({
      result: [
        {
          baseCoin,
          mmpEnabled: true,
          ...c,
          // frozen until reset: the docs show no end time for it
          mmpFrozenUntil: until === undefined || until === Number.POSITIVE_INFINITY ? "0" : String(until),
          mmpFrozen: until !== undefined
        }
      ]
    })
  }

  /**
   * Checks an order before it is placed: `true` when it is an MMP order (an option order with `mmp=true`), a
   * refusal while the account's MMP of its base coin is frozen.
   */
  admit(uid: string, instrument: Instruments.Instrument, p: Params, now: number): boolean | Fail {
    if (instrument.category !== "option" || !mmpFlag(p)) return false
    const until = this.frozenUntil(uid, instrument.baseCoin, now)
    if (until !== undefined) {
      return fail(10001, `params error: MMP of ${instrument.baseCoin} is frozen, mmp orders are refused`)
    }
    return true
  }

  /** Records a placed MMP order. */
  tag(uid: string, orderId: string, instrument: Instruments.Instrument): void {
    this.tagged.set(key(uid, orderId), instrument)
  }

  /** Forgets an order that is no longer open. */
  untag(uid: string, orderId: string): void {
    this.tagged.delete(key(uid, orderId))
  }

  /** The open MMP orders of an account and base coin. */
  orders(
    uid: string,
    baseCoin: string
  ): ReadonlyArray<{ readonly orderId: string; readonly instrument: Instruments.Instrument }> {
    const prefix = `${uid}\u0000`
    const out: Array<{ orderId: string; instrument: Instruments.Instrument }> = []
    for (const [k, instrument] of this.tagged) {
      if (instrument.baseCoin === baseCoin && k.startsWith(prefix))
        out.push({ orderId: k.slice(prefix.length), instrument })
    }
    return out
  }

  /**
   * Counts a maker fill; answers the base coin when it made MMP trigger (the caller cancels that base coin's MMP
   * orders), `undefined` otherwise (an untagged order, no configuration, or below both limits).
   */
  fill(f: MmpFill): string | undefined {
    const baseCoin = this.tagged.get(key(f.uid, f.orderId))?.baseCoin
    if (baseCoin === undefined) return undefined
    const k = key(f.uid, baseCoin)
    const c = this.configs.get(k)
    if (c === undefined || this.frozenUntil(f.uid, baseCoin, f.time) !== undefined) return undefined
    const from = f.time - Number(c.window)
    const list = (this.fills.get(k) ?? []).filter((x) => x.time > from)
    list.push(f)
    this.fills.set(k, list)
    const qty = list.reduce((s, x) => s + Math.abs(x.qty), 0)
    const delta = Math.abs(list.reduce((s, x) => s + x.delta, 0))
    if (qty < Number(c.qtyLimit) && delta < Number(c.deltaLimit)) return undefined
    const period = Number(c.frozenPeriod)
    this.frozen.set(k, period === 0 ? Number.POSITIVE_INFINITY : f.time + period)
    this.fills.delete(k)
    return baseCoin
  }

  private frozenUntil(uid: string, baseCoin: string, now: number): number | undefined {
    const k = key(uid, baseCoin)
    const until = this.frozen.get(k)
    if (until === undefined) return undefined
    if (until > now) return until
    this.frozen.delete(k)
    return undefined
  }
}

/**
 * What MMP needs of the exchange after a report: an option's delta per contract, and the cancel of one order
 * (settled and pushed like any cancel).
 *
 * @since 0.1.0
 * @category models
 */
export interface MmpHooks {
  readonly delta: (instrument: Instruments.Instrument, now: number) => number
  readonly cancel: (uid: string, instrument: Instruments.Instrument, orderId: string, now: number) => void
}

/**
 * The hooks, on the exchange's market data (option deltas) and its engine and clearing (MMP cancels).
 *
 * @since 0.1.0
 * @category constructors
 */
export const hooksOf = (deps: {
  readonly market: MarketSource
  readonly engine: MatchingEngine
  readonly clearing: Clearing
}): MmpHooks => ({
  delta: (i, now) => deps.market.greeks(i, now).delta,
  cancel: (uid, i, orderId, now) => {
    const r = deps.engine.cancel(i, { accountId: uid, orderId }, now, "CancelByMmpTriggered", "EC_CancelByMMP")
    if (r._tag === "Accepted") deps.clearing.applyReport(r.report, now, [])
  }
})

/**
 * Feeds a matching report to MMP: maker fills of MMP orders are counted, a trigger cancels the account's open MMP
 * orders of that base coin, and closed MMP orders are forgotten.
 *
 * @since 0.1.0
 * @category behaviour
 */
export const onReport = (mmp: Mmp, report: Report, now: number, hooks: MmpHooks): void => {
  for (const e of report.executions) {
    if (e.category !== "option" || !e.isMaker) continue
    const i = Instruments.find("option", e.symbol)
    if (i === undefined) continue
    const qty = Number(e.execQty)
    const signed = e.side === "Buy" ? qty : -qty
    const baseCoin = mmp.fill({
      uid: e.accountId,
      orderId: e.orderId,
      qty,
      delta: signed * hooks.delta(i, now),
      time: now
    })
    if (baseCoin === undefined) continue
    for (const o of mmp.orders(e.accountId, baseCoin)) {
      mmp.untag(e.accountId, o.orderId)
      hooks.cancel(e.accountId, o.instrument, o.orderId, now)
    }
  }
  // after the fills: a fill that completes its order still counts
  for (const o of report.orders) {
    if (o.orderStatus !== "New" && o.orderStatus !== "PartiallyFilled") mmp.untag(o.accountId, o.orderId)
  }
}
