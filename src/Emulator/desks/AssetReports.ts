/**
 * Reports over an account's wallets and the asset chores around them: the asset overview per account type valued
 * in USD (`/v5/asset/asset-overview`), every member's assets (`/v5/asset/total-members-assets`), the classic spot
 * asset info (`/v5/asset/transfer/query-asset-info`), the coin exchange records of the account's conversions
 * (`/v5/asset/exchange/order-record`), the one-time universal-transfer switch of sub UIDs
 * (`/v5/asset/transfer/save-transfer-sub-member`) and the Travel Rule questionnaire of a deposit that hit the
 * policy (`/v5/asset/travel-rule/deposit/submit`).
 *
 * @since 0.1.0
 */

import * as Asset from "../../Http/v5/Asset.js"
import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  fail,
  int,
  isFail,
  limitOf,
  nonEmpty,
  ok,
  type Params,
  page,
  paramError
} from "../base/Handler.js"
import type { Accounts, Member } from "../books/Accounts.js"
import { SCALE } from "../books/Accounts.js"
import { type Funds, show } from "../books/Funds.js"
import * as Desk from "./Desk.js"

const ONE = Fixed.pow10(SCALE)
/**
 * A deposit worth at least this many USD (10^-18 units) hits the Travel Rule policy and waits for the originator's
 * details.
 *
 * @since 0.1.0
 * @category data
 */
export const TRAVEL_RULE_USD = 1_000n * ONE
const ACCOUNT_TYPES = ["FundingAccount", "UnifiedTradingAccount"] as const

/**
 * What the desk reads: balances and prices, the members, the equity of the unified wallet, completed conversions
 * and on-chain deposits.
 *
 * @since 0.1.0
 * @category models
 */
export interface AssetReportsEnv {
  readonly funds: Funds
  readonly accounts: Accounts
  readonly trading: Desk.TradingView
  readonly conversions: Desk.Env["conversions"]
  readonly deposits: Desk.Env["deposits"]
}

