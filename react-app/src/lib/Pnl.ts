/**
 * A position valued at the live mark: the exchange pushes a position only when it changes (a fill, a new TP/SL),
 * so its `markPrice` and `unrealisedPnl` are as old as that push. The page values it again at every mark the ticker
 * brings. Display only.
 *
 * @since 0.1.0
 */

/**
 * What the valuation reads of a position.
 *
 * @since 0.1.0
 * @category models
 */
export interface Held {
  readonly category: string
  readonly side: string
  readonly size: string
  readonly entryPrice?: string | undefined
  readonly leverage?: string | undefined
  readonly markPrice?: string | undefined
  readonly unrealisedPnl?: string | undefined
}

/**
 * A position at a mark: the mark, the unrealised PnL in the settle coin, and the return on its initial margin in
 * percent (`undefined` when the margin is unknown).
 *
 * @since 0.1.0
 * @category models
 */
export interface Valued {
  readonly mark: number | undefined
  readonly upnl: number | undefined
  readonly roe: number | undefined
  /** Whether the figures come from the live mark (else from the last position push). */
  readonly live: boolean
}

const num = (text: string | undefined): number | undefined => {
  if (text === undefined || text === "") return undefined
  const n = Number(text)
  return Number.isFinite(n) ? n : undefined
}

/**
 * Values a position at `mark` (the ticker's live mark, when there is one): linear contracts and options
 * `(mark − entry) × size`, inverse contracts `size × (1/entry − 1/mark)` in the base coin, negated for a short. ROE is
 * the PnL over the initial margin at entry, `entry value ÷ leverage` (options: the premium paid).
 *
 * @since 0.1.0
 * @category constructors
 */
export const value = (position: Held, mark: string | undefined): Valued => {
  const size = num(position.size) ?? 0
  const entry = num(position.entryPrice)
  const leverage = num(position.leverage)
  const live = num(mark)
  const at = live ?? num(position.markPrice)
  const sign = position.side === "Sell" ? -1 : 1
  if (at === undefined || entry === undefined || !(entry > 0) || !(at > 0)) {
    return { mark: at, upnl: num(position.unrealisedPnl), roe: undefined, live: false }
  }
  const inverse = position.category === "inverse"
  const upnl = inverse ? sign * size * (1 / entry - 1 / at) : sign * (at - entry) * size
  const entryValue = inverse ? size / entry : size * entry
  const margin =
    position.category === "option" ? entryValue : leverage !== undefined && leverage > 0 ? entryValue / leverage : 0
  return {
    mark: at,
    upnl: live === undefined ? (num(position.unrealisedPnl) ?? upnl) : upnl,
    roe: margin > 0 ? ((live === undefined ? (num(position.unrealisedPnl) ?? upnl) : upnl) / margin) * 100 : undefined,
    live: live !== undefined
  }
}

/**
 * The mark at which a position's unrealised PnL is `pnl` (settle coin; negative for a loss): the inverse of
 * {@link value}'s valuation, `entry + pnl / size` (negated for a short) on linear contracts and options, and
 * `1 / (1/entry − pnl / size)` (long) or `1 / (1/entry + pnl / size)` (short) on inverse ones. `undefined` when no
 * price gives that PnL (an inverse long cannot gain more than its size in the base coin).
 *
 * @since 0.1.0
 * @category constructors
 */
export const priceAt = (position: Held, pnl: number): number | undefined => {
  const size = num(position.size)
  const entry = num(position.entryPrice)
  if (size === undefined || !(size > 0) || entry === undefined || !(entry > 0)) return undefined
  const sign = position.side === "Sell" ? -1 : 1
  if (position.category === "inverse") {
    const inverse = 1 / entry - (sign * pnl) / size
    return inverse > 0 ? 1 / inverse : undefined
  }
  const price = entry + (sign * pnl) / size
  return price > 0 ? price : undefined
}
