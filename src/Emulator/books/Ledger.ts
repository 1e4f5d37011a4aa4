/**
 * The emulator's ledger of the unified account: one entry per cash movement the exchange performs (a trade's
 * settlement with its fee, a transfer in or out), each with the wallet balance after it. It answers
 * `/v5/account/transaction-log`: newest first, filtered and paged like the real endpoint (24 hours by default,
 * windows of at most 7 days, `limit` 1-50, default 20).
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import type { Params, Result } from "../base/Handler.js"
import { fail, int, nonEmpty } from "../base/Handler.js"
import type { Category } from "../market/Instruments.js"
import * as Instruments from "../market/Instruments.js"
import { SCALE } from "./Accounts.js"

/**
 * What moved the cash (the `type` of a transaction-log item).
 *
 * @since 0.1.0
 * @category models
 */
export type EntryType =
  | "TRADE"
  | "LIQUIDATION"
  | "DELIVERY"
  | "SETTLEMENT"
  | "TRANSFER_IN"
  | "TRANSFER_OUT"
  | "INTEREST"
  | "BORROW"
  | "REPAY"
  | "CONVERT"
  | "TOKENS_SUBSCRIPTION"
  | "TOKENS_REDEMPTION"
  | "LOANS_BORROW_FUNDS"
  | "LOANS_PLEDGE_ASSET"
  | "INSTITUTION_LOAN_IN"
  | "INSTITUTION_PAYBACK_PRINCIPAL_OUT"
  | "INSTITUTION_PAYBACK_INTEREST_OUT"
  | "INSTITUTION_EXCHANGE_SELL"
  | "INSTITUTION_EXCHANGE_BUY"
  | "INSTITUTION_LIQ_PRINCIPAL_OUT"
  | "INSTITUTION_LIQ_INTEREST_OUT"

/**
 * One ledger entry. Amounts are units of 10^-18 of `currency`; `qty`, `size` and `tradePrice` are the decimal
 * strings as the trade printed them (`""` for transfers).
 *
 * @since 0.1.0
 * @category models
 */
export interface Entry {
  readonly uid: string
  readonly type: EntryType
  /** `""` for transfers. */
  readonly category: Category | ""
  readonly symbol: string
  readonly side: "Buy" | "Sell" | "None"
  readonly currency: string
  readonly qty: string
  /** The position size after a derivatives trade; the traded quantity on spot. */
  readonly size: string
  readonly tradePrice: string
  /** The fee charged in `currency` (negative for a rebate). */
  readonly fee: bigint
  readonly feeRate: string
  /** The funding of a funding settlement: positive when received, negative when paid. */
  readonly funding?: bigint
  /** Realised PnL (derivatives), premium (options) or traded amount (spot), before the fee. */
  readonly cashFlow: bigint
  /** The wallet change: `cashFlow + funding - fee`. */
  readonly change: bigint
  /** The wallet balance of `currency` after the entry. */
  readonly cashBalance: bigint
  readonly tradeId: string
  readonly orderId: string
  readonly orderLinkId: string
  readonly time: number
}

const DAY = 86_400_000
const WEEK = 7 * DAY

/** An amount as the log prints it: 8 decimals, as the docs' examples (`"0.01908720"`). */
const show = (units: bigint): string => Fixed.format(Fixed.rescale(units, SCALE, 8, "halfUp"), 8)
/** A signed change, trimmed (`"-0.0190872"`), as the docs' examples. */
const showTrimmed = (units: bigint): string => Fixed.formatTrimmed(Fixed.rescale(units, SCALE, 8, "halfUp"), 8)

/**
 * An entry as the transaction logs list it.
 *
 * @since 0.1.0
 * @category format
 */
export const row = (e: Entry & { readonly id: string }) => ({
  id: e.id,
  symbol: e.symbol,
  category: e.category,
  side: e.side,
  // ms as text, as the pages type it
  transactionTime: String(e.time),
  type: e.type,
  transSubType: "",
  qty: e.qty,
  size: e.size,
  currency: e.currency,
  tradePrice: e.tradePrice,
  funding: e.funding === undefined ? "" : showTrimmed(e.funding),
  // a funding or session settlement charges no fee, and prints it (`"0.00000000"`), as the docs' example
  fee: e.type === "TRADE" || e.type === "DELIVERY" || e.type === "SETTLEMENT" ? show(e.fee) : "",
  cashFlow: showTrimmed(e.cashFlow),
  change: showTrimmed(e.change),
  cashBalance: show(e.cashBalance),
  feeRate: e.feeRate,
  bonusChange: "",
  tradeId: e.tradeId,
  orderId: e.orderId,
  orderLinkId: e.orderLinkId,
  extraFees: ""
})

