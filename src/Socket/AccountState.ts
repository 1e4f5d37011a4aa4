/**
 * The account kept live: open orders, positions and the wallet, read from REST and kept by the private `order`,
 * `position` and `wallet` topics, as a Stream of immutable snapshots.
 *
 * Private topics do not replay what happened while the socket was down, so the state is read again from REST
 * (`/v5/order/realtime`, `/v5/position/list`, `/v5/account/wallet-balance`) at the start and after every
 * reconnect — once every topic is confirmed on the new socket, so nothing can fall between the REST read and the
 * first push — and after a frame that fails its Schema.
 *
 * Ordering rules (`Ledger`):
 * - an order update older than the version held (by `updatedTime`) is ignored; at the same `updatedTime` a closed
 *   order is never reopened; `Filled`, `Cancelled`, `Rejected`, `PartiallyFilledCanceled` and `Deactivated`
 *   orders leave the open set (and are remembered, so a late update cannot bring them back);
 * - a position update older than the one held (by `updatedTime`) is ignored; a position of size 0 leaves;
 * - a wallet push replaces the account totals and the coins it lists; coins it does not list are kept.
 *
 * Consistency: while the connection is down and until the REST read that follows has been merged, `status` is
 * `"syncing"` and the snapshot is the last known state. The REST read replaces the state, except where a push
 * already showed a newer version of an order or position; every private message received since the connection
 * was lost (including during the read) is then applied on top by the rules above. Wallet pushes received before
 * the wallet read was sent are already in it and are skipped; one received while it is in flight is applied (a
 * push cannot be placed against a REST read). When `status` is `"live"`, orders and positions are those of the
 * newest message received for each, and the wallet is the newest wallet seen.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import type { BybitHttp } from "../Http/BybitHttp.js"
import * as Paginate from "../Http/Paginate.js"
import * as Account from "../Http/v5/Account.js"
import * as Market from "../Http/v5/Market.js"
import * as PositionApi from "../Http/v5/Position.js"
import * as Trade from "../Http/v5/Trade.js"
import * as Decimal from "../Schema/Decimal.js"
import type * as Enums from "../Schema/Enums.js"
import type * as OrderSchema from "../Schema/Order.js"
import type * as PositionSchema from "../Schema/Position.js"
import type * as WalletBalance from "../Schema/WalletBalance.js"
import type * as WsPrivate from "../Schema/WsPrivate.js"
import type { BybitSocket } from "./BybitSocket.js"
import type { SubscribeError } from "./Connection.js"
import * as AccountSync from "./internal/accountSync.js"
import * as Coalesce from "./internal/coalesce.js"
import * as Topics from "./Topics.js"
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
 * Options of an account stream.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** What to keep (default: linear contracts settled in USDT). */
  readonly selections?: ReadonlyArray<Selection>
  /** The wallet's account type (default `UNIFIED`). */
  readonly accountType?: Enums.AccountType
  /** Retries of a failed REST read (default: exponential from 200 ms, 5 retries), then the stream fails. */
  readonly restRetry?: Schedule.Schedule<unknown, unknown>
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

const defaultRestRetry: Schedule.Schedule<unknown, unknown> = Schedule.max([
  Schedule.exponential("200 millis"),
  Schedule.recurs(5)
])

/**
 * Streams the account's state: one snapshot per pull reflecting every change since the previous one, the first
 * once the initial REST read is merged. The consistency guarantee is in the module docs. Fails with
 * `SubscribeFailed` / `SocketClosed` / `SocketAuthFailed` / `SocketUnauthorized` from the private connection, or
 * with the REST error once the retries are spent. Every run starts afresh (a new REST read), so a failed stream can
 * be run again with `Stream.retry`.
 *
 * @example
 * ```ts
 * import { AccountState, Bybit, BybitSocket, Environment } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 * import * as Stream from "effect/Stream"
 *
 * // the private stream needs a key: the emulator prints its demo key and secret
 * const client = Layer.provideMerge(
 *   BybitSocket.layer(),
 *   Bybit.layer({
 *     environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" }),
 *     credentials: { apiKey: "<apiKey>", apiSecret: "<apiSecret>" }
 *   })
 * ).pipe(Layer.provide(Node.layer))
 *
 * // orders, positions and wallet of the linear USDT account, read over REST then kept from the private stream
 * const program = AccountState.stream({ selections: [{ category: "linear", settleCoin: "USDT" }] }).pipe(
 *   Stream.take(2),
 *   Stream.runForEach((state) => Effect.log(state.orders.length))
 * )
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category streams
 */
