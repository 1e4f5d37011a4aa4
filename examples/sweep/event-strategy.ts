/**
 * An event-driven strategy for `effect-bybit sweep` (and `Sweep.run`), written as a market maker writes a bot live:
 * it keeps a local book (`OrderBook.stream`), the trade tape (`Topics.publicTrade`) and the private executions, and
 * reacts to each message: on each book change it quotes one resting buy `offset` dollars under the best bid
 * (cancelling the quote the book moved away from), and on each trade print it leans with a market order of `qty`
 * when the print's side differs from the last one. Over the exchange's order rate (a book changes every 20 ms) the
 * client's rate budget holds an order until the window has room, as it does live; a 10006 all the same (an
 * exchange's limit below the documented one) skips the order, as a bot does. Nothing else in it waits on the clock.
 * Its settings come from the sweep's grid: `qty` (default "0.001") and `offset` (default 1, in dollars), e.g.
 * `{ "qty": ["0.001", "0.002"], "offset": [1, 2] }`.
 *
 * A run is in lock-step: the replay applies its next line only once every message already sent was taken, so the
 * same run gives the same report wherever it runs. The polling counterpart is ./strategy.ts.
 */
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { OrderBook, Topics, Trade } from "effect-bybit"
import type * as Cluster from "effect-bybit/cluster"

const symbol = "BTCUSDT"
const category = "linear"

export const strategy: Cluster.Strategy = (settings) =>
  Effect.gen(function* () {
    const qty = typeof settings.qty === "string" ? settings.qty : "0.001"
    const offset = typeof settings.offset === "number" ? settings.offset : 1
    let quotes = 0
    let quoted: { readonly price: string; readonly orderLinkId: string } | undefined
    let lastSide: string | undefined
    let leans = 0
    const onBook = (event: OrderBook.Event) =>
      Effect.gen(function* () {
        if (event._tag !== "Book") return
        const bid = event.bidPrices[0]
        if (bid === undefined) return
        const price = (Number(bid) - offset).toFixed(2)
        if (quoted?.price === price) return
        if (quoted !== undefined) {
          // filled meanwhile: the cancel finds no order (a typed error), and the quote moves on all the same
          yield* Effect.ignore(Trade.cancelOrder({ category, symbol, orderLinkId: quoted.orderLinkId }))
        }
        quotes++
        const orderLinkId = `quote-${quotes}`
        // a 10006 (a limit below the budget's): the quote waits for the next change
        const placed = yield* Trade.submitOrder({
          category,
          symbol,
          side: "Buy",
          orderType: "Limit",
          qty,
          price,
          orderLinkId
        }).pipe(
          Effect.as(true),
          Effect.catchTag("RateLimitExceeded", () => Effect.succeed(false))
        )
        quoted = placed ? { price, orderLinkId } : undefined
      })
    const onTrades = (message: { readonly data: ReadonlyArray<{ readonly S: string }> }) =>
      Effect.gen(function* () {
        for (const print of message.data) {
          if (lastSide !== undefined && print.S !== lastSide) {
            leans++
            const side = print.S === "Buy" ? "Buy" : "Sell"
            yield* Trade.submitOrder({
              category,
              symbol,
              side,
              orderType: "Market",
              qty,
              orderLinkId: `lean-${leans}`
            }).pipe(Effect.catchTag("RateLimitExceeded", () => Effect.void))
          }
          lastSide = print.S
        }
      })
    yield* Effect.all(
      [
        Stream.runForEach(OrderBook.stream(symbol, 50, category), onBook),
        Stream.runForEach(Topics.subscribe(Topics.publicTrade(symbol), category), onTrades),
        // the private executions, taken as they come (a bot would size its quotes by them)
        Stream.runDrain(Topics.subscribe(Topics.execution(category)))
      ],
      { concurrency: "unbounded", discard: true }
    )
  })
