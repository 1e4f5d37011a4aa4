/**
 * The spot-margin desk of the unified account (`/v5/spot-margin-trade/*` but the fixed-rate loans): the switch and
 * the leverage per account (and per coin), the margin data by VIP level, collateral ratios and position tiers,
 * the hourly rate history (the same rates the loan book charges), what an account may still borrow, and the
 * auto-repay mode. An account's borrowing power is its net worth (wallet less debts, in USD) times its leverage
 * less one; lowering the leverage below what the debts need is refused (176133), and switching margin off while
 * owing is refused (176138).
 *
 * @since 0.1.0
 */

import * as SpotMarginTrade from "../../Http/v5/SpotMarginTrade.js"
import * as Fixed from "../base/Fixed.js"
import { type Caller, type Fail, fail, int, nonEmpty, ok, type Params, paramError } from "../base/Handler.js"
import { SCALE } from "../books/Accounts.js"
import { type Funds, show } from "../books/Funds.js"
import { LOAN_COINS, type LoanCoin, type Loans, loanCoin } from "../books/Loans.js"
import * as Desk from "./Desk.js"

const ONE = 10n ** BigInt(SCALE)
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** VIP levels and the share of the base rate each pays. */
const VIP_LEVELS: ReadonlyArray<readonly [string, bigint]> = [
  ["No VIP", 100n],
  ["VIP-1", 95n],
  ["VIP-2", 90n],
  ["VIP-3", 85n],
  ["VIP-4", 80n],
  ["VIP-5", 75n],
  ["VIP-Supreme", 70n],
  ["PRO-1", 70n],
  ["PRO-2", 65n],
  ["PRO-3", 60n],
  ["PRO-4", 55n],
  ["PRO-5", 50n],
  ["PRO-6", 45n]
]

const notEnabled = (): Fail =>
  fail(176008, "You haven't enabled Cross Margin Trading yet. To do so, please head to the PC trading site")

/** `units` rounded down to `decimals`, as a trimmed decimal. */
const showDown = (units: bigint, decimals: number): string => {
  const step = 10n ** BigInt(SCALE - decimals)
  return show((units / step) * step)
}

/**
 * The desk: margin settings per account, on the loan book.
 *
 * @since 0.1.0
 * @category models
 */
export class SpotMarginDesk implements Desk.Desk {
  readonly name = "spot margin"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly mode = new Map<string, "0" | "1">()
  private readonly leverage = new Map<string, bigint>()
  private readonly coinLeverage = new Map<string, bigint>()
  private readonly autoRepay = new Map<string, "0" | "1">()
  /** The last hour auto-repayment ran. */
  private repaidHour = Number.NEGATIVE_INFINITY

  constructor(
    private readonly funds: Funds,
    private readonly loans: Loans,
    private readonly coinsOf: (uid: string) => ReadonlyArray<string>
  ) {
    const T = SpotMarginTrade
    this.routes = [
      Desk.route(T.vipMarginData, (_c, p) => this.vipData(p)),
      Desk.route(T.tieredCollateralRatio, (_c, p) => this.collateral(p)),
      Desk.route(T.interestRateHistory, (_c, p, n) => this.rateHistory(p, n)),
      Desk.route(T.currencyData, (_c, p) => this.currencyData(p)),
      Desk.route(T.switchMode, (c, p, n) => this.switchMode(c, p, n)),
      Desk.route(T.setLeverage, (c, p, n) => this.setLeverage(c, p, n)),
      Desk.route(T.state, (c, _p, n) => this.state(c, n)),
      Desk.route(T.maxBorrowable, (c, p, n) => this.maxBorrowable(c, p, n)),
      Desk.route(T.positionTiers, (_c, p) => this.positionTiers(p)),
      Desk.route(T.coinState, (c, p) => this.coinState(c, p)),
      Desk.route(T.getAutoRepayModeEndpoint, (c, p) => this.getAutoRepay(c, p)),
      Desk.route(T.setAutoRepayModeEndpoint, (c, p) => this.setAutoRepay(c, p)),
      Desk.route(T.flexibleAvailableInventory, (c, p, n) => this.flexibleInventory(c, p, n))
    ]
  }

