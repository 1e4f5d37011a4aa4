/**
 * `effect-bybit worker`: a worker of a fleet on one key (`BYBIT_API_KEY`; its secret stays on the runners). It joins
 * the cluster in PostgreSQL as a client (`--postgres` or `EFFECT_BYBIT_POSTGRES_URL`, the fleet's secret from
 * `--fleet-secret-file` or `EFFECT_BYBIT_FLEET_SECRET`), names the exchange as the runners do (`--env` or
 * `--base-url`), and reaches the key's one session on whichever runner holds it (`Cluster.Fleet`). It prints one
 * JSON line `{"worker":"ready",…}` once joined, then:
 *
 * - with `key=value…` words (an order, as `effect-bybit call submitOrder` takes them), places that order through the
 *   key's trade session and prints `{"placed":{orderId,orderLinkId}}` (or the error as one JSON line on stderr, exit
 *   1), then exits (with `--follow` it stays to follow the key's orders);
 * - without them (or with `--follow`), prints the key's order updates as JSON lines (`{"update":…}`, and
 *   `{"reconnected":…}` with the orders read back wherever the session was lost) until SIGTERM or SIGINT.
 *
 * @since 2.1.0
 */
import * as Config from "effect/Config"
import * as Console from "effect/Console"
import * as Argument from "effect/cli/Argument"
import * as CliCommand from "effect/cli/Command"
import * as Flag from "effect/cli/Flag"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as Option from "effect/Option"
import * as References from "effect/References"
import * as Stream from "effect/Stream"
import * as Fleet from "../Cluster/Fleet.js"
import * as KeySession from "../Cluster/KeySession.js"
import * as Serve from "../Cluster/Serve.js"
import * as Order from "../Schema/Order.js"
import * as Topics from "../Socket/Topics.js"
import * as TradeApi from "../Socket/TradeApi.js"
import { exchangeFlags, exchangeOf, joining, pgLayer, postgresUrl, secretFile } from "./ClusterFlags.js"
import * as Output from "./Output.js"
import * as Params from "./Params.js"

/**
 * The environment variable a worker reads its key from.
 *
 * @since 2.1.0
 * @category constants
 */
export const keyVariable = "BYBIT_API_KEY"

/**
 * The order of the `key=value` words, decoded by the order's Schema (as `call submitOrder` decodes them); `None`
 * when there are none.
 *
 * @since 2.1.0
 * @category parsing
 */
export const orderOf = (words: ReadonlyArray<string>) =>
  words.length === 0
    ? Effect.succeedNone
    : Effect.map(Effect.fromResult(Params.parse({ request: Order.OrderCreateRequest }, words)), (params) =>
        Option.some(params as unknown as Order.OrderCreateRequest)
      )

interface Brief {
  readonly orderId: string
  readonly orderLinkId: string
  readonly symbol: string
  readonly side: string
  readonly orderStatus: string
  readonly price: unknown
  readonly qty: unknown
}

const brief = (order: Brief) => ({
  orderId: order.orderId,
  orderLinkId: order.orderLinkId,
  symbol: order.symbol,
  side: order.side,
  orderStatus: order.orderStatus,
  price: order.price,
  qty: order.qty
})

/** The key's order updates as JSON lines on stdout, for as long as the worker runs. */
const follow = KeySession.updates(Topics.order()).pipe(
  Stream.runForEach((event) =>
    Console.log(
      Output.json(
        event._tag === "Reconnected"
          ? { reconnected: { epoch: event.epoch, orders: event.orders.map(brief) } }
          : { update: { epoch: event.epoch, seq: event.seq, orders: event.message.data.map(brief) } },
        0
      )
    )
  )
)

/**
 * The `worker` command.
 *
 * @since 2.1.0
 * @category commands
 */
export const command = CliCommand.make(
  "worker",
  {
    postgres: postgresUrl.pipe(
      Flag.withDescription("PostgreSQL URL of the cluster's storage (also EFFECT_BYBIT_POSTGRES_URL)")
    ),
    ...exchangeFlags,
    follow: Flag.Boolean("follow").pipe(
      Flag.withDefault(false),
      Flag.withDescription("Print the key's order updates until stopped (the default when no order is given)")
    ),
    secretFile,
    order: Argument.String("key=value").pipe(
      Argument.variadic(),
      Argument.withDescription(
        "An order to place through the key's session, e.g. category=linear symbol=BTCUSDT side=Buy orderType=Limit " +
          "qty=0.001 price=20000"
      )
    )
  },
  (options) =>
    Effect.gen(function* () {
      const environment = yield* Effect.fromResult(exchangeOf(options))
      const apiKey = yield* Config.Redacted(keyVariable)
      const order = yield* orderOf(options.order)
      const fleet = joining(
        Fleet.layer({ environment, apiKey }).pipe(
          Layer.provide(Serve.layerClient({ secretFile: Option.getOrUndefined(options.secretFile) })),
          Layer.provide(pgLayer(options.postgres))
        )
      )
      const following = options.follow || Option.isNone(order)
      yield* Effect.gen(function* () {
        yield* Console.log(Output.json({ worker: "ready", follows: following }, 0))
        const updates = following ? yield* Effect.forkScoped(follow) : undefined
        if (Option.isSome(order)) {
          const placed = yield* TradeApi.createOrder(order.value)
          yield* Console.log(Output.json({ placed: { orderId: placed.orderId, orderLinkId: placed.orderLinkId } }, 0))
        }
        // following ends only with a failure of the key's session (a refused key: typed, exit 1) or a signal
        if (updates !== undefined) yield* Fiber.join(updates)
      }).pipe(Effect.scoped, Effect.provide(fleet))
    }).pipe(
      Effect.tapError((error) => Console.error(Output.error(error, 0))),
      // the cluster's own log lines on stderr, warnings and above (stdout holds the worker's JSON lines alone)
      Effect.provide(Logger.layer([Logger.withConsoleError(Logger.formatJson)])),
      Effect.provideService(References.MinimumLogLevel, "Warn")
    )
).pipe(
  CliCommand.withDescription(
    "Join the fleet on the key in BYBIT_API_KEY: place an order (key=value…) through its session, or follow its orders"
  )
)
