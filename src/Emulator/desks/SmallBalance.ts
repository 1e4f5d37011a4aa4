/**
 * Small-balance conversion of the unified wallet (`/v5/asset/covert/*`): coins worth less than 10 USDT at the
 * emulator's prices are listed, quoted into USDT or USDC (a 2 % fee in the target coin; a quote lives 30 seconds),
 * and converted when the quote is confirmed — each source coin leaves the wallet whole and the target arrives,
 * booked as conversions in the transaction log. The history pages the conversions by page number, newest first.
 *
 * @since 0.1.0
 */

import * as Asset from "../../Http/v5/Asset.js"
import * as Fixed from "../base/Fixed.js"
import { type Caller, fail, int, nonEmpty, ok, type Params, paramError } from "../base/Handler.js"
import { SCALE } from "../books/Accounts.js"
import { type Funds, show } from "../books/Funds.js"
import * as Desk from "./Desk.js"

const ONE = 10n ** BigInt(SCALE)
const SMALL_USD = 10n * ONE
const FEE_RATE = ONE / 50n
const QUOTE_MS = 30_000
const TARGETS = ["MNT", "USDT", "USDC"] as const
const noTax = (coin: string) => ({ totalAmount: "0", feeCoin: coin, taxFeeItems: [] })

interface Part {
  readonly fromCoin: string
  readonly fromAmount: bigint
  readonly toAmount: bigint
  readonly fee: bigint
}

