/**
 * The unified account's preferences and reports that stand beside trading: the limit-price action per category
 * (`set-limit-px-action`, read back with `user-setting-config`), delta-neutral mode, the transferable amount per
 * coin (what the wallet holds free of orders and margin), what a repayment can draw on (`pay-info`: the coins
 * that could pay a liability and the liability itself), the per-symbol trade analysis over the account's fills,
 * and the signed agreements. Every setting is per account: a sub-account's settings are its own.
 *
 * @since 0.1.0
 */

import * as Account from "../../Http/v5/Account.js"
import * as User from "../../Http/v5/User.js"
import * as Fixed from "../base/Fixed.js"
import { type Caller, fail, isFail, lastDaysOf, nonEmpty, ok, type Params, paramError } from "../base/Handler.js"
import { SCALE } from "../books/Accounts.js"
import { type Funds, show } from "../books/Funds.js"
import type { Loans } from "../books/Loans.js"
import type { ExecutionView } from "../engine/MatchingEngine.js"
import * as Desk from "./Desk.js"

const ONE = 10n ** BigInt(SCALE)
const QUOTES = ["USDT", "USDC", "USD"] as const

interface Prefs {
  lpaSpot: boolean
  lpaPerp: boolean
  deltaEnable: boolean
  // MNT fee deduction for spot and futures (docs: get-user-setting-config); no call of the V5 API switches it
  readonly smsef: boolean
  readonly fmsef: boolean
}

const units = (text: string): bigint => Fixed.parseRounded(text === "" ? "0" : text, SCALE, "down") ?? 0n

/**
 * What the desk reads of the rest of the exchange.
 *
 * @since 0.1.0
 * @category models
 */
