/**
 * The exchange broker's desk (`/v5/broker/*` but the rate limits and hostnames, which the rate-limit and hostname
 * desks serve for brokers too). A master account made an exchange broker (`admin.rateLimits.setBroker`) earns a
 * rebate on the trading fees its sub-accounts pay: 30 % of spot fees and 25 % of derivatives and options fees, in
 * the fee's coin, per fill. Earnings are reported by UTC day up to yesterday (T-1) for at most the last month; the
 * newer earning record lists the same rebates by time. The broker also reads its sub-accounts' deposits, and issues
 * vouchers from its budget (the broker id is its master UID).
 *
 * @since 0.1.0
 */

import * as Broker from "../../Http/v5/Broker.js"
import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  type Fail,
  fail,
  int,
  isFail,
  lastDaysOf,
  nonEmpty,
  offsetPage,
  ok,
  type Params,
  paramError
} from "../base/Handler.js"
import type { Accounts } from "../books/Accounts.js"
import { SCALE } from "../books/Accounts.js"
import { type Deposit, depositRow } from "../books/Deposits.js"
import { amountOf, show } from "../books/Funds.js"
import type { ExecutionView } from "../engine/MatchingEngine.js"
import type { Category } from "../market/Instruments.js"
import type { RateLimits } from "../RateLimits.js"
import * as Desk from "./Desk.js"

const ONE = 10n ** BigInt(SCALE)
const DAY = 86_400_000
const u = (text: string): bigint => Fixed.parseRounded(text, SCALE, "down") ?? 0n

type BizType = "SPOT" | "DERIVATIVES" | "OPTIONS"
const bizOf = (c: Category): BizType => (c === "spot" ? "SPOT" : c === "option" ? "OPTIONS" : "DERIVATIVES")
const REBATE: Readonly<Record<BizType, bigint>> = { SPOT: u("0.3"), DERIVATIVES: u("0.25"), OPTIONS: u("0.25") }

interface Voucher {
  readonly id: string
  readonly coin: string
  readonly amountUnit: "AWARD_AMOUNT_UNIT_USD" | "AWARD_AMOUNT_UNIT_COIN"
  readonly productLine: string
  readonly subProductLine: string
  readonly total: bigint
}

const VOUCHERS: ReadonlyArray<Voucher> = [
  {
    id: "80001",
    coin: "USDT",
    amountUnit: "AWARD_AMOUNT_UNIT_COIN",
    productLine: "PRODUCT_LINE_CONTRACT",
    subProductLine: "SUB_PRODUCT_LINE_CONTRACT_DEFAULT",
    total: u("10000")
  },
  {
    id: "80002",
    coin: "USDT",
    amountUnit: "AWARD_AMOUNT_UNIT_USD",
    productLine: "PRODUCT_LINE_SPOT",
    subProductLine: "SUB_PRODUCT_LINE_SPOT_AIRDROP",
    total: u("5000")
  }
]

interface Issued {
  readonly broker: string
  readonly accountId: string
  readonly awardId: string
  readonly specCode: string
  readonly amount: bigint
  readonly at: number
}

/** One rebate: a sub-account's fill and what the broker earned on it. */
interface Rebate {
  readonly fill: ExecutionView
  readonly biz: BizType
  readonly coin: string
  readonly earning: bigint
  readonly time: number
}

const notBroker = (): Fail => fail(3500403, "Only available to exchange broker main-account")
const outOfRange = (): Fail => fail(3500406, "Out of query time range.")
const badLimit = (): Fail => fail(3500402, "Parameter verification failed for 'limit'.")
const badCursor = (): Fail => fail(3500404, "Invalid Cursor")
const invalidReward = (): Fail => fail(400001, "invalid parameter")
const notFound = (): Fail => fail(404001, "resource not found")

/** `YYYYMMDD` as the UTC midnight it names. */
const dayOf = (text: string): number | undefined => {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text)
  if (m === null) return undefined
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return new Date(t).getUTCDate() === Number(m[3]) ? t : undefined
}

/** A page of a broker list: `limit` 1–`max` (default `max`), offset cursor. */
const brokerPage = <A>(items: ReadonlyArray<A>, p: Params, max: number) => {
  const limit = p.limit === undefined ? max : Number(p.limit)
  if (!Number.isInteger(limit) || limit < 1 || limit > max) return badLimit()
  return offsetPage(items, nonEmpty(p, "cursor"), limit, badCursor())
}

/**
 * What the broker desk reads of the rest of the exchange.
 *
 * @since 0.1.0
 * @category models
 */
