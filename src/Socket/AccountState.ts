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
import * as Chunk from "effect/Chunk"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as Queue from "effect/Queue"
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
import type { Frame, SubscribeError } from "./Connection.js"
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
export const closedStatuses: ReadonlySet<string> = /*#__PURE__*/ new Set([
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
  | Effect.Effect.Error<ReturnType<typeof Trade.getActiveOrders>>
  | Effect.Effect.Error<ReturnType<typeof PositionApi.getPositionInfo>>
  | Effect.Effect.Error<ReturnType<typeof Account.getWalletBalance>>
  | Effect.Effect.Error<ReturnType<typeof Market.getInstrumentsInfo>>

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
    return { status, orders, positions, wallet: Option.fromNullable(this.wallet), reconciles }
  }
}

type Message =
  | { readonly _tag: "order"; readonly data: ReadonlyArray<Order> }
  | { readonly _tag: "position"; readonly data: ReadonlyArray<Position> }
  | { readonly _tag: "wallet"; readonly data: ReadonlyArray<Wallet> }

interface Held {
  readonly arrival: number
  readonly message: Message
}

interface Facts {
  readonly settleCoin: string
  readonly baseCoin: string
}

type Request = { readonly _tag: "Reconcile"; readonly reason: string } | { readonly _tag: "Resolve" }

const defaultRestRetry: Schedule.Schedule<unknown, unknown> = /*#__PURE__*/ Schedule.exponential("200 millis").pipe(
  /*#__PURE__*/ Schedule.intersect(/*#__PURE__*/ Schedule.recurs(5))
)

