/**
 * Auto-add margin (Bybit's "Auto-Margin Replenishment") of isolated positions whose `autoAddMargin` flag is on
 * (`/v5/position/set-auto-add-margin`). Bybit's help centre: when the position's margin level reaches the
 * maintenance margin level, the exchange moves margin from the account's available balance into the position, each
 * time as much as the initial margin the position currently uses; when the available balance is short of that, all
 * of what is left; never past 1× leverage (no more margin once the position's margin equals its value). Each
 * addition moves the liquidation price away from the mark; a position the balance cannot save is liquidated as
 * usual (`Liquidation.scan`, which runs after this).
 *
 * Where the docs are silent the plainest rule is taken: the threshold is the liquidation check's own (maintenance
 * margin reaching the position's margin plus its unrealised PnL at the mark); the "initial margin currently used"
 * is the entry value over the leverage (the margin added before is not counted again); within one check margin is
 * added again and again until the position is clear of the threshold, the balance is spent or 1× is reached (a
 * mark that jumped far in one step needs more than one addition); the balance drawn on is the account's available
 * balance as `/v5/position/add-margin` checks it. An addition is booked like `/v5/position/add-margin`: the
 * position's margin grows (its `positionIM`, `positionBalance` and `liqPrice` move), the wallet's available
 * balance falls by as much (its wallet balance does not: the margin stays the account's), and the position and
 * wallet are pushed. Bybit's docs name no transaction-log type for it, so none is written.
 *
 * @since 1.2.0
 */
import * as Fixed from "./base/Fixed.js"
import type { Position, Positions } from "./books/Positions.js"
import type { Clearing } from "./Clearing.js"
import type { Held, MarginModel } from "./LiqPrice.js"
import type { LiquidationHooks } from "./Liquidation.js"
import type { Margin } from "./Margin.js"

/**
 * What the rule reads and does (amounts in 10^-18 units of the position's settle coin): the liquidation's margin
 * model, the flag, the position's initial margin, the account's available balance, and the booking of an addition.
 *
 * @since 1.2.0
 * @category models
 */
export interface AutoAddMarginHooks<P extends Held>
  extends Pick<MarginModel<P>, "isolated" | "margin" | "maintenance" | "unrealised"> {
  /** Every open linear and inverse position of every account. */
  readonly positions: () => ReadonlyArray<P>
  /** Whether the position's auto-add-margin flag is on. */
  readonly on: (p: P) => boolean
  /** The initial margin the position uses: its entry value over its leverage. */
  readonly initial: (p: P) => bigint
  /** What the account can still commit of a coin. */
  readonly available: (uid: string, coin: string, now: number) => bigint
  /** Moves `amount` of the available balance into the position's margin, and says so to the account. */
  readonly add: (p: P, amount: bigint, now: number) => void
}

/**
 * One addition: the position and the amount moved into its margin.
 *
 * @since 1.2.0
 * @category models
 */
export interface Addition<P> {
  readonly position: P
  readonly amount: bigint
}

/**
 * Whether a position is at its liquidation threshold: its maintenance margin reaches its margin plus its
 * unrealised PnL (`Liquidation.scan`'s test for an isolated position).
 *
 * @since 1.2.0
 * @category behaviour
 */
export const atThreshold = <P extends Held>(hooks: AutoAddMarginHooks<P>, p: P, now: number): boolean =>
  hooks.maintenance(p) >= hooks.margin(p) + hooks.unrealised(p, now)

/**
 * Tops up every isolated position with the flag on that is at its liquidation threshold, while the balance and
 * 1× allow. Answers the additions made, in order.
 *
 * @since 1.2.0
 * @category behaviour
 */
export const scan = <P extends Held>(hooks: AutoAddMarginHooks<P>, now: number): ReadonlyArray<Addition<P>> => {
  const added: Array<Addition<P>> = []
  for (const p of hooks.positions()) {
    if (p.size === 0n || !hooks.isolated(p) || !hooks.on(p)) continue
    while (atThreshold(hooks, p, now)) {
      const room = p.value - hooks.margin(p)
      const amount = Fixed.min(Fixed.min(hooks.initial(p), hooks.available(p.uid, p.instrument.settleCoin, now)), room)
      if (amount <= 0n) break
      hooks.add(p, amount, now)
      added.push({ position: p, amount })
    }
  }
  return added
}

/**
 * The hooks, read from the exchange's own books: the liquidation's margin model, the symbol's settings, the
 * margin's available balance, and the clearing's position and wallet pushes.
 *
 * @since 1.2.0
 * @category constructors
 */
export const hooksOf = (deps: {
  readonly liquidation: LiquidationHooks
  readonly positions: Positions
  readonly margin: Margin
  readonly clearing: Clearing
}): AutoAddMarginHooks<Position> => {
  const { liquidation } = deps
  return {
    isolated: liquidation.isolated,
    margin: liquidation.margin,
    maintenance: liquidation.maintenance,
    unrealised: liquidation.unrealised,
    positions: liquidation.positions,
    on: (p) => deps.positions.settings(p.uid, p.instrument).autoAddMargin === 1,
    // the model's margin is the initial margin plus what was added before
    initial: (p) => liquidation.margin(p) - p.margin,
    available: (uid, coin, now) => deps.margin.available(uid, coin, now),
    add: (p, amount, now) => {
      p.margin += amount
      p.updatedTime = now
      deps.clearing.pushPositions(p.uid, p.instrument, now)
      deps.clearing.pushWallet(p.uid, now)
    }
  }
}
