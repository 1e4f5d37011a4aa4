/**
 * The unified account's loan book: what each account owes per coin at a floating rate (flexible) and in fixed-rate
 * contracts, the platform's lending pool, and interest. Borrowed coins land in the unified wallet (`BORROW` in the
 * transaction log) and repayments leave it (`REPAY`), so the wallet minus the liability — the account's net worth —
 * moves only by interest. Floating interest is charged at minute 5 of every hour on the amount owed then, at that
 * hour's rate, from the coin's free balance (`INTEREST`), the shortfall added to the debt; each charge is a
 * borrow-history record. Fixed contracts pay their annual rate hourly the same way and, at maturity, repay from the
 * wallet (repay type 1, overdue for what the wallet cannot cover) or move to the floating debt (repay type 2).
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import { type Fail, fail, paramError } from "../base/Handler.js"
import { hash01 } from "../base/Prng.js"
import { SCALE } from "./Accounts.js"
import { amountOf, type Funds } from "./Funds.js"

const ONE = 10n ** BigInt(SCALE)
const HOUR = 3_600_000
/** Interest is charged at this minute of every hour. */
const CHARGE_AT = 5 * 60_000
const HOURS_PER_YEAR = 8_760n

/** A decimal literal in units of 10^-18. */
const u = (text: string): bigint => Fixed.parseRounded(text, SCALE, "down") ?? 0n

/**
 * A borrowable coin: its rates, limits and leverage tiers.
 *
 * @since 0.1.0
 * @category models
 */
export interface LoanCoin {
  readonly coin: string
  /** The hourly floating rate around which each hour's rate moves (±10 %). */
  readonly hourlyRate: bigint
  /** Decimals a borrow amount may have. */
  readonly accuracy: number
  readonly minBorrow: bigint
  readonly maxBorrowPerTx: bigint
  readonly maxBorrowPerUser: bigint
  /** What the platform lends of the coin across all accounts. */
  readonly pool: bigint
  readonly collateralRatio: bigint
  readonly tiers: ReadonlyArray<{
    readonly tier: string
    readonly borrowLimit: bigint
    readonly imr: bigint
    readonly mmr: bigint
    readonly maxLeverage: bigint
  }>
}

const tiers = (limits: readonly [string, string, string]) => [
  { tier: "1", borrowLimit: u(limits[0]), imr: u("0.1"), mmr: u("0.04"), maxLeverage: 10n },
  { tier: "2", borrowLimit: u(limits[1]), imr: u("0.2"), mmr: u("0.08"), maxLeverage: 5n },
  { tier: "3", borrowLimit: u(limits[2]), imr: u("0.5"), mmr: u("0.2"), maxLeverage: 2n }
]

/**
 * The coins the emulator lends.
 *
 * @since 0.1.0
 * @category data
 */
export const LOAN_COINS: ReadonlyArray<LoanCoin> = [
  {
    coin: "BTC",
    hourlyRate: u("0.0000025"),
    accuracy: 6,
    minBorrow: u("0.0001"),
    maxBorrowPerTx: u("10"),
    maxBorrowPerUser: u("50"),
    pool: u("500"),
    collateralRatio: u("0.95"),
    tiers: tiers(["5", "20", "50"])
  },
  {
    coin: "ETH",
    hourlyRate: u("0.0000030"),
    accuracy: 5,
    minBorrow: u("0.001"),
    maxBorrowPerTx: u("200"),
    maxBorrowPerUser: u("1000"),
    pool: u("10000"),
    collateralRatio: u("0.95"),
    tiers: tiers(["100", "400", "1000"])
  },
  {
    coin: "SOL",
    hourlyRate: u("0.0000050"),
    accuracy: 3,
    minBorrow: u("0.1"),
    maxBorrowPerTx: u("5000"),
    maxBorrowPerUser: u("20000"),
    pool: u("200000"),
    collateralRatio: u("0.9"),
    tiers: tiers(["2000", "8000", "20000"])
  },
  {
    coin: "USDT",
    hourlyRate: u("0.0000100"),
    accuracy: 4,
    minBorrow: u("1"),
    maxBorrowPerTx: u("500000"),
    maxBorrowPerUser: u("2000000"),
    pool: u("50000000"),
    collateralRatio: u("1"),
    tiers: tiers(["200000", "800000", "2000000"])
  },
  {
    coin: "USDC",
    hourlyRate: u("0.0000090"),
    accuracy: 4,
    minBorrow: u("1"),
    maxBorrowPerTx: u("500000"),
    maxBorrowPerUser: u("2000000"),
    pool: u("50000000"),
    collateralRatio: u("1"),
    tiers: tiers(["200000", "800000", "2000000"])
  }
]