interface Quote {
  readonly quoteId: string
  readonly uid: string
  readonly toCoin: string
  readonly parts: ReadonlyArray<Part>
  readonly createdAt: number
  executed: boolean
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class SmallBalanceDesk implements Desk.Desk {
  readonly name = "small balances"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly quotes: Array<Quote> = []
  private seq = 0

  constructor(
    private readonly funds: Funds,
    private readonly coinsOf: (uid: string) => ReadonlyArray<string>
  ) {
    this.routes = [
      Desk.route(Asset.smallBalanceList, (c, p, n) => this.list(c, p, n)),
      Desk.route(Asset.smallBalanceQuote, (c, p, n) => this.quote(c, p, n)),
      Desk.route(Asset.smallBalanceExecute, (c, p, n) => this.execute(c, p, n)),
      Desk.route(Asset.smallBalanceHistory, (c, p) => this.history(c, p))
    ]
  }

  /** A coin's free balance and its USDT value, when the wallet holds it and it is small. */
  private small(uid: string, coin: string, now: number): { free: bigint; value: bigint } | undefined {
    if (coin === "USDT") return undefined
    const free = this.funds.free(uid, "UNIFIED", coin, now)
    const usdt = this.funds.usdPrice("USDT", now)
    const price = this.funds.usdPrice(coin, now)
    if (free <= 0n || price <= 0n || usdt <= 0n) return undefined
    const value = Fixed.divide(free * price, usdt, "down")
    return value < SMALL_USD ? { free, value } : undefined
  }

  private row(coin: string, s: { free: bigint; value: bigint }) {
    // the reserved fields as the page's example shows them (small-balanc-coins: "Ignore, reserved field")
    return {
      fromCoin: coin,
      supportConvert: 1,
      availableBalance: show(s.free),
      baseValue: show(s.value),
      toCoin: "",
      toAmount: "",
      exchangeRate: "",
      feeInfo: null,
      taxFeeInfo: null
    }
  }

  private list(caller: Caller, p: Params, now: number) {
    if (nonEmpty(p, "accountType") !== "eb_convert_uta") return paramError("accountType must be eb_convert_uta")
    const only = nonEmpty(p, "fromCoin")
    const smallAssetCoins = this.coinsOf(caller.uid)
      .filter((c) => only === undefined || c === only)
      .flatMap((c) => {
        const s = this.small(caller.uid, c, now)
        return s === undefined ? [] : [this.row(c, s)]
      })
    return ok({ smallAssetCoins, supportToCoins: TARGETS })
  }

  private quote(caller: Caller, p: Params, now: number) {
    if (nonEmpty(p, "accountType") !== "eb_convert_uta") return paramError("accountType must be eb_convert_uta")
    const toCoin = nonEmpty(p, "toCoin") ?? ""
    if (!(TARGETS as ReadonlyArray<string>).includes(toCoin)) return paramError("toCoin must be MNT, USDT or USDC")
    const toPrice = this.funds.usdPrice(toCoin, now)
    if (toPrice <= 0n) return fail(10001, `params error: ${toCoin} cannot be quoted now`)
    const from = p.fromCoinList
    if (!Array.isArray(from) || from.length === 0 || from.length > 20)
      return paramError("fromCoinList takes 1-20 coins")
    const parts: Array<Part> = []
    for (const coin of from) {
      const s = typeof coin === "string" && coin !== toCoin ? this.small(caller.uid, coin, now) : undefined
      if (s === undefined) return paramError(`${String(coin)} is not a small balance`)
      const gross = Fixed.divide(s.free * this.funds.usdPrice(coin, now), toPrice, "down")
      const fee = Fixed.divide(gross * FEE_RATE, ONE, "up")
      parts.push({ fromCoin: coin, fromAmount: s.free, toAmount: gross - fee, fee })
    }
    const q: Quote = { quoteId: `sb${++this.seq}`, uid: caller.uid, toCoin, parts, createdAt: now, executed: false }
    this.quotes.push(q)
    const totalFee = parts.reduce((s, x) => s + x.fee, 0n)
    return ok({
      quoteId: q.quoteId,
      result: {
        quoteCreateTime: String(now),
        quoteExpireTime: String(now + QUOTE_MS),
        exchangeCoins: parts.map((x) => ({
          fromCoin: x.fromCoin,
          supportConvert: 1,
          availableBalance: show(x.fromAmount),
          baseValue: show(Fixed.divide(x.fromAmount * this.funds.usdPrice(x.fromCoin, now), ONE, "down")),
          toCoin,
          toAmount: show(x.toAmount),
          exchangeRate: show(Fixed.divide((x.toAmount + x.fee) * ONE, x.fromAmount, "down")),
          feeInfo: { feeCoin: toCoin, amount: show(x.fee), feeRate: show(FEE_RATE) },
          taxFeeInfo: noTax(toCoin)
        })),
        totalFeeInfo: { feeCoin: toCoin, amount: show(totalFee), feeRate: show(FEE_RATE) },
        totalTaxFeeInfo: noTax(toCoin)
      }
    })
  }

  private execute(caller: Caller, p: Params, now: number) {
    const q = this.quotes.find((x) => x.uid === caller.uid && x.quoteId === nonEmpty(p, "quoteId"))
    if (q === undefined || q.executed) return paramError("quoteId invalid")
    if (now > q.createdAt + QUOTE_MS) return paramError("the quote has expired")
    if (q.parts.some((x) => this.funds.free(caller.uid, "UNIFIED", x.fromCoin, now) < x.fromAmount)) {
      return paramError("the balance changed since the quote")
    }
    for (const x of q.parts) {
      this.funds.move(caller.uid, "UNIFIED", x.fromCoin, -x.fromAmount, now, "Convert", "CONVERT")
      this.funds.move(caller.uid, "UNIFIED", q.toCoin, x.toAmount, now, "Convert", "CONVERT")
    }
    q.executed = true
    return ok({ quoteId: q.quoteId, exchangeTxId: q.quoteId, submitTime: String(now), status: "processing", msg: "" })
  }

  private history(caller: Caller, p: Params) {
    const size = int(p, "size") ?? 50
    const page = int(p, "cursor") ?? 1
    if (Number.isNaN(size) || size < 1 || size > 100) return paramError("size must be 1-100")
    if (Number.isNaN(page) || page < 1) return paramError("cursor must be a page number")
    const start = int(p, "startTime")
    const end = int(p, "endTime")
    if (Number.isNaN(start) || Number.isNaN(end)) return paramError("time invalid")
    const accountType = nonEmpty(p, "accountType")
    const quoteId = nonEmpty(p, "quoteId")
    const done = this.quotes
      .filter((q) => q.uid === caller.uid && q.executed && (quoteId === undefined || q.quoteId === quoteId))
      .filter((q) => quoteId !== undefined || ((start ?? 0) <= q.createdAt && q.createdAt <= (end ?? Infinity)))
      .filter(() => accountType === undefined || accountType === "eb_convert_uta")
      .reverse()
    const records = done.slice((page - 1) * size, page * size).map((q) => {
      const total = q.parts.reduce((s, x) => s + x.toAmount, 0n)
      const fee = q.parts.reduce((s, x) => s + x.fee, 0n)
      return {
        accountType: "eb_convert_uta",
        exchangeTxId: q.quoteId,
        toCoin: q.toCoin,
        toAmount: show(total),
        subRecords: q.parts.map((x) => ({
          fromCoin: x.fromCoin,
          fromAmount: show(x.fromAmount),
          toCoin: q.toCoin,
          toAmount: show(x.toAmount),
          feeCoin: q.toCoin,
          feeAmount: show(x.fee),
          status: "success",
          taxFeeInfo: noTax(q.toCoin)
        })),
        status: "success",
        createdAt: String(q.createdAt),
        exchangeSource: "small_asset_uta",
        feeCoin: q.toCoin,
        totalFeeAmount: show(fee),
        totalTaxFeeInfo: noTax(q.toCoin)
      }
    })
    return ok({
      cursor: String(page),
      size: String(size),
      lastPage: String(Math.max(1, Math.ceil(done.length / size))),
      totalCount: String(done.length),
      records
    })
  }
}
