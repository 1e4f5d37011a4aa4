/**
 * A live local order book over WebSocket: snapshot then deltas kept in order (gaps, crossed books and reconnects
 * emit a `BookReset` and rebuild), read with exact decimals — best bid and ask, spread, mid, and what buying 1 BTC
 * would cost.
 *
 * Runs against the embedded exchange by default; BYBIT_ENV=testnet (or live) reads the exchange's public stream.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as BigDecimal from "effect/BigDecimal"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import { BookView, OrderBook } from "effect-bybit"
import * as Exchange from "./support/Exchange.js"

const show = (n: Option.Option<BigDecimal.BigDecimal>) =>
  Option.match(n, { onNone: () => "-", onSome: BigDecimal.format })

const program = OrderBook.stream("BTCUSDT", 50, "linear").pipe(
  Stream.take(5),
  Stream.runForEach((event) => {
    if (event._tag === "BookReset") return Console.log(`book reset    ${event.reason}: ${event.detail}`)
    const bid = Option.map(BookView.bestBid(event), ([price, size]) => `${price} x ${size}`)
    const ask = Option.map(BookView.bestAsk(event), ([price, size]) => `${price} x ${size}`)
    const buy = Option.match(BookView.fill(event, "Buy", BigDecimal.fromStringUnsafe("1")), {
      onNone: () => "-",
      onSome: (fill) => `${BigDecimal.format(fill.averagePrice)} over ${fill.levels} levels`
    })
    return Console.log(
      `book u=${event.u}  bid ${Option.getOrElse(bid, () => "-")}  ask ${Option.getOrElse(ask, () => "-")}  ` +
        `spread ${show(BookView.spread(event))}  mid ${show(BookView.mid(event))}  ` +
        `buy 1 avg ${buy}`
    )
  })
)

NodeRuntime.runMain(program.pipe(Effect.provide(Exchange.layer)))