export interface BrokerEnv {
  readonly accounts: Accounts
  readonly rateLimits: RateLimits
  /** An account's fills, newest first. */
  readonly fills: (uid: string) => ReadonlyArray<ExecutionView>
  /** Every on-chain deposit, newest first. */
  readonly deposits: () => ReadonlyArray<Deposit>
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class BrokerDesk implements Desk.Desk {
  readonly name = "broker"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly issued: Array<Issued> = []

  constructor(private readonly env: BrokerEnv) {
    this.routes = [
      Desk.route(Broker.accountInfo, (c, _p, n) => this.broker(c, () => this.accountInfo(c, n))),
      Desk.route(Broker.earningsInfo, (c, p, n) => this.broker(c, () => this.earnings(c, p, n))),
      Desk.route(Broker.earningRecord, (c, p, n) => this.earningRecords(c, p, n)),
      Desk.route(Broker.subMemberDepositRecord, (c, p, n) => this.broker(c, () => this.subDeposits(c, p, n))),
      Desk.route(Broker.awardInfo, (c, p) => this.voucher(c, p)),
      Desk.route(Broker.distributeAward, (c, p, n) => this.issue(c, p, n)),
      Desk.route(Broker.distributionRecord, (c, p) => this.issuedRecord(c, p))
    ]
  }

  private isBroker(uid: string): boolean {
    return this.env.rateLimits.broker(uid) !== undefined
  }

  private broker(caller: Caller, act: () => ReturnType<Desk.Route["handle"]>) {
    return this.isBroker(caller.uid) ? act() : notBroker()
  }

  private subs(broker: string): ReadonlyArray<string> {
    return this.env.accounts.subMembers(broker).map((m) => m.uid)
  }

  private accountInfo(caller: Caller, now: number) {
    return ok({
      subAcctQty: String(this.subs(caller.uid).length),
      maxSubAcctQty: "1000",
      baseFeeRebateRate: { spot: "30.00%", derivatives: "25.00%" },
      markupFeeRebateRate: { spot: "0.00%", derivatives: "0.00%", convert: "0.00%" },
      ts: String(now)
    })
  }

  /** The rebates on the broker's sub-accounts' fills in `[from, to)`, newest first. */
  private rebates(broker: string, from: number, to: number, uid: string | undefined): ReadonlyArray<Rebate> {
    const out: Array<Rebate> = []
    for (const sub of this.subs(broker)) {
      if (uid !== undefined && sub !== uid) continue
      for (const fill of this.env.fills(sub)) {
        const time = Number(fill.execTime)
        if (time < from || time >= to) continue
        const biz = bizOf(fill.category)
        const fee = Fixed.parseRounded(fill.execFee, SCALE, "down") ?? 0n
        if (fee <= 0n) continue
        const coin = fill.feeCurrency === "" ? "USDT" : fill.feeCurrency
        out.push({ fill, biz, coin, earning: (fee * REBATE[biz]) / ONE, time })
      }
    }
    return out.sort((a, b) => b.time - a.time)
  }

  private earnings(caller: Caller, p: Params, now: number) {
    const begin = nonEmpty(p, "begin")
    const end = nonEmpty(p, "end")
    if ((begin === undefined) !== (end === undefined)) {
      return fail(3500407, "Parameter begin and end need to be input in pairs.")
    }
    const today = Math.floor(now / DAY) * DAY
    const from = begin === undefined ? today - 7 * DAY : dayOf(begin)
    const to = end === undefined ? today : dayOf(end)
    if (from === undefined || to === undefined) return paramError("begin or end invalid")
    // up to yesterday, for at most the last month
    if (from > to || from < today - 31 * DAY || to > today) return outOfRange()
    const bizType = nonEmpty(p, "bizType")
    const uid = nonEmpty(p, "uid")
    const all = this.rebates(caller.uid, from, to + (end === undefined ? 0 : DAY), uid).filter(
      (r) => bizType === undefined || r.biz === bizType
    )
    const paged = brokerPage(all, p, 1000)
    if (isFail(paged)) return paged
    const totals = (biz: BizType | undefined) => {
      const sums = new Map<string, bigint>()
      for (const r of all)
        if (biz === undefined || r.biz === biz) sums.set(r.coin, (sums.get(r.coin) ?? 0n) + r.earning)
      return [...sums].map(([coin, earning]) => ({ coin, earning: show(earning) }))
    }
    return ok({
      totalEarningCat: {
        spot: totals("SPOT"),
        derivatives: totals("DERIVATIVES"),
        options: totals("OPTIONS"),
        convert: [],
        total: totals(undefined)
      },
      details: paged.list.map((r) => ({
        userId: r.fill.accountId,
        bizType: r.biz,
        symbol: r.fill.symbol,
        coin: r.coin,
        earning: show(r.earning),
        markupEarning: "0",
        baseFeeEarning: show(r.earning),
        orderId: r.fill.orderId,
        execId: r.fill.execId,
        execTime: String(r.time)
      })),
      nextPageCursor: paged.next
    })
  }

  private earningRecords(caller: Caller, p: Params, now: number) {
    if (!this.isBroker(caller.uid)) return fail(10005, "Permission denied, please check your API key permissions.")
    const window = lastDaysOf(p, now)
    if (isFail(window)) return window
    const { from, to } = window
    const bizType = nonEmpty(p, "bizType")
    const all = this.rebates(caller.uid, from, to + 1, undefined).filter(
      (r) => bizType === undefined || r.biz === bizType
    )
    const paged = brokerPage(all, p, 1000)
    if (isFail(paged)) return paramError(paged.retMsg)
    return ok({
      list: paged.list.map((r) => ({
        userId: r.fill.accountId,
        bizType: r.biz,
        symbol: r.fill.symbol,
        coin: r.coin,
        earning: show(r.earning),
        orderId: r.fill.orderId,
        execTime: String(r.time)
      })),
      nextPageCursor: paged.next
    })
  }

  private subDeposits(caller: Caller, p: Params, now: number) {
    const start = int(p, "startTime")
    const end = int(p, "endTime")
    if (Number.isNaN(start) || Number.isNaN(end)) return paramError("time invalid")
    if (start !== undefined && end !== undefined && start >= end) {
      return fail(176004, "Query order history start time exceeds end time")
    }
    const to = end ?? (start === undefined ? now : start + 30 * DAY)
    const from = start ?? to - 30 * DAY
    if (to - from > 30 * DAY) return outOfRange()
    const subs = new Set(this.subs(caller.uid))
    const sub = nonEmpty(p, "subMemberId")
    const id = nonEmpty(p, "id")
    const txID = nonEmpty(p, "txID")
    const coin = nonEmpty(p, "coin")
    const rows = this.env
      .deposits()
      .filter((d) => subs.has(d.uid) && (sub === undefined || d.uid === sub))
      .filter((d) => (id === undefined || d.id === id) && (txID === undefined || d.txID === txID))
      .filter((d) => (coin === undefined || d.coin === coin) && (id !== undefined || (d.at >= from && d.at <= to)))
    const paged = brokerPage(rows, p, 50)
    if (isFail(paged)) return paged
    return ok({ rows: paged.list.map((d) => ({ ...depositRow(d), subMemberId: d.uid })), nextPageCursor: paged.next })
  }

  private used(broker: string, awardId: string): bigint {
    return this.issued.filter((i) => i.broker === broker && i.awardId === awardId).reduce((s, i) => s + i.amount, 0n)
  }

  private voucher(caller: Caller, p: Params) {
    if (!this.isBroker(caller.uid)) return fail(400001, "broker not found.")
    const v = VOUCHERS.find((x) => x.id === nonEmpty(p, "id"))
    if (v === undefined) return notFound()
    return ok({
      id: v.id,
      coin: v.coin,
      amountUnit: v.amountUnit,
      productLine: v.productLine,
      subProductLine: v.subProductLine,
      totalAmount: show(v.total),
      usedAmount: show(this.used(caller.uid, v.id))
    })
  }

  private issue(caller: Caller, p: Params, now: number) {
    if (!this.isBroker(caller.uid) || nonEmpty(p, "brokerId") !== caller.uid) return fail(400001, "broker not found.")
    const v = VOUCHERS.find((x) => x.id === nonEmpty(p, "awardId"))
    if (v === undefined) return notFound()
    const accountId = nonEmpty(p, "accountId") ?? ""
    const specCode = nonEmpty(p, "specCode") ?? ""
    if (this.env.accounts.member(accountId) === undefined || specCode === "" || specCode.length > 8) {
      return invalidReward()
    }
    const text = nonEmpty(p, "amount") ?? ""
    const decimals = v.productLine === "PRODUCT_LINE_SPOT" ? 16 : 4
    const amount = amountOf(text, decimals)
    if (typeof amount === "string" || amount <= 0n) return invalidReward()
    const same = this.issued.find((i) => i.broker === caller.uid && i.awardId === v.id && i.specCode === specCode)
    // the spec code makes an issue idempotent: the same request again changes nothing
    if (same !== undefined) return same.accountId === accountId && same.amount === amount ? ok({}) : invalidReward()
    if (this.used(caller.uid, v.id) + amount > v.total) return fail(400105, "Budget exceeded")
    this.issued.push({ broker: caller.uid, accountId, awardId: v.id, specCode, amount, at: now })
    return ok({})
  }

  private issuedRecord(caller: Caller, p: Params) {
    const found = this.issued.find(
      (i) =>
        i.broker === caller.uid &&
        i.accountId === nonEmpty(p, "accountId") &&
        i.awardId === nonEmpty(p, "awardId") &&
        i.specCode === nonEmpty(p, "specCode")
    )
    if (found === undefined) return notFound()
    const sec = (ms: number) => String(Math.floor(ms / 1000))
    const withUsed = p.withUsedAmount === true || p.withUsedAmount === "true"
    return ok({
      accountId: found.accountId,
      awardId: found.awardId,
      specCode: found.specCode,
      amount: show(found.amount),
      isClaimed: true,
      startAt: sec(found.at),
      endAt: sec(found.at + 30 * DAY),
      effectiveAt: sec(found.at),
      ineffectiveAt: sec(found.at + 30 * DAY),
      usedAmount: withUsed ? "0" : ""
    })
  }
}