export const stream = (
  options: Options = {}
): Stream.Stream<State, SubscribeError | RestError, BybitSocket | BybitHttp> =>
  Stream.suspend(() => {
    const selections = options.selections ?? defaultSelections
    const retry = options.restRetry ?? defaultRestRetry
    const accountType = options.accountType ?? "UNIFIED"
    const sync = new AccountSync.AccountSync(new Ledger(accountType), selections)
    const topics = { order: Topics.order(), position: Topics.position(), wallet: Topics.wallet }
    const reads: AccountSync.Reads<BybitHttp> = {
      account: readAccount(sync, accountType, retry),
      instrument: (instrument) => readInstrument(instrument, retry)
    }
    return Coalesce.run<State, RestError, BybitHttp>(
      "private",
      [topics.order.name, topics.position.name, topics.wallet.name],
      () => sync.view(),
      (ctx) => AccountSync.run(ctx, sync, topics, reads)
    )
  })

const collect = <A>(items: Stream.Stream<A, RestError, BybitHttp>, retry: Schedule.Schedule<unknown, unknown>) =>
  Stream.runCollect(items).pipe(Effect.retry(retry))

// The REST read, merged into the ledger; answers the arrival count when the wallet request left (earlier wallet
// pushes are in its answer).
const readAccount = (
  sync: AccountSync.AccountSync,
  accountType: Enums.AccountType,
  retry: Schedule.Schedule<unknown, unknown>
): Effect.Effect<number, RestError, BybitHttp> =>
  Effect.gen(function* () {
    const orders = yield* Effect.forEach(
      sync.selections,
      (s) =>
        collect(
          Paginate.paginate(Trade.realtime, {
            category: s.category,
            limit: 50,
            ...(s.symbol === undefined ? {} : { symbol: s.symbol }),
            ...(s.settleCoin === undefined ? {} : { settleCoin: s.settleCoin }),
            ...(s.baseCoin === undefined ? {} : { baseCoin: s.baseCoin })
          }),
          retry
        ).pipe(Effect.map((rows) => rows.map((o) => orderFromRest(o, s.category)))),
      { concurrency: 4 }
    )
    const positions = yield* Effect.forEach(
      sync.selections.filter((s) => s.category !== "spot"),
      (s) =>
        collect(
          Paginate.paginate(PositionApi.list, {
            category: s.category,
            limit: 200,
            ...(s.symbol === undefined ? {} : { symbol: s.symbol }),
            ...(s.settleCoin === undefined ? {} : { settleCoin: s.settleCoin }),
            ...(s.baseCoin === undefined || s.category !== "option" ? {} : { baseCoin: s.baseCoin })
          }),
          retry
        ).pipe(Effect.map((rows) => rows.map((p) => positionFromRest(p, s.category)))),
      { concurrency: 4 }
    )
    const walletSentAt = sync.arrivals
    const balance = yield* Account.getWalletBalance({ accountType }).pipe(Effect.retry(retry))
    const wallet = balance.list.find((w) => w.accountType === accountType)
    sync.ledger.reset(orders.flat(), positions.flat(), wallet === undefined ? undefined : walletFromRest(wallet))
    return walletSentAt
  })

// An instrument's coins, for selections by settle or base coin (`null`: not listed).
const readInstrument = (
  instrument: AccountSync.Instrument,
  retry: Schedule.Schedule<unknown, unknown>
): Effect.Effect<AccountSync.Facts | null, RestError, BybitHttp> =>
  Market.getInstrumentsInfo({ category: instrument.category as WsMarket.Category, symbol: instrument.symbol }).pipe(
    Effect.retry(retry),
    Effect.map((info) => {
      const i = info.list.find((x) => x.symbol === instrument.symbol)
      return i === undefined ? null : { settleCoin: i.settleCoin ?? i.quoteCoin, baseCoin: i.baseCoin }
    })
  )
