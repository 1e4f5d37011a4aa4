/**
 * Withdrawals (`/v5/asset/withdraw/*`): a withdrawal debits the funding wallet (`accountType: FUND`), the unified
 * wallet (`UTA`) or both, funding first (`FUND,UTA`), on one of the coin's chains (`Chains.ts`: its minimum, precision
 * and fee, fixed plus its percentage), by the amount plus the fee (`feeType: 0`) or by the
 * amount with the fee taken out of it (`feeType: 1`). An on-chain withdrawal stays `Pending` for a minute of
 * exchange time and can be cancelled meanwhile (the debit is refunded), then turns `success` with a transaction
 * hash. `forceChain: 2` sends to another Bybit UID off chain: no fee, `success` at once, and an internal deposit
 * on the receiving side. Every withdrawal counts against the account's daily limit (`WithdrawLimits.ts`).
 *
 * @since 0.1.0
 */
import { createHash } from "node:crypto"
import * as Fixed from "../base/Fixed.js"
import type { Caller, Params, Result } from "../base/Handler.js"
import { type Fail, fail, int, isFail, limitOf, nonEmpty, ok, page, windowOf } from "../base/Handler.js"
import type { AccountType } from "./Accounts.js"
import { SCALE } from "./Accounts.js"
import { chainOf, coinOf } from "./Chains.js"
import { amountOf, type Funds, show } from "./Funds.js"
import { WithdrawLimits } from "./WithdrawLimits.js"

/** How long an on-chain withdrawal stays cancellable before it is broadcast. */
const PENDING_MS = 60_000
const DAY = 86_400_000

/**
 * A withdrawal as the exchange keeps it.
 *
 * @since 0.1.0
 * @category models
 */
export interface Withdrawal {
  readonly id: string
  readonly uid: string
  readonly coin: string
  readonly chain: string
  /** What the receiver gets (units of 10^-18). */
  readonly amount: bigint
  readonly fee: bigint
  readonly toAddress: string
  readonly tag: string
  /** 0 on chain, 1 off chain (to a Bybit UID). */
  readonly withdrawType: 0 | 1
  readonly requestId: string
  readonly createdAt: number
  status: "Pending" | "success" | "CancelByUser"
  updatedAt: number
  txID: string
  /** What was taken from which wallet, for the refund of a cancellation. */
  readonly debits: ReadonlyArray<{ readonly type: AccountType; readonly amount: bigint }>
}

/**
 * Called when an off-chain withdrawal reaches another UID (the deposits side records it).
 *
 * @since 0.1.0
 * @category models
 */
export type InternalCredit = (
  toUid: string,
  fromUid: string,
  coin: string,
  amount: bigint,
  txID: string,
  now: number
) => void

const VASPS: ReadonlyArray<{ readonly vaspEntityId: string; readonly vaspName: string }> = [
  { vaspEntityId: "basic-finance", vaspName: "Basic-finance" },
  { vaspEntityId: "beeblock", vaspName: "Beeblock" },
  { vaspEntityId: "bithumb", vaspName: "bithumb" },
  { vaspEntityId: "coinone", vaspName: "coinone" },
  { vaspEntityId: "korbit", vaspName: "korbit" }
]

const paramsError = (): Fail => fail(131002, "Parameter error")

/**
 * The withdrawals of every account.
 *
 * @since 0.1.0
 * @category models
 */
export class Withdrawals {
  private readonly list: Array<Withdrawal> = []
  private readonly requestIds = new Set<string>()
  private readonly limits = new WithdrawLimits()
  private seq = 0

  constructor(
    private readonly funds: Funds,
    private readonly onInternal: InternalCredit
  ) {}

  /** Moves a pending withdrawal past its cancellation window to `success`. */
  private settle(w: Withdrawal, now: number): Withdrawal {
    if (w.status === "Pending" && now >= w.createdAt + PENDING_MS) {
      w.status = "success"
      w.updatedAt = w.createdAt + PENDING_MS
      w.txID = `0x${createHash("sha256").update(`withdraw/${w.id}/${w.uid}`).digest("hex")}`
    }
    return w
  }

