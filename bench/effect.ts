/**
 * effect-bybit under test, through its public entry points only: `Bybit.layer` (its client-side rate budget off, like
 * the peers' limiters) + `effect-bybit/node` for REST (each
 * scenario's loop runs inside one Effect program, as an Effect user writes it), `OrderBook.stream` for books and
 * `BybitSocket` (its `Resubscribed` event) for reconnects. `make(true)` installs a recording tracer.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Queue from "effect/Queue"
import * as Stream from "effect/Stream"
import * as Tracer from "effect/Tracer"
import { Bybit, type BybitHttp, BybitSocket, Environment, Market, OrderBook, Trade } from "../src/index.js"
import * as Node from "../src/node.js"
import {
  type BookRun,
  type ClientConfig,
  dropSockets,
  type Implementation,
  orderParams,
  type RestDriver,
  reconnectTopics
} from "./common.js"
import * as RecordingTracer from "./tracer.js"

const layerOf = (config: ClientConfig, restUrl: string, wsUrl: string, traced: boolean) => {
  const base = Layer.provideMerge(
    BybitSocket.layer(),
    Bybit.layer({
      environment: Environment.custom({ restUrl, wsUrl }),
      credentials: { apiKey: config.apiKey, apiSecret: config.apiSecret },
      // the peers run without a client-side limiter (ccxt: enableRateLimit false); the default budget would hold
      // every client to the exchange's 600 requests per 5 s per IP
      rateBudget: false
    })
  ).pipe(Layer.provide(Node.layer))
  return traced ? Layer.merge(base, Layer.succeed(Tracer.Tracer, RecordingTracer.make())) : base
}

/**
 * The implementation, with or without the recording tracer.
 *
 * @since 0.1.0
 * @category implementations
 */
export const make = (traced: boolean): Implementation => {
  const rest: Implementation["rest"] = async (config) => {
    const runtime = ManagedRuntime.make(layerOf(config, config.rest, config.wsBase, traced))
    const tickers = Market.getTickers({ category: "linear", symbol: "BTCUSDT" })
    const order = Trade.submitOrder(orderParams(config.lastPrice))
    const driver: RestDriver = {
      run: (kind, n, concurrency, latencies) => {
        const request: Effect.Effect<unknown, unknown, BybitHttp.BybitHttp> = kind === "signed" ? order : tickers
        const one = (i: number) =>
          Effect.suspend(() => {
            const t0 = performance.now()
            return Effect.map(request, () => {
              latencies[i] = performance.now() - t0
            })
          })
        const program =
          concurrency === 1
            ? Effect.gen(function* () {
                for (let i = 0; i < n; i++) yield* one(i)
              })
            : Effect.forEach(
                Array.from({ length: n }, (_, i) => i),
                one,
                { concurrency, discard: true }
              )
        return runtime.runPromise(program)
      },
      close: () => runtime.dispose()
    }
    return driver
  }

  const book: Implementation["book"] = async (config, variant, probe) => {
    const runtime = ManagedRuntime.make(layerOf(config, config.rest, config.wsBase, traced))
    let views = 0
    let touched = 0
    let resets = 0
    const program = Stream.runForEach(
      OrderBook.stream("BTCUSDT", variant.depth, "linear", { viewDepth: variant.view ? 50 : 1 }),
      (event) =>
        Effect.sync(() => {
          if (event._tag === "BookReset") {
            resets++
            process.stderr.write(`effect-bybit book reset: ${event.reason} ${event.detail}\n`)
            return
          }
          if (variant.view) {
            views++
            touched += event.bidPrices.length + event.askPrices.length
          }
          probe.seen(event.u)
        })
    )
    const fiber = runtime.runFork(program)
    const run: BookRun = {
      views: () => (touched >= 0 && resets === 0 ? views : -1),
      close: async () => {
        await runtime.runPromise(Fiber.interrupt(fiber))
        await runtime.dispose()
      }
    }
    return run
  }

  const manyBooks: Implementation["manyBooks"] = async (config) => {
    const runtime = ManagedRuntime.make(layerOf(config, config.rest, config.wsBase, traced))
    let pending = config.books.length
    let done: () => void = () => {}
    const finished = new Promise<void>((resolve) => {
      done = resolve
    })
    const one = (symbol: string) => {
      const last = config.bookLastU[symbol] ?? 0
      let reached = false
      return Stream.runForEach(OrderBook.stream(symbol, 200, "linear", { viewDepth: 1 }), (event) =>
        Effect.sync(() => {
          if (event._tag === "Book" && !reached && event.u >= last) {
            reached = true
            if (--pending === 0) done()
          }
        })
      )
    }
    const fiber = runtime.runFork(Effect.forEach(config.books, one, { concurrency: "unbounded", discard: true }))
    await finished
    return {
      close: async () => {
        await runtime.runPromise(Fiber.interrupt(fiber))
        await runtime.dispose()
      }
    }
  }

  const reconnect: Implementation["reconnect"] = async (config, drops) => {
    const wsBase = config.emulatorWs.replace(/\/v5\/public\/linear$/, "")
    const runtime = ManagedRuntime.make(layerOf(config, config.emulatorRest, wsBase, traced))
    const program = Effect.scoped(
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const resubscribed = yield* Queue.unbounded<void>()
        yield* Stream.runForEach(socket.events("linear"), (event) =>
          event._tag === "Resubscribed" ? Queue.offer(resubscribed, undefined) : Effect.void
        ).pipe(Effect.forkScoped)
        const conn = yield* socket.connection("linear")
        // waits for every acknowledgement
        yield* conn.subscribe(reconnectTopics, () => {})
        const samples: Array<number> = []
        for (let i = 0; i < drops; i++) {
          yield* Queue.takeAll(resubscribed)
          const t0 = performance.now()
          yield* Effect.promise(() => dropSockets(config.emulatorRest))
          yield* Queue.take(resubscribed)
          samples.push(performance.now() - t0)
          yield* Effect.sleep("50 millis")
        }
        return samples
      })
    )
    const exit = await runtime.runPromiseExit(program)
    await runtime.dispose()
    if (Exit.isFailure(exit)) throw new Error(`reconnect failed: ${String(exit.cause)}`)
    return exit.value
  }

  return { rest, book, manyBooks, reconnect }
}