/**
 * The entry of a borrowable coin.
 *
 * @since 0.1.0
 * @category data
 */
export const loanCoin = (coin: string): LoanCoin | undefined => LOAN_COINS.find((c) => c.coin === coin)

/**
 * One hourly interest charge (a borrow-history record).
 *
 * @since 0.1.0
 * @category models
 */
export interface InterestCharge {
  readonly id: string
  readonly uid: string
  readonly currency: string
  readonly createdTime: number
  readonly borrowCost: bigint
  readonly hourlyBorrowRate: bigint
  readonly interestBearing: bigint
}

/**
 * A fixed-rate loan contract.
 *
 * @since 0.1.0
 * @category models
 */
export interface Contract {
  readonly loanId: string
  readonly orderId: string
  readonly uid: string
  readonly coin: string
  readonly annualRate: bigint
  readonly term: number
  readonly borrowTime: number
  repaymentTime: number
  readonly repayType: "1" | "2"
  readonly strategyType: "PARTIAL" | "FULL"
  principal: bigint
  interestPaid: bigint
  /** Interest charged that the wallet could not cover. */
  penalty: bigint
  /** 1 unrepaid, 2 fully repaid, 3 overdue. */
  status: 1 | 2 | 3
}

/**
 * The loan book.
 *
 * @since 0.1.0
 * @category models
 */
export class Loans {
  private readonly flexible = new Map<string, bigint>()
  readonly contracts: Array<Contract> = []
  readonly charges: Array<InterestCharge> = []
  /** The last hour (its start, ms) whose interest was charged. */
  private charged: number | undefined = undefined
  private seq = 0

  constructor(
    private readonly funds: Funds,
    private readonly seed: number
  ) {}

  /** The floating rate of a coin for the hour starting at `hourStart`. */
  hourlyRate(coin: LoanCoin, hourStart: number): bigint {
    const wobble = hash01(this.seed, hourStart / HOUR, coin.coin.charCodeAt(0), coin.coin.length) - 0.5
    return coin.hourlyRate + (coin.hourlyRate * BigInt(Math.round(wobble * 200))) / 1_000n
  }

  /** The floating debt of an account in a coin. */
  flexibleOf(uid: string, coin: string): bigint {
    return this.flexible.get(`${uid}|${coin}`) ?? 0n
  }

  /** The fixed-rate principal (and unpaid interest) an account owes in a coin. */
  fixedOf(uid: string, coin: string): bigint {
    let sum = 0n
    for (const c of this.contracts)
      if (c.uid === uid && c.coin === coin && c.status !== 2) sum += c.principal + c.penalty
    return sum
  }

  /** Everything an account owes in a coin. */
  owed(uid: string, coin: string): bigint {
    return this.flexibleOf(uid, coin) + this.fixedOf(uid, coin)
  }

  /** Every coin an account owes, with the amount. */
  debts(uid: string): ReadonlyArray<readonly [string, bigint]> {
    return LOAN_COINS.map((c) => [c.coin, this.owed(uid, c.coin)] as const).filter(([, v]) => v > 0n)
  }

  /** What the platform still has to lend of a coin. */
  poolLeft(coin: LoanCoin): bigint {
    let lent = 0n
    for (const [key, v] of this.flexible) if (key.endsWith(`|${coin.coin}`)) lent += v
    for (const c of this.contracts) if (c.coin === coin.coin && c.status !== 2) lent += c.principal
    return Fixed.max(0n, coin.pool - lent)
  }

  /** The account's debts in USD. */
  debtUsd(uid: string, now: number): bigint {
    let sum = 0n
    for (const [coin, v] of this.debts(uid)) sum += (v * this.funds.usdPrice(coin, now)) / ONE
    return sum
  }

  /** Lends at the floating rate: the coin lands in the unified wallet. */
  borrowFlexible(uid: string, coin: string, amount: bigint, now: number): void {
    this.flexible.set(`${uid}|${coin}`, this.flexibleOf(uid, coin) + amount)
    this.funds.move(uid, "UNIFIED", coin, amount, now, "Transfer", "BORROW")
  }