/**
 * Streams the account's state: one snapshot per pull reflecting every change since the previous one, the first
 * once the initial REST read is merged. The consistency guarantee is in the module docs. Fails with
 * `SubscribeFailed` / `SocketClosed` / `SocketAuthFailed` / `SocketUnauthorized` from the private connection, or
 * with the REST error once the retries are spent. Every run starts afresh (a new REST read), so a failed stream can
 * be run again with `Stream.retry`.
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
    const ledger = new Ledger(accountType)
    const topics = { order: Topics.order(), position: Topics.position(), wallet: Topics.wallet }
    const names = [topics.order.name, topics.position.name, topics.wallet.name]
    let status: Status = "syncing"
    let reconciles = 0
    // bumped when the connection is lost: a read that started before cannot make the state live
    let epoch = 0
    let arrivals = 0
    const held: Array<Held> = []
    const facts = new Map<string, Facts | null>()

    // true: kept; false: not selected; undefined: the instrument must be looked up first
    const selected = (category: string, symbol: string): boolean | undefined => {
      let unknown = false
      for (const s of selections) {
        if (s.category !== category) continue
        if (s.symbol !== undefined) {
          if (s.symbol === symbol) return true
          continue
        }
        if (s.settleCoin === undefined && s.baseCoin === undefined) return true
        const f = facts.get(`${category}|${symbol}`)
        if (f === undefined) unknown = true
        else if (
          f !== null &&
          (s.settleCoin === undefined || f.settleCoin === s.settleCoin) &&
          (s.baseCoin === undefined || f.baseCoin === s.baseCoin)
        ) {
          return true
        }
      }
      return unknown ? undefined : false
    }

    const unresolved = (message: Message): ReadonlyArray<{ readonly category: string; readonly symbol: string }> =>
      message._tag === "wallet"
        ? []
        : message.data.filter((item: Order | Position) => selected(item.category, item.symbol) === undefined)

    const apply = (message: Message): boolean => {
      let changed = false
      switch (message._tag) {
        case "order":
          for (const o of message.data) if (selected(o.category, o.symbol) && ledger.applyOrder(o)) changed = true
          return changed
        case "position":
          for (const p of message.data) if (selected(p.category, p.symbol) && ledger.applyPosition(p)) changed = true
          return changed
        case "wallet":
          for (const w of message.data) if (ledger.applyWallet(w)) changed = true
          return changed
      }
    }

    const collect = <A>(items: Stream.Stream<A, RestError, BybitHttp>) =>
      Effect.map(Stream.runCollect(items), Chunk.toReadonlyArray).pipe(Effect.retry(retry))

    // The REST read; returns the arrival count when the wallet request left (earlier wallet pushes are in it).
    const read = Effect.gen(function* () {
      const orders = yield* Effect.forEach(
        selections,
        (s) =>
          collect(
            Paginate.paginate(Trade.realtime, {
              category: s.category,
              limit: 50,
              ...(s.symbol === undefined ? {} : { symbol: s.symbol }),
              ...(s.settleCoin === undefined ? {} : { settleCoin: s.settleCoin }),
              ...(s.baseCoin === undefined ? {} : { baseCoin: s.baseCoin })
            })
          ).pipe(Effect.map((rows) => rows.map((o) => orderFromRest(o, s.category)))),
        { concurrency: 4 }
      )
      const positions = yield* Effect.forEach(
        selections.filter((s) => s.category !== "spot"),
        (s) =>
          collect(
            Paginate.paginate(PositionApi.list, {
              category: s.category,
              limit: 200,
              ...(s.symbol === undefined ? {} : { symbol: s.symbol }),
              ...(s.settleCoin === undefined ? {} : { settleCoin: s.settleCoin }),
              ...(s.baseCoin === undefined || s.category !== "option" ? {} : { baseCoin: s.baseCoin })
            })
          ).pipe(Effect.map((rows) => rows.map((p) => positionFromRest(p, s.category)))),
        { concurrency: 4 }
      )
      const walletSentAt = arrivals
      const balance = yield* Account.getWalletBalance({ accountType }).pipe(Effect.retry(retry))
      const wallet = balance.list.find((w) => w.accountType === accountType)
      ledger.reset(orders.flat(), positions.flat(), wallet === undefined ? undefined : walletFromRest(wallet))
      return walletSentAt
    })

    const resolve = (category: string, symbol: string) =>
      Market.getInstrumentsInfo({ category: category as WsMarket.Category, symbol }).pipe(
        Effect.retry(retry),
        Effect.map((info) => info.list.find((x) => x.symbol === symbol)),
        Effect.map((i) =>
          facts.set(
            `${category}|${symbol}`,
            i === undefined ? null : { settleCoin: i.settleCoin ?? i.quoteCoin, baseCoin: i.baseCoin }
          )
        ),
        Effect.asVoid
      )

    return Coalesce.run<State, RestError, BybitHttp>(
      "private",
      names,
      () => (reconciles === 0 ? undefined : ledger.view(status, reconciles)),
      (ctx) =>
        Effect.gen(function* () {
          const requests = yield* Queue.unbounded<Request>()
          const checks = {
            order: Coalesce.checker(topics.order, "private"),
            position: Coalesce.checker(topics.position, "private"),
            wallet: Coalesce.checker(topics.wallet, "private")
          }

          const decode = (frame: Frame): Either.Either<Message, Topics.TopicDecodeError> | undefined => {
            switch (frame.topic) {
              case topics.order.name:
                return Either.map(checks.order(frame), (m) => ({ _tag: "order", data: m.data }))
              case topics.position.name:
                return Either.map(checks.position(frame), (m) => ({ _tag: "position", data: m.data }))
              case topics.wallet.name:
                return Either.map(checks.wallet(frame), (m) => ({ _tag: "wallet", data: m.data }))
              default:
                return undefined
            }
          }

          const listener = (frame: Frame): void => {
            const message = decode(frame)
            if (message === undefined) return
            if (Either.isLeft(message)) {
              // the message is lost: REST has the truth
              requests.unsafeOffer({ _tag: "Reconcile", reason: `invalid frame: ${message.left.issue}` })
              return
            }
            arrivals++
            if (status === "syncing" || held.length > 0 || unresolved(message.right).length > 0) {
              held.push({ arrival: arrivals, message: message.right })
              if (status === "live") requests.unsafeOffer({ _tag: "Resolve" })
              return
            }
            if (apply(message.right)) ctx.dirty()
          }

          // Applies held messages in arrival order (their instruments are all known by now).
          const drain = (walletSentAt: number): boolean => {
            let changed = false
            for (const next of held.splice(0, held.length)) {
              if (next.message._tag === "wallet" && next.arrival <= walletSentAt) continue
              if (apply(next.message)) changed = true
            }
            return changed
          }

          yield* Effect.gen(function* () {
            let walletSentAt = 0
            while (true) {
              const batch = [yield* Queue.take(requests), ...(yield* Queue.takeAll(requests))]
              const reconcile = batch.filter((r) => r._tag === "Reconcile")
              let started: number | undefined
              if (reconcile.length > 0) {
                for (const r of reconcile) {
                  if (r.reason.startsWith("invalid")) yield* Effect.logWarning(`account state: ${r.reason}`)
                }
                started = epoch
                if (status === "live") {
                  status = "syncing"
                  ctx.dirty()
                }
                walletSentAt = yield* read
                reconciles++
              }
              // look up the instruments of held pushes
              while (true) {
                const missing = held.flatMap((h) => unresolved(h.message))
                if (missing.length === 0) break
                yield* resolve(missing[0]!.category, missing[0]!.symbol)
              }
              // from here on synchronous: no push can slip in between
              if (started !== undefined && epoch === started) status = "live"
              if (status === "live") drain(walletSentAt)
              ctx.dirty()
            }
          }).pipe(
            Effect.catchAll((error) => Effect.sync(() => ctx.fail(error))),
            Effect.forkScoped
          )

          yield* Coalesce.onReconnect(ctx, (event) => {
            if (event === "lost") {
              epoch++
              if (status === "live") {
                status = "syncing"
                ctx.dirty()
              }
            } else {
              requests.unsafeOffer({ _tag: "Reconcile", reason: "reconnected" })
            }
          })
          yield* ctx.subscribe(listener)
          requests.unsafeOffer({ _tag: "Reconcile", reason: "started" })
        })
    )
  })
