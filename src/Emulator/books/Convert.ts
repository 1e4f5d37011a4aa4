/**
 * Coin conversion (`/v5/asset/exchange/*`): a quote prices `fromCoin` in `toCoin` from the emulator's own last
 * prices (USD value of each coin), valid 15 seconds; confirming it moves both coins of the quote's wallet
 * (`eb_convert_funding`: funding, `eb_convert_uta`: unified) at once by exactly the quoted amounts. A quote is
 * confirmed at most once; an expired one is refused.
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import type { Caller, Params, Result } from "../base/Handler.js"
import { type Fail, fail, int, isFail, nonEmpty, ok } from "../base/Handler.js"
import type { AccountType } from "./Accounts.js"
import { SCALE } from "./Accounts.js"
import { amountOf, type Funds, show } from "./Funds.js"

/**
 * A completed conversion.
 *
 * @since 0.1.0
 * @category models
 */
export interface Conversion {
  readonly id: string
  readonly fromCoin: string
  readonly toCoin: string
  readonly fromAmount: bigint
  readonly toAmount: bigint
  readonly rate: bigint
  readonly time: number
}

/** How long a quote can be confirmed. */
const QUOTE_MS = 15_000
/** Decimals of converted amounts. */
const ACCURACY = 8

/** Single-conversion limits of the coins that convert, in the coin. */
const LIMITS: Readonly<Record<string, { readonly min: string; readonly max: string }>> = {
  BTC: { min: "0.0001", max: "100" },
  ETH: { min: "0.001", max: "1000" },
  SOL: { min: "0.01", max: "10000" },
  USDT: { min: "1", max: "2000000" },
  USDC: { min: "1", max: "2000000" }
}

const WALLETS: Readonly<Record<string, AccountType>> = { eb_convert_funding: "FUND", eb_convert_uta: "UNIFIED" }

/**
 * A quote, and its conversion once confirmed.
 *
 * @since 0.1.0
 * @category models
 */
export interface Quote {
  readonly quoteTxId: string
  readonly uid: string
  readonly accountType: string
  readonly wallet: AccountType
  readonly fromCoin: string
  readonly toCoin: string
  readonly fromAmount: bigint
  readonly toAmount: bigint
  /** `toCoin` per `fromCoin`, units of 10^-18. */
  readonly rate: bigint
  readonly expiresAt: number
  readonly requestId: string | undefined
  /** When it was confirmed. */
  executedAt: number | undefined
}

const paramsError = (): Fail => fail(700000, "params error")
const unsupported = (): Fail => fail(700013, "the current coin does not support convert")
const insufficient = (): Fail => fail(700005, "Your Available Balance is insufficient or your wallet not exist")
const notFound = (): Fail => fail(700004, "order does not exist")

/**
 * The quotes and conversions of every account.
 *
 * @since 0.1.0
 * @category models
 */
export class Convert {
  private readonly quotes = new Map<string, Quote>()
  /** Confirmed quotes, newest first. */
  private readonly done: Array<Quote> = []
  private seq = 0

  constructor(private readonly funds: Funds) {}

  private walletOf(p: Params): AccountType | Fail {
    return WALLETS[nonEmpty(p, "accountType") ?? ""] ?? paramsError()
  }

  /** `/v5/asset/exchange/query-coin-list`: `side` 0 lists what can be sold (with balances), 1 what `coin` buys. */
  coins(caller: Caller, p: Params, now: number): Result<object> {
    const wallet = this.walletOf(p)
    if (isFail(wallet)) return wallet
    const side = int(p, "side") ?? 0
    const coin = nonEmpty(p, "coin")
    if (coin !== undefined && LIMITS[coin] === undefined) return unsupported()
    if (side === 1 && coin === undefined) return paramsError()
    const names = Object.keys(LIMITS).filter((c) => (side === 1 ? c !== coin : coin === undefined || c === coin))
    return ok({
      coins: names.map((c) => {
        const balance = side === 0 ? this.funds.free(caller.uid, wallet, c, now) : 0n
        const usd = (balance * this.funds.usdPrice(c, now)) / Fixed.pow10(SCALE)
        return {
          coin: c,
          fullName: c,
          icon: "",
          iconNight: "",
          accuracyLength: ACCURACY,
          coinType: "crypto",
          balance: show(balance),
          uBalance: show(usd),
          timePeriod: 0,
          singleFromMinLimit: LIMITS[c]?.min ?? "0",
          singleFromMaxLimit: LIMITS[c]?.max ?? "0",
          singleToMinLimit: "0",
          singleToMaxLimit: "0",
          dailyFromMinLimit: "0",
          dailyFromMaxLimit: "0",
          dailyToMinLimit: "0",
          dailyToMaxLimit: "0",
          disableFrom: false,
          disableTo: false
        }
      })
    })
  }