  /** Opens a fixed-rate contract for `amount` and lends it. */
  borrowFixed(
    order: { readonly orderId: string; readonly uid: string; readonly coin: string; readonly annualRate: bigint },
    terms: { readonly term: number; readonly repayType: "1" | "2"; readonly strategyType: "PARTIAL" | "FULL" },
    amount: bigint,
    now: number
  ): Contract {
    const contract: Contract = {
      loanId: String(++this.seq),
      orderId: order.orderId,
      uid: order.uid,
      coin: order.coin,
      annualRate: order.annualRate,
      term: terms.term,
      borrowTime: now,
      repaymentTime: now + terms.term * 24 * HOUR,
      repayType: terms.repayType,
      strategyType: terms.strategyType,
      principal: amount,
      interestPaid: 0n,
      penalty: 0n,
      status: 1
    }
    this.contracts.push(contract)
    this.funds.move(order.uid, "UNIFIED", order.coin, amount, now, "Transfer", "BORROW")
    return contract
  }

  /**
   * Repays up to `amount` of a coin's debt from the wallet's free balance, floating first unless `which` is
   * `FIXED`; answers what was repaid.
   */
  repay(uid: string, coin: string, amount: bigint, which: "ALL" | "FIXED" | "FLEXIBLE", now: number): bigint {
    let left = Fixed.min(amount, Fixed.max(0n, this.funds.free(uid, "UNIFIED", coin, now)))
    let repaid = 0n
    if (which !== "FIXED") {
      const owed = this.flexibleOf(uid, coin)
      const x = Fixed.min(owed, left)
      this.flexible.set(`${uid}|${coin}`, owed - x)
      left -= x
      repaid += x
    }
    if (which !== "FLEXIBLE") {
      for (const c of this.contracts) {
        if (c.uid !== uid || c.coin !== coin || c.status === 2 || left === 0n) continue
        const owed = c.principal + c.penalty
        const x = Fixed.min(owed, left)
        const fromPenalty = Fixed.min(c.penalty, x)
        c.penalty -= fromPenalty
        c.principal -= x - fromPenalty
        if (c.principal === 0n && c.penalty === 0n) c.status = 2
        left -= x
        repaid += x
      }
    }
    if (repaid > 0n) this.funds.move(uid, "UNIFIED", coin, -repaid, now, "Transfer", "REPAY")
    return repaid
  }

  /** Charges interest from the coin's free balance; answers the shortfall, which the caller adds to the debt. */
  private charge(uid: string, coin: string, interest: bigint, now: number): bigint {
    const paid = Fixed.min(interest, Fixed.max(0n, this.funds.free(uid, "UNIFIED", coin, now)))
    if (paid > 0n) this.funds.move(uid, "UNIFIED", coin, -paid, now, "Transfer", "INTEREST")
    return interest - paid
  }

  /** Charges every hour's interest up to `now` and settles contracts that came due. */
  tick(now: number): void {
    const lastDue = Math.floor((now - CHARGE_AT) / HOUR) * HOUR
    if (this.charged === undefined) {
      this.charged = lastDue
      return
    }
    for (let hour = this.charged + HOUR; hour <= lastDue; hour += HOUR) this.chargeHour(hour, hour + CHARGE_AT)
    this.charged = Math.max(this.charged, lastDue)
    for (const c of this.contracts) if (c.status !== 2 && c.repaymentTime <= now) this.mature(c, now)
  }

  private chargeHour(hour: number, at: number): void {
    for (const [key, owed] of this.flexible) {
      if (owed <= 0n) continue
      const [uid = "", coinName = ""] = key.split("|")
      const coin = loanCoin(coinName)
      if (coin === undefined) continue
      const rate = this.hourlyRate(coin, hour)
      const interest = Fixed.divide(owed * rate, ONE, "up")
      const short = this.charge(uid, coinName, interest, at)
      this.flexible.set(key, owed + short)
      this.charges.push({
        id: String(this.charges.length + 1),
        uid,
        currency: coinName,
        createdTime: at,
        borrowCost: interest,
        hourlyBorrowRate: rate,
        interestBearing: owed
      })
    }
    for (const c of this.contracts) {
      if (c.status === 2 || c.principal === 0n || at > c.repaymentTime) continue
      const interest = Fixed.divide(c.principal * c.annualRate, ONE * HOURS_PER_YEAR, "up")
      const short = this.charge(c.uid, c.coin, interest, at)
      c.interestPaid += interest - short
      c.penalty += short
    }
  }