  /**
   * Interest, contracts that came due, and — once an hour, after the interest — auto-repayment from what the
   * wallet holds of an owed coin.
   */
  tick(now: number): void {
    this.loans.tick(now)
    const hour = Math.floor((now - 5 * 60_000) / HOUR)
    if (hour <= this.repaidHour) return
    this.repaidHour = hour
    for (const [key, mode] of this.autoRepay) {
      if (mode !== "1") continue
      const [uid = "", coin = ""] = key.split("|")
      if (this.loans.flexibleOf(uid, coin) > 0n)
        this.loans.repay(uid, coin, this.loans.flexibleOf(uid, coin), "FLEXIBLE", now)
    }
  }

  /** Whether spot margin is on for an account. */
  enabled(uid: string): boolean {
    return this.mode.get(uid) === "1"
  }

  /** The account's leverage (default 10). */
  leverageOf(uid: string): bigint {
    return this.leverage.get(uid) ?? 10n
  }

  /** Wallet value less debts, in USD. */
  netWorthUsd(uid: string, now: number): bigint {
    let assets = 0n
    for (const coin of this.coinsOf(uid)) {
      assets += (this.funds.balance(uid, "UNIFIED", coin) * this.funds.usdPrice(coin, now)) / ONE
    }
    return assets - this.loans.debtUsd(uid, now)
  }

  /** What the limits leave to borrow of a coin: the pool, the per-user limit and the top tier's limit. */
  limitLeft(uid: string, coin: LoanCoin): bigint {
    const owed = this.loans.owed(uid, coin.coin)
    const tierLimit = coin.tiers[coin.tiers.length - 1]?.borrowLimit ?? 0n
    return Fixed.max(0n, [this.loans.poolLeft(coin), coin.maxBorrowPerUser - owed, tierLimit - owed].reduce(Fixed.min))
  }

  /** What the account's borrowing power (net worth × (leverage − 1) less debts) buys of a coin. */
  powerLeft(uid: string, coin: LoanCoin, now: number): bigint {
    const price = this.funds.usdPrice(coin.coin, now)
    const powerUsd = this.netWorthUsd(uid, now) * (this.leverageOf(uid) - 1n) - this.loans.debtUsd(uid, now)
    return price > 0n ? Fixed.max(0n, Fixed.divide(powerUsd * ONE, price, "down")) : 0n
  }

  /** What the account may still borrow of a coin. */
  maxLoan(uid: string, coin: LoanCoin, now: number): bigint {
    return Fixed.min(this.limitLeft(uid, coin), this.powerLeft(uid, coin, now))
  }

  private coinsParam(p: Params): ReadonlyArray<LoanCoin> | Fail {
    const currency = nonEmpty(p, "currency")
    if (currency === undefined) return LOAN_COINS
    const coin = loanCoin(currency)
    return coin === undefined ? paramError(`currency invalid: ${currency}`) : [coin]
  }

  private coinParam(p: Params): LoanCoin | Fail {
    const currency = nonEmpty(p, "currency")
    if (currency === undefined) return paramError("currency is required")
    return loanCoin(currency) ?? paramError(`currency invalid: ${currency}`)
  }

  /** The margin data per VIP level (the classic desk answers the same). */
  vipData(p: Params) {
    const coins = this.coinsParam(p)
    if (!Array.isArray(coins)) return coins as Fail
    const level = nonEmpty(p, "vipLevel")
    const levels = level === undefined ? VIP_LEVELS : VIP_LEVELS.filter(([name]) => name === level)
    if (levels.length === 0) return paramError(`vipLevel invalid: ${level}`)
    const vipCoinList = levels.map(([vipLevel, share]) => ({
      vipLevel,
      list: (coins as ReadonlyArray<LoanCoin>).map((c, i) => ({
        borrowable: true,
        collateralRatio: show(c.collateralRatio),
        currency: c.coin,
        hourlyBorrowRate: show((c.hourlyRate * share) / 100n),
        liquidationOrder: String(i + 1),
        marginCollateral: true,
        maxBorrowingAmount: show(c.maxBorrowPerUser)
      }))
    }))
    return ok({ vipCoinList })
  }