  /** `/v5/asset/exchange/quote-apply`. */
  quote(caller: Caller, p: Params, now: number): Result<object> {
    const wallet = this.walletOf(p)
    if (isFail(wallet)) return wallet
    const fromCoin = nonEmpty(p, "fromCoin") ?? ""
    const toCoin = nonEmpty(p, "toCoin") ?? ""
    const limits = LIMITS[fromCoin]
    if (limits === undefined || LIMITS[toCoin] === undefined) return unsupported()
    // The docs: `requestCoin` is the `fromCoin` (quoting by the coin bought is not offered).
    if (fromCoin === toCoin || nonEmpty(p, "requestCoin") !== fromCoin) return paramsError()
    const amount = amountOf(nonEmpty(p, "requestAmount") ?? "", ACCURACY)
    if (typeof amount === "string") return paramsError()
    if (amount < (Fixed.parse(limits.min, SCALE) ?? 0n)) return fail(700006, "Low amount limit")
    if (amount > (Fixed.parse(limits.max, SCALE) ?? 0n)) return fail(700007, "Large Amount Limit")
    const fromPrice = this.funds.usdPrice(fromCoin, now)
    const toPrice = this.funds.usdPrice(toCoin, now)
    if (fromPrice <= 0n || toPrice <= 0n) return fail(700001, "quote fail:no dealer can used")
    if (this.funds.free(caller.uid, wallet, fromCoin, now) < amount) return insufficient()
    const rate = Fixed.divide(fromPrice * Fixed.pow10(SCALE), toPrice, "down")
    const raw = (amount * rate) / Fixed.pow10(SCALE)
    const toAmount = Fixed.rescale(Fixed.rescale(raw, SCALE, ACCURACY, "down"), ACCURACY, SCALE, "down")
    if (toAmount <= 0n) return fail(700006, "Low amount limit")
    this.seq++
    const q: Quote = {
      quoteTxId: `1010010810640934${String(this.seq).padStart(13, "0")}`,
      uid: caller.uid,
      accountType: nonEmpty(p, "accountType") ?? "",
      wallet,
      fromCoin,
      toCoin,
      fromAmount: amount,
      toAmount,
      rate,
      expiresAt: now + QUOTE_MS,
      requestId: nonEmpty(p, "requestId"),
      executedAt: undefined
    }
    this.quotes.set(q.quoteTxId, q)
    return ok({
      quoteTxId: q.quoteTxId,
      exchangeRate: Fixed.format(rate, SCALE),
      fromCoin,
      fromCoinType: "crypto",
      toCoin,
      toCoinType: "crypto",
      fromAmount: show(amount),
      toAmount: show(toAmount),
      expiredTime: String(q.expiresAt),
      ...(q.requestId === undefined ? {} : { requestId: q.requestId }),
      // "currently returns an empty array" (the page)
      extTaxAndFee: []
    })
  }

  /** `/v5/asset/exchange/convert-execute`: moves both coins, or nothing. */
  execute(caller: Caller, p: Params, now: number): Result<object> {
    const q = this.quotes.get(nonEmpty(p, "quoteTxId") ?? "")
    if (q === undefined || q.uid !== caller.uid) return notFound()
    if (q.executedAt !== undefined) return fail(700009, "quoteTxId has already been used")
    if (now > q.expiresAt) return fail(700008, "quote fail: price time out")
    if (this.funds.free(q.uid, q.wallet, q.fromCoin, now) < q.fromAmount) return insufficient()
    this.funds.move(q.uid, q.wallet, q.fromCoin, -q.fromAmount, now, "Convert")
    this.funds.move(q.uid, q.wallet, q.toCoin, q.toAmount, now, "Convert")
    q.executedAt = now
    this.done.unshift(q)
    // The exchange answers before it settles; the result query then reads `success`.
    return ok({ quoteTxId: q.quoteTxId, exchangeStatus: "processing" })
  }

  private item(q: Quote): object {
    return {
      accountType: q.accountType,
      exchangeTxId: q.quoteTxId,
      userId: q.uid,
      fromCoin: q.fromCoin,
      fromCoinType: "crypto",
      fromAmount: show(q.fromAmount),
      toCoin: q.toCoin,
      toCoinType: "crypto",
      toAmount: show(q.toAmount),
      exchangeStatus: "success",
      extInfo: {},
      convertRate: show(q.rate),
      createdAt: String(q.executedAt ?? 0)
    }
  }

  /** An account's completed conversions, oldest first. */
  completed(uid: string): ReadonlyArray<Conversion> {
    return this.done
      .filter((q) => q.uid === uid)
      .reverse()
      .map((q) => ({
        id: q.quoteTxId,
        fromCoin: q.fromCoin,
        toCoin: q.toCoin,
        fromAmount: q.fromAmount,
        toAmount: q.toAmount,
        rate: q.rate,
        time: q.executedAt ?? 0
      }))
  }

  /** `/v5/asset/exchange/convert-result-query`. */
  result(caller: Caller, p: Params): Result<object> {
    const q = this.quotes.get(nonEmpty(p, "quoteTxId") ?? "")
    if (q === undefined || q.uid !== caller.uid || q.executedAt === undefined) return notFound()
    if (q.accountType !== nonEmpty(p, "accountType")) return notFound()
    return ok({ result: this.item(q) })
  }

  /** `/v5/asset/exchange/query-convert-history`: newest first, `index` pages of `limit` (1-100, 20). */
  history(caller: Caller, p: Params): Result<object> {
    const types = nonEmpty(p, "accountType")?.split(",")
    const index = int(p, "index") ?? 1
    const limit = int(p, "limit") ?? 20
    if (Number.isNaN(index) || index < 1) return fail(10001, "params error: index invalid")
    if (Number.isNaN(limit) || limit < 1 || limit > 100) return fail(10001, "params error: limit invalid")
    const list = this.done.filter((q) => q.uid === caller.uid && (types === undefined || types.includes(q.accountType)))
    return ok({ list: list.slice((index - 1) * limit, index * limit).map((q) => this.item(q)) })
  }
}