  private mature(c: Contract, now: number): void {
    if (c.repayType === "2") {
      const owed = c.principal + c.penalty
      this.flexible.set(`${c.uid}|${c.coin}`, this.flexibleOf(c.uid, c.coin) + owed)
      c.principal = 0n
      c.penalty = 0n
      c.status = 2
      return
    }
    if (c.status === 3) return
    const owed = c.principal + c.penalty
    const paid = Fixed.min(owed, Fixed.max(0n, this.funds.free(c.uid, "UNIFIED", c.coin, now)))
    if (paid > 0n) this.funds.move(c.uid, "UNIFIED", c.coin, -paid, now, "Transfer", "REPAY")
    const fromPenalty = Fixed.min(c.penalty, paid)
    c.penalty -= fromPenalty
    c.principal -= paid - fromPenalty
    c.status = c.principal === 0n && c.penalty === 0n ? 2 : 3
  }

  /** Extends a contract by its term again for `qty` of its principal (all of it when absent). */
  renew(c: Contract, qty: bigint | undefined, now: number): boolean {
    if (c.status === 2) return false
    const amount = qty ?? c.principal
    if (amount <= 0n || amount > c.principal) return false
    if (amount < c.principal) {
      // the part not renewed moves to the floating debt
      this.flexible.set(`${c.uid}|${c.coin}`, this.flexibleOf(c.uid, c.coin) + c.principal - amount)
      c.principal = amount
    }
    c.repaymentTime = Math.max(c.repaymentTime, now) + c.term * 24 * HOUR
    c.status = 1
    return true
  }
}

/**
 * The codes a borrow answers when the platform's pool or the account's borrowing power is short: the unified
 * account's (34022030/34022031) or the classic margin account's (176028/176029).
 *
 * @since 0.1.0
 * @category models
 */
export interface PoolAndPowerCodes {
  readonly pool: Fail
  readonly power: Fail
}

/**
 * The unified account's codes.
 *
 * @since 0.1.0
 * @category models
 */
export const UTA_LIMITS: PoolAndPowerCodes = {
  pool: fail(34022030, "Borrowing demand is high, and the fund pool is currently low. Please wait a moment."),
  power: fail(34022031, "Risk rate limit exceeded. Please reduce your borrow amount in the Unified Trading Account.")
}

/**
 * The classic margin account's codes.
 *
 * @since 0.1.0
 * @category models
 */
export const CLASSIC_LIMITS: PoolAndPowerCodes = {
  pool: fail(176028, "Amount to borrow has exceeded Bybit's max. amount to borrow"),
  power: fail(176029, "Amount to borrow has exceeded the user's estimated max. amount to borrow")
}

/**
 * The checks every borrow runs, in the exchange's order: format, precision, the per-transaction limits, the
 * per-user limit, the platform's pool, then the account's borrowing power (`power`, in the coin). Answers the
 * amount in units.
 *
 * @since 0.1.0
 * @category validation
 */
export const checkBorrow = (
  loans: Loans,
  uid: string,
  coin: LoanCoin,
  text: string | undefined,
  power: bigint,
  codes: PoolAndPowerCodes
): bigint | Fail => {
  if (text === undefined) return paramError("amount is required")
  const exact = amountOf(text, 18)
  if (typeof exact === "string" || exact <= 0n) return paramError(`amount invalid: ${text}`)
  const amount = amountOf(text, coin.accuracy)
  if (typeof amount === "string") {
    return fail(176031, "Number of decimals for borrow amount has exceeded the maximum precision")
  }
  if (amount < coin.minBorrow) {
    return fail(176025, "Amount to borrow cannot be lower than the min. amount to borrow (per transaction)")
  }
  if (amount > coin.maxBorrowPerTx) {
    return fail(176026, "Amount to borrow cannot be larger than the max. amount to borrow (per transaction)")
  }
  if (loans.owed(uid, coin.coin) + amount > coin.maxBorrowPerUser) {
    return fail(176027, "Amount to borrow cannot be higher than the max. amount to borrow per user")
  }
  if (amount > loans.poolLeft(coin)) return codes.pool
  if (amount > power) return codes.power
  return amount
}