  /** `/v5/asset/withdraw/withdrawable-amount`. */
  withdrawable(caller: Caller, p: Params, now: number): Result<object> {
    const coin = nonEmpty(p, "coin")
    if (coin === undefined) return fail(10001, "params error: coin is required")
    const item = (type: AccountType) => {
      const free = show(this.funds.free(caller.uid, type, coin, now))
      return { coin, withdrawableAmount: free, availableBalance: free }
    }
    return ok({ limitAmountUsd: "0", withdrawableAmount: { FUND: item("FUND"), UTA: item("UNIFIED") } })
  }

  /** `/v5/asset/withdraw/create`. */
  create(caller: Caller, p: Params, now: number): Result<object> {
    const coin = nonEmpty(p, "coin")
    const address = nonEmpty(p, "address")
    const amountText = nonEmpty(p, "amount")
    if (coin === undefined || address === undefined || amountText === undefined) return paramsError()
    const known = coinOf(coin)
    if (known === undefined) return paramsError()
    const forceChain = int(p, "forceChain") ?? 0
    const feeType = int(p, "feeType") ?? 0
    const internal = forceChain === 2
    const chain = nonEmpty(p, "chain")
    // on chain: the chain named, one the coin moves on, with its own minimum, fee and precision
    const onChain = chain === undefined ? undefined : chainOf(coin, chain)
    if (!internal) {
      if (chain === undefined) return paramsError()
      if (onChain === undefined) return fail(131002, "Withdraw address chain or destination tag are not equal")
      // None of the emulator's chains takes a memo.
      if (nonEmpty(p, "tag") !== undefined) return fail(131081, "Do not input memo/tag,please")
    }
    const c = onChain ?? known
    // The emulator's Earn products are no withdrawal source: `EARN` holds nothing to withdraw, and a combo ends at UTA.
    const sources: ReadonlyArray<AccountType> | undefined = (
      {
        FUND: ["FUND"],
        UTA: ["UNIFIED"],
        EARN: [],
        "FUND,UTA": ["FUND", "UNIFIED"],
        "FUND,UTA,EARN": ["FUND", "UNIFIED"]
      } as const
    )[nonEmpty(p, "accountType") ?? ""]
    // `SPOT` is the classic account's wallet; a unified account has none.
    if (sources === undefined) return paramsError()
    const amount = amountOf(amountText, c.accuracy)
    if (amount === "format") return paramsError()
    if (amount === "precision") return paramsError()
    const requestId = nonEmpty(p, "requestId")
    if (requestId !== undefined && this.requestIds.has(requestId)) return fail(131082, "Do not repeat the request")
    // the chain's fixed fee and its share of the amount (`withdrawPercentageFee`), at the amount's precision
    const share = Fixed.parse(c.withdrawPercentageFee, SCALE) ?? 0n
    const grain = Fixed.pow10(SCALE - c.accuracy)
    const percentage = Fixed.divide(amount * share, Fixed.pow10(SCALE) * grain, "up") * grain
    const fee = internal ? 0n : (Fixed.parse(c.withdrawFee, SCALE) ?? 0n) + percentage
    const min = internal ? 0n : (Fixed.parse(c.withdrawMin, SCALE) ?? 0n)
    const received = feeType === 1 ? amount - fee : amount
    if (amount < min || received <= 0n) {
      return fail(131096, "Withdraw amount does not satify the lower limit or upper limit")
    }
    if (internal) {
      const to = this.funds.member(address)
      if (to === undefined) return fail(131077, "receive user not exist")
      if (to.uid === caller.uid) return fail(131075, "InternalAddressCannotBeYourself")
    }
    const total = feeType === 1 ? amount : amount + fee
    const free = sources.map((type) => ({ type, free: this.funds.free(caller.uid, type, coin, now) }))
    if (free.reduce((s, f) => s + f.free, 0n) < total) {
      return fail(131085, "Withdrawal amount is greater than your availale balance")
    }
    const usdPerCoin = this.funds.usdPrice(coin, now)
    const usd = (total * usdPerCoin) / Fixed.pow10(SCALE)
    const limited = this.limits.check(caller.uid, usd, usdPerCoin, c.accuracy, now)
    if (limited !== undefined) return limited
    const debits: Array<{ type: AccountType; amount: bigint }> = []
    let left = total
    for (const f of free) {
      const take = Fixed.min(left, f.free)
      if (take > 0n) {
        this.funds.move(caller.uid, f.type, coin, -take, now, "Withdraw")
        debits.push({ type: f.type, amount: take })
      }
      left -= take
    }
    this.seq++
    const w: Withdrawal = {
      id: String(10_000 + this.seq),
      uid: caller.uid,
      coin,
      chain: internal ? "internalAddressChain" : c.chain,
      amount: received,
      fee,
      toAddress: address,
      tag: "",
      withdrawType: internal ? 1 : 0,
      requestId: requestId ?? "",
      createdAt: now,
      status: internal ? "success" : "Pending",
      updatedAt: now,
      txID: "",
      debits
    }
    if (requestId !== undefined) this.requestIds.add(requestId)
    this.limits.record(caller.uid, w.id, usd, now)
    this.list.unshift(w)
    if (internal) {
      w.txID = createHash("sha256").update(`internal/${w.id}`).digest("hex").slice(0, 32)
      this.onInternal(address, caller.uid, coin, received, w.txID, now)
    }
    return ok({ id: w.id })
  }

