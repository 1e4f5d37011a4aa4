/**
 * The demo behind `npm start`: starts the embedded exchange on 127.0.0.1, then uses the library against it —
 * market data over REST, an order placed and cancelled, a live order book over WebSocket and the private order
 * stream. Nothing leaves the machine.
 *
 * Set BYBIT_ENV=testnet (with BYBIT_API_KEY / BYBIT_API_SECRET) to run the same program against the testnet.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as BigDecimal from "effect/BigDecimal"
import * as Config from "effect/Config"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import { BookView, Bybit, BybitSocket, Market, OrderBook, Trade } from "effect-bybit"
import { Emulator } from "effect-bybit/emulator"
import * as Node from "effect-bybit/node"

const symbol = "BTCUSDT"

const program = Effect.gen(function* () {
  const time = yield* Market.getServerTime()
  yield* Console.log(`server time     ${new Date(time.millis).toISOString()}`)

  const { list } = yield* Market.getTickers({ category: "linear", symbol })
  const ticker = list[0]
  yield* Console.log(`${symbol} last   ${ticker?.lastPrice}  mark ${ticker?.markPrice}  24h ${ticker?.price24hPcnt}`)

  const candles = yield* Market.getKline({ category: "linear", symbol, interval: "60", limit: 3 })
  for (const c of candles.list) {
    yield* Console.log(
      `candle          ${new Date(c.startTime).toISOString()}  o ${c.open} h ${c.high} l ${c.low} c ${c.close}`
    )
  }

  // A resting limit order far below the market, then its cancellation; errors are tagged values.
  const price = String(Math.floor(Number(ticker?.lastPrice ?? "0") * 0.8))
  const placed = yield* Trade.submitOrder({
    category: "linear",
    symbol,
    side: "Buy",
    orderType: "Limit",
    qty: "0.01",
    price,
    orderLinkId: `demo-${time.timeSecond}`
  }).pipe(
    Effect.map((ack) => `placed          ${ack.orderId} at ${price}`),
    Effect.catchTags({
      InsufficientBalance: (e) => Effect.succeed(`not placed      ${e.message}`),
      MissingCredentials: (e) => Effect.succeed(`not placed      ${e.message}`)
    })
  )
  yield* Console.log(placed)
  const open = yield* Trade.getActiveOrders({ category: "linear", symbol }).pipe(Effect.orElseSucceed(() => undefined))
  yield* Console.log(`open orders     ${open?.list.length ?? "n/a (no credentials)"}`)
  for (const o of open?.list ?? []) {
    yield* Trade.cancelOrder({ category: "linear", symbol, orderId: o.orderId })
    yield* Console.log(`cancelled       ${o.orderId}`)
  }

  // Live local order book: snapshot then deltas kept in order over a WebSocket that reconnects on its own; a gap or
  // a crossed book would show as a BookReset and a rebuild, never as a wrong book.
  yield* OrderBook.stream(symbol, 50, "linear").pipe(
    Stream.take(5),
    Stream.runForEach((event) => {
      if (event._tag === "BookReset") return Console.log(`book reset      ${event.reason}: ${event.detail}`)
      const best = (level: Option.Option<readonly [string, string]>) =>
        Option.match(level, { onNone: () => "-", onSome: ([price, size]) => `${price} x ${size}` })
      const spread = Option.match(BookView.spread(event), { onNone: () => "-", onSome: BigDecimal.format })
      return Console.log(
        `book u=${String(event.u).padEnd(6)}  bid ${best(BookView.bestBid(event))}  ask ${best(BookView.bestAsk(event))}  spread ${spread}`
      )
    })
  )
})

// Where to connect: the embedded exchange unless BYBIT_ENV names a real environment.
const MainLive = Layer.unwrap(
  Effect.gen(function* () {
    const env = yield* Config.option(Config.String("BYBIT_ENV"))
    if (env._tag === "Some") return Layer.provideMerge(BybitSocket.layer(), Bybit.layerConfig())
    const emulator = yield* Emulator.make({ port: 0, seed: 1 })
    yield* Console.log(`embedded exchange on ${emulator.rest} (WebSocket ${emulator.ws.linear})`)
    const bybit = Bybit.layer({
      environment: emulator.environment,
      credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret }
    })
    return Layer.provideMerge(BybitSocket.layer(), bybit)
  })
).pipe(Layer.provide(Node.layer))

NodeRuntime.runMain(program.pipe(Effect.provide(MainLive)))