/**
 * A kept entry with its id. Every field is set in the constructor, so an entry is one object with its fields in
 * place (a copy by `Object.assign({}, …)` past four fields keeps them in a second, out-of-object array: 136 more
 * bytes an entry, and a trade books one or two entries).
 *
 * @since 1.2.0
 * @category internals
 */
export class Kept implements Entry {
  readonly uid: string
  readonly type: EntryType
  readonly category: Category | ""
  readonly symbol: string
  readonly side: "Buy" | "Sell" | "None"
  readonly currency: string
  readonly qty: string
  readonly size: string
  readonly tradePrice: string
  readonly fee: bigint
  readonly feeRate: string
  readonly funding?: bigint
  readonly cashFlow: bigint
  readonly change: bigint
  readonly cashBalance: bigint
  readonly tradeId: string
  readonly orderId: string
  readonly orderLinkId: string
  readonly time: number
  readonly id: string

  constructor(e: Entry, id: string) {
    this.uid = e.uid
    this.type = e.type
    this.category = e.category
    this.symbol = e.symbol
    this.side = e.side
    this.currency = e.currency
    this.qty = e.qty
    this.size = e.size
    this.tradePrice = e.tradePrice
    this.fee = e.fee
    this.feeRate = e.feeRate
    if (e.funding !== undefined) this.funding = e.funding
    this.cashFlow = e.cashFlow
    this.change = e.change
    this.cashBalance = e.cashBalance
    this.tradeId = e.tradeId
    this.orderId = e.orderId
    this.orderLinkId = e.orderLinkId
    this.time = e.time
    this.id = id
  }
}

/**
 * The ledger of every account.
 *
 * @since 0.1.0
 * @category models
 */
export class Ledger {
  private readonly entries: Array<Entry & { readonly id: string }> = []
  private seq = 0

  /** Appends an entry (in time order). */
  record(entry: Entry): void {
    this.seq++
    this.entries.push(new Kept(entry, String(this.seq)))
  }

  /** The entries of an account with their ids, oldest first. */
  listed(uid: string): ReadonlyArray<Entry & { readonly id: string }> {
    return this.entries.filter((e) => e.uid === uid)
  }

  /** The entries of an account, oldest first (for assertions). */
  of(uid: string): ReadonlyArray<Entry> {
    return this.entries.filter((e) => e.uid === uid)
  }

  /** `/v5/account/transaction-log` for an account at `now`. */
  transactionLog(uid: string, p: Params, now: number): Result<object> {
    const accountType = nonEmpty(p, "accountType")
    if (accountType !== undefined && accountType !== "UNIFIED") return fail(10001, "accountType only support UNIFIED")
    const limit = int(p, "limit") ?? 20
    if (Number.isNaN(limit) || limit < 1 || limit > 50) return fail(10001, "params error: limit invalid")
    const start = int(p, "startTime")
    const end = int(p, "endTime")
    if (Number.isNaN(start) || Number.isNaN(end)) return fail(10001, "params error: startTime or endTime invalid")
    // 24 hours by default, anchored on whichever end was given.
    const from = start ?? (end === undefined ? now - DAY : end - DAY)
    const to = end ?? (start === undefined ? now : start + DAY)
    if (to < from) return fail(10001, "params error: startTime must be less than endTime")
    if (to - from > WEEK) return fail(10001, "params error: the time range must be less than 7 days")
    const category = nonEmpty(p, "category")
    const currency = nonEmpty(p, "currency")
    const baseCoin = nonEmpty(p, "baseCoin")
    const type = nonEmpty(p, "type")
    const items: Array<Entry & { readonly id: string }> = []
    for (let k = this.entries.length - 1; k >= 0; k--) {
      const e = this.entries[k]
      if (e === undefined || e.uid !== uid || e.time < from || e.time > to) continue
      if (category !== undefined && e.category !== category) continue
      if (currency !== undefined && e.currency !== currency) continue
      if (
        baseCoin !== undefined &&
        (e.category === "" || Instruments.find(e.category, e.symbol)?.baseCoin !== baseCoin)
      ) {
        continue
      }
      if (type !== undefined && e.type !== type) continue
      items.push(e)
    }
    let at = 0
    const cursor = nonEmpty(p, "cursor")
    if (cursor !== undefined) {
      const decoded = Buffer.from(cursor, "base64url").toString("utf8")
      const id = decoded.startsWith("id=") ? decoded.slice(3) : undefined
      const found = id === undefined ? -1 : items.findIndex((e) => e.id === id)
      if (found < 0) return fail(10001, "params error: cursor invalid")
      at = found + 1
    }
    const list = items.slice(at, at + limit)
    const last = list[list.length - 1]
    const more = at + limit < items.length
    return {
      ok: true,
      value: {
        list: list.map(row),
        nextPageCursor: more && last !== undefined ? Buffer.from(`id=${last.id}`, "utf8").toString("base64url") : ""
      }
    }
  }
}
