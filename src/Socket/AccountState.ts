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
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import type { BybitHttp } from "../Http/BybitHttp.js"
import * as Paginate from "../Http/Paginate.js"
import * as Account from "../Http/v5/Account.js"
import * as Market from "../Http/v5/Market.js"
import * as PositionApi from "../Http/v5/Position.js"
import * as Trade from "../Http/v5/Trade.js"
import type * as Enums from "../Schema/Enums.js"
import {
  defaultSelections,
  Ledger,
  orderFromRest,
  positionFromRest,
  type RestError,
  type Selection,
  type State,
  walletFromRest
} from "./AccountLedger.js"
import * as AccountSync from "./AccountSync.js"
import type { BybitSocket } from "./BybitSocket.js"
import * as Coalesce from "./Coalesce.js"
import type { SubscribeError } from "./Connection.js"
import * as Topics from "./Topics.js"
import type * as WsMarket from "./WsMarket.js"

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

export * from "./AccountLedger.js"

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