/** USD value of an amount of a coin (10^-18 units both). */
const usd = (funds: Funds, coin: string, units: bigint, now: number): bigint =>
  (units * funds.usdPrice(coin, now)) / ONE

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class AssetReportsDesk implements Desk.Desk {
  readonly name = "asset reports"
  readonly routes: ReadonlyArray<Desk.Route>
  /** Deposits answered with the originator's details: deposit id → the status the review gave. */
  private readonly travelRule = new Map<string, 0 | 1 | 2 | 3>()
  /** How many on-chain deposits the desk has looked at (the list grows at its front). */
  private seenDeposits = 0

  constructor(private readonly env: AssetReportsEnv) {
    this.routes = [
      Desk.route(Asset.assetOverview, (c, p, n) => this.overview(c, p, n)),
      Desk.route(Asset.totalMembersAssets, (c, p, n) => this.membersAssets(c, p, n)),
      Desk.route(Asset.assetInfo, (c, p, n) => this.assetInfo(c, p, n)),
      Desk.route(Asset.exchangeOrderRecord, (c, p) => this.exchangeRecords(c, p)),
      Desk.route(Asset.saveTransferSubMember, (c, p) => this.enableTransfer(c, p)),
      Desk.route(Asset.depositOriginatorSubmit, (c, p, n) => this.submitOriginator(c, p, n))
    ]
  }

  /** New deposits worth at least `TRAVEL_RULE_USD` (at the prices when they arrive) wait for the originator's details. */
  tick(now: number): void {
    const all = this.env.deposits()
    for (const d of all.slice(0, all.length - this.seenDeposits)) {
      this.travelRule.set(d.id, usd(this.env.funds, d.coin, d.amount, now) >= TRAVEL_RULE_USD ? 1 : 0)
    }
    this.seenDeposits = all.length
  }

  private isMaster(uid: string): boolean {
    const m = this.env.accounts.member(uid)
    return m !== undefined && m.parentUid === ""
  }

  /** Per coin, what an account type holds (the unified wallet at its equity: balance plus unrealised PnL). */
  private holdings(uid: string, type: (typeof ACCOUNT_TYPES)[number], now: number): ReadonlyMap<string, bigint> {
    if (type === "UnifiedTradingAccount") return this.env.trading.unifiedEquity(uid, now)
    const out = new Map<string, bigint>()
    for (const coin of this.env.accounts.coins(uid, "FUND")) {
      const b = this.env.funds.balance(uid, "FUND", coin)
      if (b !== 0n) out.set(coin, b)
    }
    return out
  }

  private overview(caller: Caller, p: Params, now: number) {
    const memberId = nonEmpty(p, "memberId")
    let uid = caller.uid
    if (memberId !== undefined && memberId !== caller.uid) {
      if (!/^\d+$/.test(memberId)) return paramError("memberId invalid")
      const m = this.env.accounts.member(memberId)
      if (m === undefined || m.parentUid !== caller.uid)
        return paramError("memberId is not a sub-account of the caller")
      uid = memberId
    }
    const currency = nonEmpty(p, "valuationCurrency") ?? "USD"
    if (currency !== "USD") return paramError(`valuationCurrency invalid: ${currency}`)
    const only = nonEmpty(p, "accountType")
    if (only !== undefined && !(ACCOUNT_TYPES as ReadonlyArray<string>).includes(only)) {
      return paramError(`accountType invalid: ${only}`)
    }
    let total = 0n
    const list = ACCOUNT_TYPES.filter((t) => only === undefined || t === only).map((accountType) => {
      const coins = [...this.holdings(uid, accountType, now)].sort(([a], [b]) => a.localeCompare(b))
      const equity = coins.reduce((sum, [coin, units]) => sum + usd(this.env.funds, coin, units, now), 0n)
      total += equity
      return {
        accountType,
        totalEquity: show(equity),
        valuationCurrency: currency,
        snapshotTime: String(now),
        coinDetail: coins.map(([coin, units]) => ({ coin, equity: show(units) }))
      }
    })
    return ok({ totalEquity: show(total), list })
  }

  /** The caller's account and, for a master, every sub-account: USD value per wallet and in the quote coin. */
  private membersAssets(caller: Caller, p: Params, now: number) {
    const coin = nonEmpty(p, "coin") ?? "BTC"
    const price = this.env.funds.usdPrice(coin, now)
    if (price <= 0n) return paramError(`coin invalid: ${coin}`)
    const quote = (units: bigint) => show((units * ONE) / price)
    const members: ReadonlyArray<Member> = this.isMaster(caller.uid)
      ? [this.env.accounts.member(caller.uid), ...this.env.accounts.subMembers(caller.uid)].filter(
          (m): m is Member => m !== undefined
        )
      : [this.env.accounts.member(caller.uid)].filter((m): m is Member => m !== undefined)
    let total = 0n
    const list = members.map((m) => {
      const items = (["FUND", "UNIFIED"] as const).map((type) => {
        const value = [
          ...this.holdings(m.uid, type === "FUND" ? "FundingAccount" : "UnifiedTradingAccount", now)
        ].reduce((sum, [c, units]) => sum + usd(this.env.funds, c, units, now), 0n)
        return { type: `ACCOUNT_TYPE_${type}`, value }
      })
      const origb = items.reduce((sum, i) => sum + i.value, 0n)
      total += origb
      const kind = m.parentUid === "" ? { isM: true } : { type: m.memberType }
      return {
        uid: Number(m.uid),
        ...kind,
        stat: 0,
        origb: show(origb),
        quoteb: quote(origb),
        items: items.map((i) => ({ type: i.type, origb: show(i.value), quoteb: quote(i.value), stat: 0 }))
      }
    })
    return ok({ total: show(total), quoteTotal: quote(total), stat: 0, list })
  }

  /**
   * The spot wallet of a classic account (its free balances; the emulator's classic account keeps them in its one
   * trading wallet). An upgraded account's spot wallet moved into the unified wallet, so it holds nothing.
   */
  private assetInfo(caller: Caller, p: Params, now: number) {
    if (nonEmpty(p, "accountType") !== "SPOT") return paramError(`accountType invalid: ${String(p.accountType)}`)
    const only = nonEmpty(p, "coin")
    const classic = this.env.accounts.member(caller.uid)?.unifiedMarginStatus === 1
    const coins = classic ? this.env.accounts.coins(caller.uid, "UNIFIED") : []
    const assets = coins
      .filter((c) => only === undefined || c === only)
      .map((coin) => {
        const balance = this.env.funds.balance(caller.uid, "UNIFIED", coin)
        const free = this.env.funds.free(caller.uid, "UNIFIED", coin, now)
        return { coin, frozen: show(balance - free), free: show(free), withdraw: "" }
      })
      .filter((a) => a.free !== "0" || a.frozen !== "0")
    return ok({ spot: { status: "ACCOUNT_STATUS_NORMAL", assets } })
  }

  /** The account's conversions, newest first (`limit` 1–50, 10), `createdTime` in seconds. */
  private exchangeRecords(caller: Caller, p: Params) {
    const limit = limitOf(p, 1, 50, 10)
    if (isFail(limit)) return limit
    const fromCoin = nonEmpty(p, "fromCoin")
    const toCoin = nonEmpty(p, "toCoin")
    const rows = [...this.env.conversions(caller.uid)]
      .reverse()
      .filter(
        (c) => (fromCoin === undefined || c.fromCoin === fromCoin) && (toCoin === undefined || c.toCoin === toCoin)
      )
    const got = page(rows, (c) => c.id, limit, nonEmpty(p, "cursor"))
    if (isFail(got)) return got
    return ok({
      orderBody: got.list.map((c) => ({
        fromCoin: c.fromCoin,
        fromAmount: show(c.fromAmount),
        toCoin: c.toCoin,
        toAmount: show(c.toAmount),
        exchangeRate: show(c.rate),
        createdTime: String(Math.floor(c.time / 1000)),
        exchangeTxId: c.id
      })),
      nextPageCursor: got.next
    })
  }

  /** One item of comma-separated sub UIDs, each a sub-account of the caller. */
  private enableTransfer(caller: Caller, p: Params) {
    const ids = p.subMemberIds
    if (!Array.isArray(ids) || ids.length !== 1 || typeof ids[0] !== "string") {
      return paramError("subMemberIds must hold one item of comma-separated UIDs")
    }
    const uids = ids[0].split(",").map((s) => s.trim())
    if (uids.some((u) => !/^\d+$/.test(u))) return paramError("subMemberIds invalid")
    for (const uid of uids) {
      if (this.env.accounts.member(uid)?.parentUid !== caller.uid) return paramError(`${uid} is not your sub UID`)
    }
    // every sub UID takes part in universal transfers now (the docs): the switch is accepted and changes nothing
    return ok({})
  }

  /**
   * A deposit worth at least `TRAVEL_RULE_USD` waits for its originator's details (status 1); a questionnaire that
   * is a JSON object naming the sending wallet's type approves it (0). Other deposits never hit the policy.
   */
  private submitOriginator(caller: Caller, p: Params, now: number) {
    const depositId = int(p, "depositId")
    if (depositId === undefined || Number.isNaN(depositId)) return paramError("depositId invalid")
    const sub = int(p, "subAccountId")
    if (sub !== undefined && Number.isNaN(sub)) return paramError("subAccountId invalid")
    let uid = caller.uid
    if (sub !== undefined && sub !== 0) {
      if (this.env.accounts.member(String(sub))?.parentUid !== caller.uid) return paramError("subAccountId invalid")
      uid = String(sub)
    }
    const raw = typeof p.questionnaire === "string" ? p.questionnaire : ""
    if (raw.length < 2 || Buffer.byteLength(raw, "utf8") > 16_384) return paramError("questionnaire invalid")
    let answers: unknown
    try {
      answers = JSON.parse(raw)
    } catch {
      return paramError("questionnaire is not JSON")
    }
    if (typeof answers !== "object" || answers === null || Array.isArray(answers)) {
      return paramError("questionnaire must be a JSON object")
    }
    const deposit = this.env.deposits().find((d) => d.id === String(depositId) && d.uid === uid)
    if (deposit === undefined) return paramError("depositId not found")
    if (this.travelRule.get(deposit.id) === undefined) this.tick(now)
    const status = this.travelRule.get(deposit.id)
    if (status !== 1) return fail(10001, "params error: the deposit needs no Travel Rule information")
    const complete = "walletType" in answers
    const next = complete ? 0 : 1
    this.travelRule.set(deposit.id, next)
    return ok({ travelRuleStatus: next })
  }
}
