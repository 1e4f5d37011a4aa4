/**
 * The WebSocket client's own log lines go through the sink in force when a connection is made (`Logs.current`: the `LogSink` installed):
 * `Bybit.layer` and the platform layers install Effect's logger (`Logs.layer`), so a program on them logs the lines
 * as before; the public-only layers install none, so a public page on them carries no logger and logs none.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as Bybit from "../../src/Bybit.js"
import * as Node from "../../src/node.js"
import * as Logs from "../../src/Observability/Logs.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as Topics from "../../src/Socket/Topics.js"
import * as WebPlatform from "../../src/WebPlatform.js"
import { readWsFixture } from "../Schema/agreement.js"
import { waitFor } from "../support/WaitFor.js"
import * as WsTestServer from "../support/WsTestServer.js"

const options: BybitSocket.Options = {
  pingInterval: "1 hour",
  reconnect: Schedule.spaced("50 millis"),
  ackTimeout: "10 seconds"
}

/** A logger that keeps each line as `LEVEL message` (and only it: no console output). */
const capture = () => {
  const lines: Array<string> = []
  const layer = Logger.layer([
    Logger.make(({ logLevel, message }) => {
      lines.push(`${logLevel} ${Array.isArray(message) ? message.join(" ") : String(message)}`)
    })
  ])
  return { lines, layer }
}

/** A sink that keeps each line, for a platform that routes them elsewhere than Effect's logger. */
const keeping = () => {
  const lines: Array<string> = []
  const sink: Logs.Sink = (level, message) => Effect.sync(() => void lines.push(`${level} ${message}`))
  return { lines, sink }
}

const sinkOf = <A, E>(layer: Layer.Layer<A, E>) => Effect.provide(Logs.current, layer)

// Node's platform with its sink taken out (what a platform of the program's own, without `Logs.layer`, has; typed as
// Node's, which the client layer asks for)
const withoutSink = Layer.effectContext(
  Effect.map(Layer.build(Node.layer), (context) => Context.omit(Logs.LogSink)(context) as typeof context)
)

/** Subscribes ROSEUSDT's liquidations, skipping invalid frames, and takes two frames around an invalid one. */
const skipOne = (server: WsTestServer.WsTestServer) =>
  Effect.gen(function* () {
    const topic = Topics.allLiquidation("ROSEUSDT")
    const message = readWsFixture("allLiquidation").message
    const got = yield* Effect.forkChild(
      Stream.runCollect(Stream.take(Topics.subscribe(topic, "linear", { onInvalid: "skip" }), 2))
    )
    yield* waitFor(
      () => server.received.some((f) => f.op === "subscribe" && (f.args as ReadonlyArray<string>).includes(topic.name)),
      "the subscribe at the server"
    )
    server.broadcast({ ...message, ts: 1 })
    server.broadcast({ ...message, ts: 2, data: [{ T: "not a number" }] })
    server.broadcast({ ...message, ts: 3 })
    return (yield* Fiber.join(got)).map((m) => m.ts)
  })

const onPlatform = <A, E>(
  platform: Layer.Layer<Layer.Success<typeof Node.layer>>,
  body: (server: WsTestServer.WsTestServer) => Effect.Effect<A, E, BybitSocket.BybitSocket>
) =>
  Effect.scoped(
    Effect.gen(function* () {
      const server = yield* WsTestServer.make
      return yield* Effect.provide(body(server), WsTestServer.clientLayer(server.url, options, false, platform))
    })
  )

describe("Logs", () => {
  it.effect("Bybit.layer and the platform layers install Effect's logger; the public-only layers none", () =>
    Effect.gen(function* () {
      const installed = yield* sinkOf(Logs.layer)
      const none = Logs.CurrentSink.defaultValue()
      expect(installed).not.toBe(none)
      expect(yield* Logs.current).toBe(none)
      expect(yield* sinkOf(Node.layer)).toBe(installed)
      expect(yield* sinkOf(Node.layerHttpClient)).toBe(installed)
      expect(yield* sinkOf(WebPlatform.layer)).toBe(installed)
      expect(yield* sinkOf(Bybit.layer({ keyCheck: false }).pipe(Layer.provide(Node.layer)))).toBe(installed)
      expect(yield* sinkOf(WebPlatform.layerPublic)).toBe(none)
      expect(yield* sinkOf(Bybit.layerPublic().pipe(Layer.provide(WebPlatform.layerPublic)))).toBe(none)
    })
  )

  it.effect("the installed sink logs each line at its level through the program's loggers; none drops it", () =>
    Effect.gen(function* () {
      const { lines, layer } = capture()
      const installed = yield* sinkOf(Logs.layer)
      yield* Effect.provide(Effect.andThen(installed("Warn", "a warning"), installed("Error", "an error")), layer)
      yield* Effect.provide(Logs.CurrentSink.defaultValue()("Warn", "dropped"), layer)
      expect(lines).toEqual(["Warn a warning", "Error an error"])
    })
  )

  it.live("on Node.layer a subscription's skipped frames are logged as a warning; without a sink, not", () =>
    Effect.gen(function* () {
      const logged = capture()
      expect(yield* onPlatform(Node.layer, skipOne).pipe(Effect.provide(logged.layer))).toEqual([1, 3])
      expect(logged.lines).toHaveLength(1)
      expect(logged.lines[0]).toMatch(
        /^Warn allLiquidation\.ROSEUSDT \(linear\): skipped 1 invalid frame\(s\), 1 in total; last: .+/
      )
      // the same stream, the same frames, and no line for the program's logger
      const silent = capture()
      expect(yield* onPlatform(withoutSink, skipOne).pipe(Effect.provide(silent.layer))).toEqual([1, 3])
      expect(silent.lines).toEqual([])
    })
  )

  it.live("a refused unsubscribe, when a subscription ends, goes to the connection's sink", () =>
    Effect.gen(function* () {
      const logged = capture()
      const kept = keeping()
      const platform = Layer.merge(Node.layer, Layer.succeed(Logs.LogSink, kept.sink))
      yield* onPlatform(platform, (server) =>
        Effect.gen(function* () {
          // the connection held open meanwhile (released with its last user, it would close without waiting)
          yield* (yield* BybitSocket.BybitSocket).connection("linear")
          server.refuseUnsubscribe.add("allLiquidation.ROSEUSDT")
          const topic = Topics.allLiquidation("ROSEUSDT")
          const got = yield* Effect.forkChild(Stream.runHead(Topics.subscribe(topic, "linear")))
          yield* waitFor(() => server.received.some((f) => f.op === "subscribe"), "the subscribe at the server")
          server.broadcast(readWsFixture("allLiquidation").message)
          yield* Fiber.join(got)
          yield* waitFor(() => kept.lines.length > 0, "the refusal at the sink")
        }).pipe(Effect.scoped)
      ).pipe(Effect.provide(logged.layer))
      expect(kept.lines).toEqual(["Warn WebSocket linear: (allLiquidation.ROSEUSDT) failed to unsubscribe"])
      // the sink in force is the only way out: nothing reached Effect's logger
      expect(logged.lines).toEqual([])
    })
  )
})
