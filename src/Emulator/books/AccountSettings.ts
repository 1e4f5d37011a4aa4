/**
 * The emulator's account-level settings that trading does not derive: collateral switches per coin, spot hedging,
 * and the answers of the endpoints that read or change them (`/v5/account/collateral-info`,
 * `set-collateral-switch[-batch]`, `set-hedging-mode`, `smp-group`, `borrow-history`). The emulator never lends, so
 * borrowing figures are zero and the borrow history is empty. Market maker protection lives in `Mmp.ts`.
 *
 * @since 0.1.0
 */

import type { Params, Result } from "../base/Handler.js"
import { fail, nonEmpty, ok } from "../base/Handler.js"
import * as Instruments from "../market/Instruments.js"

/**
 * A coin's collateral switch: `true` counts it as margin.
 *
 * @since 0.1.0
 * @category models
 */
export type CollateralSwitch = boolean

/** USDT and USDC are always collateral: they settle the derivatives. */
const ALWAYS_COLLATERAL: ReadonlySet<string> = new Set(["USDT", "USDC"])

/**
 * Every coin the emulator lists (spot base and quote coins and settle coins), sorted.
 *
 * @since 0.1.0
 * @category coins
 */
export const coins: ReadonlyArray<string> = [
  ...new Set(Instruments.all.flatMap((i) => [i.baseCoin, i.quoteCoin, i.settleCoin]).filter((c) => c !== ""))
].sort()

/**
 * Account settings of every account.
 *
 * @since 0.1.0
 * @category models
 */
export class AccountSettings {
  private readonly collateralOff = new Set<string>()
  private readonly hedging = new Map<string, "ON" | "OFF">()

  /** Whether a coin counts as collateral for an account (every coin does until switched off). */
  collateral(uid: string, coin: string): CollateralSwitch {
    return !this.collateralOff.has(`${uid}\u0000${coin}`)
  }

  /** The spot hedging status of an account (`/v5/account/info` `spotHedgingStatus`). */
  spotHedging(uid: string): "ON" | "OFF" {
    return this.hedging.get(uid) ?? "OFF"
  }

  /** `/v5/account/collateral-info`: every listed coin, or the one `currency`. */
  collateralInfo(uid: string, p: Params): Result<object> {
    const currency = nonEmpty(p, "currency")
    if (currency !== undefined && !coins.includes(currency)) return fail(10001, "params error: currency invalid")
    const list = coins
      .filter((c) => currency === undefined || c === currency)
      .map((c) => ({
        currency: c,
        hourlyBorrowRate: "0",
        maxBorrowingAmount: "0",
        freeBorrowingLimit: "0",
        freeBorrowAmount: "0",
        // deprecated by the page, "always return \"\""
        freeBorrowingAmount: "",
        borrowAmount: "0",
        otherBorrowAmount: "0",
        availableToBorrow: "0",
        // The emulator does not lend.
        borrowable: false,
        borrowUsageRate: "0",
        marginCollateral: true,
        collateralSwitch: this.collateral(uid, c),
        collateralRatio: "1"
      }))
    return ok({ list })
  }

  /**
   * Checks and applies collateral switches (all or none). `committed` tells whether a coin backs open positions
   * or orders, which it must keep doing: switching it off fails the margin check.
   */
  setCollateral(
    uid: string,
    items: ReadonlyArray<{ readonly coin: string; readonly collateralSwitch: string }>,
    committed: (coin: string) => boolean
  ): Result<ReadonlyArray<{ readonly coin: string; readonly collateralSwitch: "ON" | "OFF" }>> {
    const seen = new Set<string>()
    for (const item of items) {
      if (seen.has(item.coin)) return fail(182112, "Duplicate currency, please re-adjust")
      seen.add(item.coin)
      if (item.collateralSwitch !== "ON" && item.collateralSwitch !== "OFF") {
        return fail(10001, "params error: collateralSwitch invalid")
      }
      if (!coins.includes(item.coin) || ALWAYS_COLLATERAL.has(item.coin)) {
        return fail(
          182111,
          "The requested currency has a non guaranteed gold currency or does not support switching status currencies"
        )
      }
      if (item.collateralSwitch === "OFF" && committed(item.coin)) {
        return fail(182108, "Switching failed, margin verification failed, please re-adjust the currency status")
      }
    }
    for (const item of items) {
      const k = `${uid}\u0000${item.coin}`
      if (item.collateralSwitch === "OFF") this.collateralOff.add(k)
      else this.collateralOff.delete(k)
    }
    return {
      ok: true,
      value: items.map((i) => ({ coin: i.coin, collateralSwitch: i.collateralSwitch === "OFF" ? "OFF" : "ON" }))
    }
  }

  /** `/v5/account/set-hedging-mode`. */
  setHedging(uid: string, p: Params): Result<object> {
    const mode = nonEmpty(p, "setHedgingMode")
    if (mode !== "ON" && mode !== "OFF") return fail(10001, "params error: setHedgingMode invalid")
    this.hedging.set(uid, mode)
    return ok({})
  }
}