  /** `/v5/asset/withdraw/cancel`: only while pending; refunds every debit. */
  cancel(caller: Caller, p: Params, now: number): Result<object> {
    const id = nonEmpty(p, "id")
    const w = this.list.find((x) => x.id === id && x.uid === caller.uid)
    if (w === undefined) return fail(10001, "params error: id invalid")
    if (this.settle(w, now).status !== "Pending") return fail(131099, "Hot wallet status can cancel the withdraw")
    w.status = "CancelByUser"
    w.updatedAt = now
    this.limits.release(w.uid, w.id, now)
    for (const d of w.debits) this.funds.move(w.uid, d.type, w.coin, d.amount, now, "Withdraw")
    return ok({ status: 1 })
  }

  /** `/v5/asset/withdraw/query-record`: newest first, 30 days by default and at most, `limit` 1-50 (50). */
  records(caller: Caller, p: Params, now: number): Result<object> {
    const limit = limitOf(p, 1, 50, 50)
    if (isFail(limit)) return limit
    const window = windowOf(p, now, 30 * DAY)
    if (isFail(window)) return window
    const withdrawID = nonEmpty(p, "withdrawID")
    const txID = nonEmpty(p, "txID")
    const coin = nonEmpty(p, "coin")
    const type = int(p, "withdrawType") ?? 0
    const rows = this.list
      .filter((w) => w.uid === caller.uid)
      .map((w) => this.settle(w, now))
      .filter(
        (w) =>
          (withdrawID === undefined || w.id === withdrawID) &&
          (txID === undefined || w.txID === txID) &&
          (coin === undefined || w.coin === coin) &&
          (type === 2 || w.withdrawType === type) &&
          w.createdAt >= window.from &&
          w.createdAt <= window.to
      )
    const pg = page(rows, (w) => w.id, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({
      rows: pg.list.map((w) => ({
        coin: w.coin,
        chain: w.chain,
        amount: show(w.amount),
        txID: w.txID,
        status: w.status,
        toAddress: w.toAddress,
        tag: w.tag,
        withdrawFee: show(w.fee),
        createTime: String(w.createdAt),
        updateTime: String(w.updatedAt),
        withdrawId: w.id,
        withdrawType: w.withdrawType,
        // as the page's example answers them; tax only applies under a Tax Centre configuration (defaults "0", "")
        fee: "",
        tax: "0",
        taxRate: "0",
        taxType: ""
      })),
      nextPageCursor: pg.next
    })
  }

  /** `/v5/asset/withdraw/query-address`: the emulator keeps no address book (withdrawals go anywhere). */
  addresses(p: Params): Result<object> {
    const limit = limitOf(p, 1, 50, 50)
    if (isFail(limit)) return limit
    return ok({ rows: [], nextPageCursor: "" })
  }

  /** `/v5/asset/withdraw/vasp/list`. */
  vasps(): Result<object> {
    return ok({ vasp: VASPS })
  }
}
