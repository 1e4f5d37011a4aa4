/**
 * The account's data, below the stream that keeps it (`AccountState`, which re-exports all of it): the parts of the
 * account to keep (`Selection`), its orders, positions and wallet, a snapshot (`State`), the rows read from REST
 * turned into pushes' shapes, and `Ledger`, which merges REST reads and pushes by the ordering rules `AccountState`
 * describes.
 *
 * @since 1.2.0
 */
import type * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type * as Account from "../Http/v5/Account.js"
import type * as Market from "../Http/v5/Market.js"
import type * as PositionApi from "../Http/v5/Position.js"
import type * as Trade from "../Http/v5/Trade.js"
import * as Decimal from "../Schema/Decimal.js"
import type * as OrderSchema from "../Schema/Order.js"
import type * as PositionSchema from "../Schema/Position.js"
import type * as WalletBalance from "../Schema/WalletBalance.js"
import type * as WsPrivate from "../Schema/WsPrivate.js"
import type * as WsMarket from "./WsMarket.js"

/**
 * Part of the account to keep: a category, narrowed as REST asks (`/v5/order/realtime` on linear and
 * `/v5/position/list` on linear need a `symbol` or a `settleCoin`; `baseCoin` narrows options). Pushes are matched
 * the same way; for `settleCoin` / `baseCoin` the instrument is looked up once per symbol.
 *
 * @since 0.1.0
 * @category models
 */
export interface Selection {
  readonly category: WsMarket.Category
  readonly symbol?: string
  readonly settleCoin?: string
  readonly baseCoin?: string
}

/**
 * An open order, in the shape of the `order` topic (REST rows get their query's `category`).
 *
 * @since 0.1.0
 * @category models
 */
export type Order = WsPrivate.OrderUpdate

/**
 * An open position, in the shape of the `position` topic (REST rows get `category`, and `entryPrice` from
 * `avgPrice` when absent).
 *
 * @since 0.1.0
 * @category models
 */
export type Position = WsPrivate.PositionUpdate

/**
 * The wallet of one account type, in the shape of the `wallet` topic.
 *
 * @since 0.1.0
 * @category models
 */
export type Wallet = WsPrivate.WalletUpdate

/**
 * `"live"`: kept by pushes since the last REST read; `"syncing"`: the connection was lost and the state is being
 * read again (the snapshot is the last known one).
 *
 * @since 0.1.0
 * @category models
 */
export type Status = "syncing" | "live"

/**
 * A snapshot: open orders newest first (by `createdTime`), open positions by category, symbol and `positionIdx`,
 * the wallet, and how many REST reads have been merged.
 *
 * @since 0.1.0
 * @category models
 */
export interface State {
  readonly status: Status
  readonly orders: ReadonlyArray<Order>
  readonly positions: ReadonlyArray<Position>
  readonly wallet: Option.Option<Wallet>
  readonly reconciles: number
}

/**
 * The default selection.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultSelections: ReadonlyArray<Selection> = [{ category: "linear", settleCoin: "USDT" }]

/**
 * Order statuses that take an order out of the open set.
 *
 * @since 0.1.0
 * @category constants
 */
export const closedStatuses: ReadonlySet<string> = new Set([
  "Filled",
  "Cancelled",
  "Rejected",
  "PartiallyFilledCanceled",
  "Deactivated"
])

/**
 * The errors of the REST reads.
 *
 * @since 0.1.0
 * @category errors
 */
export type RestError =
  | Effect.Error<ReturnType<typeof Trade.getActiveOrders>>
  | Effect.Error<ReturnType<typeof PositionApi.getPositionInfo>>
  | Effect.Error<ReturnType<typeof Account.getWalletBalance>>
  | Effect.Error<ReturnType<typeof Market.getInstrumentsInfo>>

/**
 * An order from a `/v5/order/realtime` row of `category`.
 *
 * @since 0.1.0
 * @category constructors
 */
export const orderFromRest = (order: OrderSchema.Order, category: WsMarket.Category): Order => ({
  ...order,
  category: order.category ?? category
})

/**
 * A position from a `/v5/position/list` row of `category`.
 *
 * @since 0.1.0
 * @category constructors
 */
export const positionFromRest = (position: PositionSchema.Position, category: WsMarket.Category): Position => {
  const { avgPrice, ...rest } = position
  const entryPrice = position.entryPrice ?? avgPrice
  return {
    ...rest,
    category: position.category ?? category,
    ...(entryPrice === undefined ? {} : { entryPrice })
  }
}

/**
 * The wallet from a `/v5/account/wallet-balance` account.
 *
 * @since 0.1.0
 * @category constructors
 */
export const walletFromRest = (wallet: WalletBalance.Wallet): Wallet => ({ ...wallet, coin: wallet.coin })

const timeOf = (ms: string | undefined): number | undefined => {
  if (ms === undefined || ms === "") return undefined
  const n = Number(ms)
  return Number.isFinite(n) ? n : undefined
}

const positionKey = (p: Position): string => `${p.category}|${p.symbol}|${p.positionIdx ?? 0}`