export interface PrefsEnv {
  readonly funds: Funds
  readonly loans: Loans
  readonly coinsOf: (uid: string) => ReadonlyArray<string>
  readonly fills: (uid: string) => ReadonlyArray<ExecutionView>
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class AccountPrefsDesk implements Desk.Desk {
  readonly name = "account preferences"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly prefs = new Map<string, Prefs>()
  private readonly agreements = new Map<string, Set<number>>()

  constructor(private readonly env: PrefsEnv) {
    this.routes = [
      Desk.route(Account.userSettingConfig, (c) => ok(this.of(c.uid))),
      Desk.route(Account.setLimitPxAction, (c, p) => this.setLimitPx(c, p)),
      Desk.route(Account.setDeltaModeEndpoint, (c, p) => this.setDelta(c, p)),
      Desk.route(Account.withdrawal, (c, p, n) => this.transferable(c, p, n)),
      Desk.route(Account.payInfo, (c, p, n) => this.payInfo(c, p, n)),
      Desk.route(Account.tradeInfoForAnalysis, (c, p, n) => this.analysis(c, p, n)),
      Desk.route(User.agreement, (c, p) => this.agree(c, p))
    ]
  }

  private of(uid: string): Prefs {
    let p = this.prefs.get(uid)
    if (p === undefined) {
      // the documented defaults: spot orders past the limit are adjusted, perpetual ones rejected
      p = { lpaSpot: true, lpaPerp: false, deltaEnable: false, smsef: false, fmsef: false }
      this.prefs.set(uid, p)
    }
    return p
  }

  private setLimitPx(caller: Caller, p: Params) {
    const category = nonEmpty(p, "category")
    if (category !== "spot" && category !== "linear" && category !== "inverse") return paramError("category invalid")
    if (typeof p.modifyEnable !== "boolean") return paramError("modifyEnable invalid")
    const prefs = this.of(caller.uid)
    if (category === "spot") prefs.lpaSpot = p.modifyEnable
    else prefs.lpaPerp = p.modifyEnable
    return ok({})
  }

  private setDelta(caller: Caller, p: Params) {
    const value = nonEmpty(p, "deltaEnable")
    if (value !== "0" && value !== "1") return paramError("deltaEnable invalid")
    this.of(caller.uid).deltaEnable = value === "1"
    return ok({ resultStatus: "success" })
  }

  private transferable(caller: Caller, p: Params, now: number) {
    const text = nonEmpty(p, "coinName")
    if (text === undefined) return paramError("coinName is required")
    const coins = text.split(",")
    if (coins.length > 20) return paramError("coinName takes at most 20 coins")
    if (coins.some((c) => !/^[A-Z0-9]{1,20}$/.test(c))) return paramError("coinName must be uppercase coin names")
    const map: Record<string, string> = {}
    for (const coin of coins) {
      map[coin] = show(
        Fixed.max(0n, this.env.funds.free(caller.uid, "UNIFIED", coin, now) - this.env.loans.owed(caller.uid, coin))
      )
    }
    return ok({ availableWithdrawal: map[coins[0] ?? ""] ?? "0", availableWithdrawalMap: map })
  }

  private payInfo(caller: Caller, p: Params, now: number) {
    const { funds, loans } = this.env
    const coin = nonEmpty(p, "coin")
    const debts = loans.debts(caller.uid)
    if (coin !== undefined && !debts.some(([c]) => c === coin)) {
      return fail(10001, `params error: ${coin} has no outstanding liability`)
    }
    const collateralList = this.env.coinsOf(caller.uid).map((c) => {
      const total = funds.balance(caller.uid, "UNIFIED", c)
      const free = Fixed.max(0n, funds.free(caller.uid, "UNIFIED", c, now))
      return {
        coin: c,
        availableSize: show(free),
        availableValue: show((free * funds.usdPrice(c, now)) / ONE),
        coinScale: 8,
        borrowSize: show(loans.owed(caller.uid, c)),
        spotHedgeAmount: "0",
        assetFrozen: show(total - free)
      }
    })
    const owed = debts.filter(([c]) => coin === undefined || c === coin)
    const borrowSize = owed.reduce((s, [, v]) => s + v, 0n)
    const borrowValue = owed.reduce((s, [c, v]) => s + (v * funds.usdPrice(c, now)) / ONE, 0n)
    const available = coin === undefined ? 0n : Fixed.max(0n, funds.free(caller.uid, "UNIFIED", coin, now))
    return ok({
      collateralInfo: { collateralList },
      borrowInfo: {
        ...(coin === undefined ? {} : { coin }),
        borrowSize: coin === undefined ? show(borrowValue) : show(borrowSize),
        borrowValue: show(borrowValue),
        assetFrozen: "0",
        availableBalance: show(available)
      }
    })
  }

  private analysis(caller: Caller, p: Params, now: number) {
    const symbol = nonEmpty(p, "symbol")
    if (symbol === undefined || !/^[A-Z0-9]+$/.test(symbol)) return paramError("symbol invalid")
    const window = lastDaysOf(p, now)
    if (isFail(window)) return window
    const { from, to } = window
    const fills = this.env
      .fills(caller.uid)
      .filter((f) => f.symbol === symbol && Number(f.execTime) >= from && Number(f.execTime) <= to)
    return ok(summarize(symbol, fills))
  }

  private agree(caller: Caller, p: Params) {
    if (p.agree !== true) return paramError("agree must be true")
    const category = typeof p.categoryV2 === "number" ? p.categoryV2 : p.category
    if (typeof category !== "number" || !Number.isInteger(category)) return paramError("category invalid")
    const signed = this.agreements.get(caller.uid) ?? new Set<number>()
    signed.add(category)
    this.agreements.set(caller.uid, signed)
    return ok({})
  }

  /** The agreement categories an account signed (for assertions). */
  signed(uid: string): ReadonlyArray<number> {
    return [...(this.agreements.get(uid) ?? [])]
  }
}

interface Side {
  value: bigint
  qty: bigint
  fee: bigint
  orders: Map<string, bigint>
}

/** The trade analysis of one symbol's fills: sums per side, averages, the realised P&L of the matched quantity. */
const summarize = (symbol: string, fills: ReadonlyArray<ExecutionView>) => {
  const side = (): Side => ({ value: 0n, qty: 0n, fee: 0n, orders: new Map() })
  const buy = side()
  const sell = side()
  const days = new Map<string, { buy: bigint; sell: bigint }>()
  for (const f of fills) {
    const s = f.side === "Buy" ? buy : sell
    const value = units(f.execValue)
    s.value += value
    s.qty += units(f.execQty)
    s.fee += units(f.execFee)
    s.orders.set(f.orderId, units(f.orderQty))
    const day = new Date(Number(f.execTime)).toISOString().slice(0, 10)
    const d = days.get(day) ?? { buy: 0n, sell: 0n }
    if (f.side === "Buy") d.buy += value
    else d.sell += value
    days.set(day, d)
  }
  const avg = (s: Side) => (s.qty > 0n ? Fixed.divide(s.value * ONE, s.qty, "down") : 0n)
  const matched = Fixed.min(buy.qty, sell.qty)
  const rnl = ((avg(sell) - avg(buy)) * matched) / ONE - buy.fee - sell.fee
  const quote = QUOTES.find((q) => symbol.endsWith(q)) ?? "USDT"
  const base = symbol.slice(0, symbol.length - quote.length)
  const category = fills[0]?.category
  const sum = (m: Map<string, bigint>) => [...m.values()].reduce((a, b) => a + b, 0n)
  return {
    symbolRnl: show(rnl),
    netExecQty: show(buy.qty - sell.qty),
    sumExecValue: show(buy.value + sell.value),
    sumExecQty: show(buy.qty + sell.qty),
    avgBuyExecPrice: show(avg(buy)),
    sumBuyExecValue: show(buy.value),
    sumBuyExecQty: show(buy.qty),
    sumBuyExecFee: show(buy.fee),
    sumBuyOrderQty: show(sum(buy.orders)),
    avgSellExecPrice: show(avg(sell)),
    sumSellExecValue: show(sell.value),
    sumSellExecQty: show(sell.qty),
    sumSellExecFee: show(sell.fee),
    sumSellOrderQty: show(sum(sell.orders)),
    maxMarginVersion: 0,
    baseCoin: base,
    settleCoin: category === "inverse" ? base : quote === "USD" ? base : quote,
    sumPriceList: [...days].map(([day, d]) => ({
      day,
      sumBuyExecValue: show(d.buy),
      sumSellExecValue: show(d.sell),
      sumExecValue: show(d.buy + d.sell)
    }))
  }
}
