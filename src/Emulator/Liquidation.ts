/**
 * Liquidation of under-margined derivative positions. An isolated position is liquidated when its maintenance
 * margin reaches its own equity (position margin plus unrealised PnL at the mark price); the cross positions of a
 * unified account are liquidated when the account's maintenance margin reaches its equity (every coin in USD). A
 * liquidated position is taken over at its bankruptcy price — the price at which its margin (isolated) or its
 * share of the account's equity (cross) is gone — by a `CreateByLiq` order filled with a `BustTrade` execution;
 * the exchange settles it like any fill, so the order, execution, position and wallet pushes and the
 * `LIQUIDATION` transaction-log entry follow. Each account is checked on its own: one account's liquidation never
 * touches another's positions.
 *
 * @since 0.1.0
 */

import * as Fixed from "./base/Fixed.js"
import type { Accounts } from "./books/Accounts.js"
import type { Loans } from "./books/Loans.js"
import type { Position, Positions } from "./books/Positions.js"
import type { Clearing } from "./Clearing.js"
import type { MatchingEngine } from "./engine/MatchingEngine.js"
import * as LiqPrice from "./LiqPrice.js"
import { type Margin, MM_RATE, RATE_SCALE } from "./Margin.js"
import * as Instruments from "./market/Instruments.js"

/**
 * What liquidation reads of the exchange (amounts in 10^-18 units of the position's settle coin unless said).
 *
 * @since 0.1.0
 * @category models
 */
export interface LiquidationHooks extends LiqPrice.MarginModel {
  /** Every open linear and inverse position of every account. */
  readonly positions: () => ReadonlyArray<Position>
  /** Closes a position at a price (instrument decimals, on the tick) with a bust trade. */
  readonly bust: (p: Position, price: string, now: number) => void
}

const ONE = Fixed.pow10(18)

/**
 * The hooks, read from the exchange's own books: positions, margin, balances less debts, and the engine and
 * clearing that settle a bust trade.
 *
 * @since 0.1.0
 * @category constructors
 */
export const hooksOf = (deps: {
  readonly positions: Positions
  readonly margin: Margin
  readonly accounts: Accounts
  /** The loan book (read lazily: the exchange builds it after its clearing). */
  readonly loans: () => Loans
  readonly engine: MatchingEngine
  readonly clearing: Clearing
  readonly marginMode: (uid: string) => string | undefined
}): LiquidationHooks => {
  const derivatives = Instruments.all.filter((i) => i.category === "linear" || i.category === "inverse")
  const { accounts, margin, positions } = deps
  return {
    positions: () => derivatives.flatMap((i) => positions.listAll(i)),
    isolated: (p) =>
      positions.settings(p.uid, p.instrument).tradeMode === 1 || deps.marginMode(p.uid) === "ISOLATED_MARGIN",
    margin: (p) =>
      Fixed.divide(
        p.value * 100n,
        margin.leverageUnits(p.uid, p.instrument, p.side === "Sell" ? "Sell" : "Buy"),
        "up"
      ) + p.margin,
    maintenance: (p) => (p.value * MM_RATE) / Fixed.pow10(RATE_SCALE),
    unrealised: (p, now) => positions.unrealised(p, margin.markUnits(p.instrument, now)),
    cash: (uid, now) => {
      // a sum of terms each rounded on its own: in any order the same
      let sum = 0n
      const loans = deps.loans()
      for (const [c, balance] of accounts.balances(uid, "UNIFIED"))
        sum += ((balance - loans.owed(uid, c)) * margin.usdPrice(c, now)) / ONE
      return sum
    },
    usdPrice: (coin, now) => margin.usdPrice(coin, now),
    bust: (p, price, now) => {
      const i = p.instrument
      const side = p.side === "Buy" ? "Sell" : "Buy"
      const qty = Fixed.format(p.size, i.qtyDecimals)
      deps.clearing.applyReport(deps.engine.bust(i, { accountId: p.uid, side, qty, price }, p.positionIdx, now), now, [
        p
      ])
    }
  }
}

/**
 * The price at which a position's unrealised PnL is `-loss`, on the tick, rounded towards the entry.
 *
 * @since 0.1.0
 * @category math
 */
export const bankruptcyPrice = LiqPrice.bankruptcyPrice

/**
 * Liquidates every under-margined position: isolated ones one by one, then each account whose cross equity no
 * longer covers its maintenance margin. Answers the accounts it liquidated.
 *
 * @since 0.1.0
 * @category behaviour
 */
export const scan = (hooks: LiquidationHooks, now: number): ReadonlyArray<string> => {
  const liquidated = new Set<string>()
  for (const p of hooks.positions()) {
    if (p.size === 0n || !hooks.isolated(p)) continue
    const margin = hooks.margin(p)
    if (hooks.maintenance(p) < margin + hooks.unrealised(p, now)) continue
    hooks.bust(p, bankruptcyPrice(p.instrument, p, margin), now)
    liquidated.add(p.uid)
  }
  // cross: the account's cash, plus the cross positions' PnL, less the margin isolated positions hold
  const accounts = new Map<string, { equity: bigint; maintenance: bigint; cross: Array<Position> }>()
  for (const p of hooks.positions()) {
    if (p.size === 0n) continue
    const usd = hooks.usdPrice(p.instrument.settleCoin, now)
    const a = accounts.get(p.uid) ?? { equity: hooks.cash(p.uid, now), maintenance: 0n, cross: [] }
    accounts.set(p.uid, a)
    if (hooks.isolated(p)) {
      a.equity -= (hooks.margin(p) * usd) / ONE
      continue
    }
    a.equity += (hooks.unrealised(p, now) * usd) / ONE
    a.maintenance += (hooks.maintenance(p) * usd) / ONE
    a.cross.push(p)
  }
  for (const [uid, a] of accounts) {
    if (a.cross.length === 0 || a.maintenance < a.equity) continue
    // each position absorbs the account's equity in proportion to its maintenance margin, beyond its own PnL
    for (const p of a.cross) {
      const usd = hooks.usdPrice(p.instrument.settleCoin, now)
      const mm = (hooks.maintenance(p) * usd) / ONE
      const share = a.maintenance === 0n || usd === 0n ? 0n : (Fixed.max(a.equity, 0n) * mm) / a.maintenance
      hooks.bust(p, bankruptcyPrice(p.instrument, p, (share * ONE) / usd - hooks.unrealised(p, now)), now)
    }
    liquidated.add(uid)
  }
  return [...liquidated]
}