  private collateral(p: Params) {
    const coins = this.coinsParam(p)
    if (!Array.isArray(coins)) return coins as Fail
    const list = (coins as ReadonlyArray<LoanCoin>).map((c) => {
      const first = c.tiers[0]?.borrowLimit ?? 0n
      return {
        currency: c.coin,
        collateralRatioList: [
          { minQty: "0", maxQty: show(first * 10n), collateralRatio: show(c.collateralRatio) },
          { minQty: show(first * 10n), maxQty: "", collateralRatio: show(c.collateralRatio - ONE / 10n) }
        ]
      }
    })
    return ok({ list })
  }

  private rateHistory(p: Params, now: number) {
    const currency = nonEmpty(p, "currency")
    if (currency === undefined) return paramError("currency is required")
    const coin = loanCoin(currency)
    if (coin === undefined) return fail(182204, "Coin does not exist")
    const level = nonEmpty(p, "vipLevel") ?? "No VIP"
    const share = VIP_LEVELS.find(([name]) => name === level)?.[1]
    if (share === undefined) return fail(182205, "User level does not exist")
    const start = int(p, "startTime")
    const end = int(p, "endTime")
    if (Number.isNaN(start) || Number.isNaN(end)) return paramError("time invalid")
    if ((start === undefined) !== (end === undefined)) return fail(182201, "You must enter 2 time parameters.")
    const to = end ?? now
    const from = start ?? to - 7 * DAY
    if (from >= to) return fail(182202, "The start time must be less than the end time")
    if (to - from > 30 * DAY) return paramError("the time range exceeds 30 days")
    const list: Array<object> = []
    for (let hour = Math.floor(Math.min(to, now) / HOUR) * HOUR; hour >= from; hour -= HOUR) {
      list.push({
        timestamp: hour,
        currency,
        hourlyBorrowRate: show((this.loans.hourlyRate(coin, hour) * share) / 100n),
        vipLevel: level
      })
    }
    return ok({ list })
  }

  private currencyData(p: Params) {
    const coins = this.coinsParam(p)
    if (!Array.isArray(coins)) return coins as Fail
    const list = (coins as ReadonlyArray<LoanCoin>).map((c) => ({
      currency: c.coin,
      flexibleManualBorrowable: true,
      minFlexibleManualBorrowQty: show(c.minBorrow),
      flexibleManualBorrowAccuracy: String(c.accuracy),
      fixedManualBorrowable: true,
      minFixedManualBorrowQty: show(c.minBorrow),
      fixedManualBorrowAccuracy: String(c.accuracy),
      fixedInterestRateAccuracy: "4",
      minFixedInterestRate: "0.0001",
      maxFixedInterestRate: "1"
    }))
    return ok({ list })
  }

  private switchMode(caller: Caller, p: Params, _now: number) {
    const mode = nonEmpty(p, "spotMarginMode")
    if (mode !== "0" && mode !== "1") return paramError("spotMarginMode invalid")
    if (mode === "0" && this.loans.debts(caller.uid).length > 0) {
      return fail(176138, "You need to repay all your debts before closing your disabling cross margin account")
    }
    this.mode.set(caller.uid, mode)
    return ok({ spotMarginMode: mode })
  }