const isFlat = (p: Position): boolean => Decimal.toBigDecimal(p.size).value === 0n

// Closed orders and positions remembered (by updatedTime) so a late update cannot bring them back.
const maxTombstones = 10_000

const remember = (tombstones: Map<string, number>, key: string, time: number | undefined): void => {
  tombstones.delete(key)
  tombstones.set(key, time ?? Number.NEGATIVE_INFINITY)
  if (tombstones.size > maxTombstones) tombstones.delete(tombstones.keys().next().value as string)
}

/**
 * The state and its rules, synchronous and free of I/O (the stream drives it).
 *
 * @since 0.1.0
 * @category models
 */
export class Ledger {
  private orders = new Map<string, Order>()
  private readonly closedOrders = new Map<string, number>()
  private positions = new Map<string, Position>()
  private readonly closedPositions = new Map<string, number>()
  private wallet: Wallet | undefined

  constructor(readonly accountType: string) {}

  /** Applies an order update; false when it changed nothing (stale). */
  applyOrder(order: Order): boolean {
    const time = timeOf(order.updatedTime)
    const open = this.orders.get(order.orderId)
    const closedAt = this.closedOrders.get(order.orderId)
    const closing = closedStatuses.has(order.orderStatus)
    if (time !== undefined) {
      const held = open !== undefined ? timeOf(open.updatedTime) : closedAt
      if (held !== undefined && time < held) return false
      if (closedAt !== undefined && time === closedAt && !closing) return false
    } else if (closedAt !== undefined && !closing) {
      return false
    }
    if (closing) {
      this.orders.delete(order.orderId)
      remember(this.closedOrders, order.orderId, time)
      return open !== undefined
    }
    this.closedOrders.delete(order.orderId)
    this.orders.set(order.orderId, order)
    return true
  }

  /** Applies a position update; false when it changed nothing (stale). */
  applyPosition(position: Position): boolean {
    const key = positionKey(position)
    const time = timeOf(position.updatedTime)
    const held = this.positions.get(key)
    const heldAt = held !== undefined ? timeOf(held.updatedTime) : this.closedPositions.get(key)
    if (time !== undefined && heldAt !== undefined && time < heldAt) return false
    if (isFlat(position)) {
      this.positions.delete(key)
      remember(this.closedPositions, key, time)
      return held !== undefined
    }
    this.closedPositions.delete(key)
    this.positions.set(key, position)
    return true
  }

  /** Applies a wallet push of this ledger's account type: totals replaced, listed coins replaced. */
  applyWallet(wallet: Wallet): boolean {
    if (wallet.accountType !== this.accountType) return false
    const held = this.wallet
    if (held === undefined) {
      this.wallet = wallet
      return true
    }
    const listed = new Set(wallet.coin.map((c) => c.coin))
    this.wallet = { ...wallet, coin: [...held.coin.filter((c) => !listed.has(c.coin)), ...wallet.coin] }
    return true
  }

  /**
   * Replaces the state with a REST read: orders and positions it does not list are gone, except that a version
   * held from a push with a newer `updatedTime` wins over the read's. The wallet is replaced when given.
   */
  reset(orders: ReadonlyArray<Order>, positions: ReadonlyArray<Position>, wallet: Wallet | undefined): void {
    const nextOrders = new Map<string, Order>()
    for (const order of orders) {
      const time = timeOf(order.updatedTime)
      const open = this.orders.get(order.orderId)
      const openAt = open === undefined ? undefined : timeOf(open.updatedTime)
      const closedAt = this.closedOrders.get(order.orderId)
      if (time !== undefined && closedAt !== undefined && closedAt >= time) continue
      if (open !== undefined && time !== undefined && openAt !== undefined && openAt > time) {
        nextOrders.set(order.orderId, open)
        continue
      }
      if (closedStatuses.has(order.orderStatus)) {
        remember(this.closedOrders, order.orderId, time)
        continue
      }
      nextOrders.set(order.orderId, order)
    }
    this.orders = nextOrders
    const nextPositions = new Map<string, Position>()
    for (const position of positions) {
      const key = positionKey(position)
      const time = timeOf(position.updatedTime)
      const held = this.positions.get(key)
      const heldAt = held === undefined ? this.closedPositions.get(key) : timeOf(held.updatedTime)
      if (time !== undefined && heldAt !== undefined && heldAt > time) {
        if (held !== undefined) nextPositions.set(key, held)
        continue
      }
      if (isFlat(position)) continue
      nextPositions.set(key, position)
    }
    this.positions = nextPositions
    if (wallet !== undefined) this.wallet = wallet
  }

  /** The snapshot. */
  view(status: Status, reconciles: number): State {
    const orders = [...this.orders.values()].sort(
      (a, b) => Number(b.createdTime) - Number(a.createdTime) || (a.orderId < b.orderId ? -1 : 1)
    )
    const positions = [...this.positions.values()].sort((a, b) => {
      const x = positionKey(a)
      const y = positionKey(b)
      return x < y ? -1 : x > y ? 1 : 0
    })
    return { status, orders, positions, wallet: Option.fromNullishOr(this.wallet), reconciles }
  }
}
