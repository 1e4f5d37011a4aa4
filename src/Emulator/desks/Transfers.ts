/**
 * Transfers between account types and between a master and its sub-accounts (inter and universal), their lists,
 * the transferable balances, the coin list and coin info; and the balance changes the asset flows book (a unified
 * change is booked as a transfer in or out and pushed, a funding change goes to the funding history).
 *
 * @since 0.1.0
 */
import * as Asset from "../../Http/v5/Asset.js"
import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  type Fail,
  fail,
  int,
  isFail,
  limitOf,
  nonEmpty,
  ok,
  type Params,
  page,
  paramError,
  type Result,
  text
} from "../base/Handler.js"
import { type Accounts, type AccountType, SCALE, type Transfer } from "../books/Accounts.js"
import { chainsOf, coinNames, infoItem } from "../books/Chains.js"
import type { FundingLog, FundReason } from "../books/FundingLog.js"
import type { EntryType, Ledger } from "../books/Ledger.js"
import { amount as showAmount } from "../books/Positions.js"
import type { Clearing } from "../Clearing.js"
import type { Margin } from "../Margin.js"
import * as Desk from "./Desk.js"

/**
 * What the transfer desk works on.
 *
 * @since 0.1.0
 * @category models
 */
export interface TransfersEnv {
  readonly accounts: Accounts
  readonly margin: Margin
  readonly clearing: Clearing
  readonly ledger: Ledger
  readonly fundingLog: FundingLog
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class TransfersDesk implements Desk.Desk {
  readonly name = "transfers"
  readonly routes: ReadonlyArray<Desk.Route>

  constructor(private readonly env: TransfersEnv) {
    this.routes = [
      Desk.route(Asset.interTransfer, (c, p, n) => this.interTransfer(c, p, n)),
      Desk.route(Asset.universalTransfer, (c, p, n) => this.universalTransfer(c, p, n)),
      Desk.route(Asset.interTransferList, (c, p) => this.transferList(false, c, p)),
      Desk.route(Asset.universalTransferList, (c, p) => this.transferList(true, c, p)),
      Desk.route(Asset.subMemberList, (c) => this.transferSubMembers(c)),
      Desk.route(Asset.transferCoinList, () => this.transferCoins()),
      Desk.route(Asset.accountCoinsBalance, (c, p, n) => this.coinsBalance(c, p, n)),
      Desk.route(Asset.accountCoinBalance, (c, p, n) => this.coinBalance(c, p, n)),
      Desk.route(Asset.coinInfo, (_c, p) => this.coinInfo(p)),
      Desk.route(Asset.fundingHistory, (c, p, n) => env.fundingLog.history(c.uid, p, n))
    ]
  }

  private isMaster(uid: string): boolean {
    const m = this.env.accounts.member(uid)
    return m !== undefined && m.parentUid === ""
  }

  private accountTypeOf(p: Params, k: string): AccountType | Fail {
    const v = text(p, k)
    if (v === undefined || v === "") return paramError(`${k} is required`)
    if (v !== "UNIFIED" && v !== "FUND") return fail(131203, "Request parameter error")
    return v
  }

  private doTransfer(caller: Caller, p: Params, now: number, universal: boolean): Result<object> {
    const transferId = text(p, "transferId")
    if (transferId === undefined || transferId === "") return paramError("transferId is required")
    const coin = text(p, "coin")
    if (coin === undefined || coin === "") return paramError("coin is required")
    const amountText = text(p, "amount")
    if (amountText === undefined || amountText === "") return paramError("amount is required")
    const from = this.accountTypeOf(p, "fromAccountType")
    if (isFail(from)) return from
    const to = this.accountTypeOf(p, "toAccountType")
    if (isFail(to)) return to
    let fromMemberId = caller.uid
    let toMemberId = caller.uid
    if (universal) {
      const f = text(p, "fromMemberId")
      const t = text(p, "toMemberId")
      if (f === undefined || f === "" || t === undefined || t === "") return paramError("memberId is required")
      fromMemberId = f
      toMemberId = t
      const master = this.env.accounts.masterOf(caller.uid)
      const family = (uid: string) => {
        const m = this.env.accounts.member(uid)
        return m !== undefined && (m.uid === master || m.parentUid === master)
      }
      if (!family(fromMemberId) || !family(toMemberId)) return fail(131209, "Get subMember relation error")
      if (!this.isMaster(caller.uid) && fromMemberId !== caller.uid) return fail(131209, "Get subMember relation error")
      if (fromMemberId === toMemberId && from === to)
        return fail(131211, "fromAccountType can't be the same as toAccountType")
    } else if (from === to) {
      return fail(131211, "fromAccountType can't be the same as toAccountType")
    }
    if (!/^\d+(\.\d+)?$/.test(amountText)) return fail(131215, "Amount error")
    if (Fixed.decimalsOf(amountText) > 8) return fail(131210, "Amount accuracy error")
    const amount = Fixed.parse(amountText, SCALE) ?? 0n
    if (amount <= 0n) return fail(131215, "Amount error")
    if (this.env.accounts.transferIdUsed(transferId)) return fail(131214, "TransferId exist")
    if (amount > this.env.margin.transferable(fromMemberId, from, coin, now))
      return fail(131212, "Insufficient balance")
    const t: Transfer = {
      transferId,
      coin,
      amount,
      fromMemberId,
      toMemberId,
      fromAccountType: from,
      toAccountType: to,
      timestamp: now,
      status: "SUCCESS",
      universal,
      requester: caller.uid
    }
    this.env.accounts.transfer(t)
    if (from === "UNIFIED") this.unifiedMoved(fromMemberId, "TRANSFER_OUT", coin, -amount, now)
    if (from === "FUND") this.fundMoved(fromMemberId, coin, -amount, now, "Transfer")
    if (to === "FUND") this.fundMoved(toMemberId, coin, amount, now, "Transfer")
    if (to === "UNIFIED") this.unifiedMoved(toMemberId, "TRANSFER_IN", coin, amount, now)
    if (from === "UNIFIED") this.env.clearing.pushWallet(fromMemberId, now)
    if (to === "UNIFIED" && (toMemberId !== fromMemberId || from !== "UNIFIED"))
      this.env.clearing.pushWallet(toMemberId, now)
    return ok({ transferId, status: "SUCCESS" })
  }

  /** A balance change of an asset flow; on the unified account it is booked as a transfer in or out and pushed. */
  moveFunds(
    uid: string,
    type: AccountType,
    coin: string,
    delta: bigint,
    now: number,
    reason: FundReason,
    entry?: EntryType
  ): void {
    this.env.accounts.add(uid, type, coin, delta)
    if (type === "FUND") this.fundMoved(uid, coin, delta, now, reason)
    if (type !== "UNIFIED" || delta === 0n) return
    this.unifiedMoved(uid, entry ?? (delta > 0n ? "TRANSFER_IN" : "TRANSFER_OUT"), coin, delta, now)
    this.env.clearing.pushWallet(uid, now)
  }

  /** A change of a unified balance, booked in the transaction log (no trade, no fee) with the balance after it. */
  private unifiedMoved(uid: string, type: EntryType, coin: string, change: bigint, now: number): void {
    this.env.ledger.record({
      uid,
      type,
      category: "",
      symbol: "",
      side: "None",
      currency: coin,
      qty: "",
      size: "",
      tradePrice: "",
      fee: 0n,
      feeRate: "",
      cashFlow: change,
      change,
      cashBalance: this.env.accounts.balance(uid, "UNIFIED", coin),
      tradeId: "",
      orderId: "",
      orderLinkId: "",
      time: now
    })
  }

  private fundMoved(uid: string, coin: string, change: bigint, now: number, reason: FundReason): void {
    this.env.fundingLog.record({
      uid,
      coin,
      change,
      after: this.env.accounts.balance(uid, "FUND", coin),
      reason,
      at: now
    })
  }

  private interTransfer(caller: Caller, p: Params, now: number): Result<object> {
    return this.doTransfer(caller, p, now, false)
  }

  private universalTransfer(caller: Caller, p: Params, now: number): Result<object> {
    return this.doTransfer(caller, p, now, true)
  }

  private transferList(universal: boolean, caller: Caller, p: Params): Result<object> {
    const limit = limitOf(p, 1, 50, 20)
    if (isFail(limit)) return limit
    const transferId = nonEmpty(p, "transferId")
    const coin = nonEmpty(p, "coin")
    const status = nonEmpty(p, "status")
    const startTime = int(p, "startTime")
    const endTime = int(p, "endTime")
    const items = this.env.accounts.transferList(universal, caller.uid).filter((t) => {
      if (transferId !== undefined && t.transferId !== transferId) return false
      if (coin !== undefined && t.coin !== coin) return false
      if (status !== undefined && t.status !== status) return false
      if (startTime !== undefined && t.timestamp < startTime) return false
      if (endTime !== undefined && t.timestamp > endTime) return false
      return true
    })
    const pg = page(items, (t) => t.transferId, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({
      list: pg.list.map((t) => ({
        transferId: t.transferId,
        coin: t.coin,
        amount: showAmount(t.amount),
        ...(universal ? { fromMemberId: t.fromMemberId, toMemberId: t.toMemberId } : {}),
        fromAccountType: t.fromAccountType,
        toAccountType: t.toAccountType,
        timestamp: String(t.timestamp),
        status: t.status
      })),
      nextPageCursor: pg.next
    })
  }

  private transferSubMembers(caller: Caller): Result<object> {
    const subs = this.env.accounts.subMembers(this.env.accounts.masterOf(caller.uid))
    return ok({
      subMemberIds: subs.map((m) => m.uid),
      transferableSubMemberIds: subs.filter((m) => m.status === 1).map((m) => m.uid)
    })
  }

  // Every account type the docs list (the page's own example asks UNIFIED -> CONTRACT) is answered: the request
  // schema (`Enums.AccountType`), checked before any desk, has already refused the rest with 10001.
  private transferCoins(): Result<object> {
    return ok({ list: coinNames })
  }

  private memberFor(caller: Caller, p: Params): string | Fail {
    const memberId = nonEmpty(p, "memberId")
    if (memberId === undefined || memberId === caller.uid) return caller.uid
    const m = this.env.accounts.member(memberId)
    if (m === undefined || !this.isMaster(caller.uid) || m.parentUid !== caller.uid) {
      return fail(131202, "Invalid memberId")
    }
    return memberId
  }

  private coinsBalance(caller: Caller, p: Params, now: number): Result<object> {
    const type = this.accountTypeOf(p, "accountType")
    if (isFail(type)) return type
    const uid = this.memberFor(caller, p)
    if (isFail(uid)) return uid
    const coin = nonEmpty(p, "coin")
    const coins = coin === undefined ? this.env.accounts.coins(uid, type) : coin.split(",").map((c) => c.trim())
    const balance = coins
      .map((c) => ({
        coin: c,
        walletBalance: showAmount(this.env.accounts.balance(uid, type, c)),
        transferBalance: showAmount(this.env.margin.transferable(uid, type, c, now)),
        bonus: "0"
      }))
      .filter((b) => coin !== undefined || b.walletBalance !== "0")
    return ok({ accountType: type, memberId: uid, balance })
  }

  private coinBalance(caller: Caller, p: Params, now: number): Result<object> {
    const type = this.accountTypeOf(p, "accountType")
    if (isFail(type)) return type
    const uid = this.memberFor(caller, p)
    if (isFail(uid)) return uid
    const coin = nonEmpty(p, "coin")
    if (coin === undefined) return paramError("coin is required")
    const transfer = showAmount(this.env.margin.transferable(uid, type, coin, now))
    return ok({
      accountType: type,
      bizType: 1,
      accountId: uid,
      memberId: uid,
      balance: {
        coin,
        walletBalance: showAmount(this.env.accounts.balance(uid, type, coin)),
        transferBalance: transfer,
        bonus: "0",
        transferSafeAmount: transfer,
        ltvTransferSafeAmount: transfer
      }
    })
  }

  private coinInfo(p: Params): Result<object> {
    const coin = nonEmpty(p, "coin")
    const rows = coinNames
      .filter((name) => coin === undefined || name === coin)
      .map((name) => ({ name, coin: name, remainAmount: "1000000", chains: chainsOf(name).map(infoItem) }))
    return ok({ rows })
  }
}