  private setLeverage(caller: Caller, p: Params, now: number) {
    const text = nonEmpty(p, "leverage")
    const leverage = text !== undefined && /^\d+$/.test(text) ? BigInt(text) : -1n
    if (leverage < 2n || leverage > 10n) return fail(176034, "The leverage ratio is out of range")
    if (!this.enabled(caller.uid)) return notEnabled()
    const currency = nonEmpty(p, "currency")
    if (currency !== undefined) {
      const coin = loanCoin(currency)
      if (coin === undefined) return paramError(`currency invalid: ${currency}`)
      if (leverage > (coin.tiers[0]?.maxLeverage ?? 10n)) return fail(176034, "The leverage ratio is out of range")
      this.coinLeverage.set(`${caller.uid}|${currency}`, leverage)
      return ok({})
    }
    const debt = this.loans.debtUsd(caller.uid, now)
    if (debt > this.netWorthUsd(caller.uid, now) * (leverage - 1n)) {
      return fail(176133, "Liquidation may be triggered! Please adjust your transaction amount and try again")
    }
    this.leverage.set(caller.uid, leverage)
    return ok({})
  }

  private state(caller: Caller, now: number) {
    const net = this.netWorthUsd(caller.uid, now)
    const debt = this.loans.debtUsd(caller.uid, now)
    const effective = net > 0n ? Fixed.divide((net + debt) * 100n, net, "down") : 0n
    return ok({
      spotLeverage: String(this.leverageOf(caller.uid)),
      spotMarginMode: this.enabled(caller.uid) ? "1" : "0",
      effectiveLeverage: Fixed.formatTrimmed(effective, 2)
    })
  }

  private maxBorrowable(caller: Caller, p: Params, now: number) {
    const coin = this.coinParam(p)
    if ("ok" in coin) return coin
    return ok({ currency: coin.coin, maxLoan: showDown(this.maxLoan(caller.uid, coin, now), coin.accuracy) })
  }

  private positionTiers(p: Params) {
    const coins = this.coinsParam(p)
    if (!Array.isArray(coins)) return coins as Fail
    const list = (coins as ReadonlyArray<LoanCoin>).map((c) => ({
      currency: c.coin,
      positionTiersRatioList: c.tiers.map((t) => ({
        tier: t.tier,
        borrowLimit: show(t.borrowLimit),
        positionMMR: show(t.mmr),
        positionIMR: show(t.imr),
        maxLeverage: String(t.maxLeverage)
      }))
    }))
    return ok({ list })
  }

  private coinState(caller: Caller, p: Params) {
    const coins = this.coinsParam(p)
    if (!Array.isArray(coins)) return coins as Fail
    const user = this.leverageOf(caller.uid)
    const list = (coins as ReadonlyArray<LoanCoin>).map((c) => {
      const own = this.coinLeverage.get(`${caller.uid}|${c.coin}`) ?? user
      return { currency: c.coin, spotLeverage: String(Fixed.min(own, user)) }
    })
    return ok({ list })
  }

  private getAutoRepay(caller: Caller, p: Params) {
    const coins = this.coinsParam(p)
    if (!Array.isArray(coins)) return coins as Fail
    const data = (coins as ReadonlyArray<LoanCoin>).map((c) => ({
      currency: c.coin,
      autoRepayMode: this.autoRepay.get(`${caller.uid}|${c.coin}`) ?? "0"
    }))
    return ok({ data })
  }

  private setAutoRepay(caller: Caller, p: Params) {
    const mode = nonEmpty(p, "autoRepayMode")
    if (mode !== "0" && mode !== "1") return paramError("autoRepayMode invalid")
    const coins = this.coinsParam(p)
    if (!Array.isArray(coins)) return coins as Fail
    for (const c of coins as ReadonlyArray<LoanCoin>) this.autoRepay.set(`${caller.uid}|${c.coin}`, mode)
    return this.getAutoRepay(caller, p)
  }

  /** Whether auto-repay is on for an account's coin. */
  autoRepayOn(uid: string, coin: string): boolean {
    return this.autoRepay.get(`${uid}|${coin}`) === "1"
  }

  private flexibleInventory(caller: Caller, p: Params, now: number) {
    const coin = this.coinParam(p)
    if ("ok" in coin) return coin
    const available = this.limitLeft(caller.uid, coin)
    return ok({ currency: coin.coin, availableInventory: showDown(available, coin.accuracy), updateTime: String(now) })
  }
}
