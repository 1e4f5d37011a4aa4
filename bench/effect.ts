/**
 * effect-bybit under test, through its public entry points only: `Bybit.layer` + `effect-bybit/node` for REST (each
 * scenario's loop runs inside one Effect program, as an Effect user writes it; every order carries a fresh
 * `orderLinkId`), `OrderBook.stream` for books and `BybitSocket` (its `Resubscribed` event) for reconnects.
 * `make(true)` installs a recording tracer. The client-side rate budget is off (like the peers' limiters: ccxt runs
 * with `enableRateLimit: false`, bybit-api and raw have none), except in `defaults`: the README's wiring as written,
 * budget on, REST orders only (with the budget every client is held to the exchange's 600 requests per 5 s per IP),
 * after the budget-off client's requests (`RestDriver.history`).
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
import { Bybit, type BybitHttp, BybitSocket, Environment, Market, OrderBook, RateBudget, Trade } from "../src/index.js"
import * as Node from "../src/node.js"
import {
  type BookRun,
  type ClientConfig,
  dropSockets,
  type Implementation,
  type RestDriver,
  reconnectTopics,
  signedOrders
} from "./common.js"
import * as RecordingTracer from "./tracer.js"

// the process's span queue: the REST driver reports how many spans a timed loop ended
const sink = new RecordingTracer.Sink()

const layerOf = (config: ClientConfig, restUrl: string, wsUrl: string, traced: boolean, budget = false) => {
  const environment = Environment.custom({ restUrl, wsUrl })
  const credentials = { apiKey: config.apiKey, apiSecret: config.apiSecret }
  const base = Layer.provideMerge(
    BybitSocket.layer(),
    budget
      ? // the README's wiring, its defaults kept (the rate budget on)
        Bybit.layer({ environment, credentials })
      : Bybit.layer({
          environment,
          credentials,
          // the peers run without a client-side limiter (ccxt: enableRateLimit false); the default budget would hold
          // every client to the exchange's 600 requests per 5 s per IP
          rateBudget: false
        })
  ).pipe(Layer.provide(Node.layer))
  return traced ? Layer.merge(base, Layer.succeed(Tracer.Tracer, RecordingTracer.make(sink))) : base
}

/**
 * The implementation, with or without the recording tracer; `defaults`: the rate budget on (REST orders only).
 *
 * @since 0.1.0
 * @category implementations
 */
export const make = (traced: boolean, defaults = false): Implementation => {
  // one runtime's driver; `budget`: the README's wiring (rate budget on)
  const driverOf = (
    config: ClientConfig,
    budget: boolean,
    next: ReturnType<typeof signedOrders>,
    withTracer = traced
  ): RestDriver => {
    const runtime = ManagedRuntime.make(layerOf(config, config.rest, config.wsBase, withTracer, budget))
    // the traced driver's untraced twin: the same process, a runtime without the tracer (a per-runtime service)
    const twin = withTracer ? driverOf(config, budget, next, false) : undefined
    const tickers = Market.getTickers({ category: "linear", symbol: "BTCUSDT" })
    // a fresh orderLinkId per order, as the README recommends for safe retries
    const order = Effect.suspend(() => Trade.submitOrder(next()))
    return {
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
      close: async () => {
        await twin?.close()
        await runtime.dispose()
      },
      ...(twin === undefined ? {} : { spans: () => sink.ended, twin })
    }
  }
  const rest: Implementation["rest"] = async (config) => {
    // one source of link ids for both runtimes of a process: every order's is unique
    const next = signedOrders(config.lastPrice)
    if (!defaults) return driverOf(config, false, next)
    // the budget-off client's requests first (untimed), then the README's wiring for the signed orders
    return {
      ...driverOf(config, true, next),
      kinds: ["signed"],
      window: RateBudget.ipLimit,
      history: driverOf(config, false, next)
    }
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
          probe.seen(event.u, event.ts)
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
          // drops any event left over (Effect 4: takeAll waits for one; clear does not)
          yield* Queue.clear(resubscribed)
          const t0 = performance.now()
          yield* Effect.promise(() => dropSockets(config.emulatorRest, config.emulatorAdminToken))
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
