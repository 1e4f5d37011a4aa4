/**
 * The client's REST transport and WebSockets straight into an emulator of the same process: every request is
 * answered by the emulator's own REST answers (`EmulatorHandle.answer`, what its server writes on the wire) with no
 * socket, no HTTP parsing and no event-loop turn between the client and the exchange, and every stream's frames are
 * handed over as tasks of the client's scheduler (`EmulatorHandle.connect`). The same Effect program runs against a
 * live exchange over `effect-bybit/node`'s transport, and against this one in a test or a backtest: only the layer
 * differs.
 *
 * What the wire would do, it does: an order-entry fault's delay is slept on the program's clock (the `TestClock` in
 * a test, so a delay costs no real time), a withheld answer waits for the request's timeout (`TransportError`
 * `Timeout`), and a dropped connection fails with `TransportError` `Transport` after the exchange processed the
 * request (the outcome unknown to the client, as on the wire). Answers carry the exchange's headers, lower-cased.
 *
 * @example
 * ```ts
 * import { Bybit, Market } from "effect-bybit"
 * import { Emulator, InProcess } from "effect-bybit/emulator"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 *
 * const program = Effect.gen(function* () {
 *   const emulator = yield* Emulator.make({ seed: 1 })
 *   // Node's platform, with REST answered in this process
 *   const platform = Layer.merge(Node.layer, InProcess.layer(emulator))
 *   const client = Bybit.layer({ environment: emulator.environment }).pipe(Layer.provide(platform))
 *   return yield* Market.getServerTime().pipe(Effect.provide(client))
 * })
 * ```
 *
 * @since 2.0.0
 */
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as FiberSet from "effect/FiberSet"
import * as Layer from "effect/Layer"
import * as Scheduler from "effect/Scheduler"
import * as Socket from "effect/socket/Socket"
import { TransportError } from "../Errors/TransportError.js"
import * as Transport from "../Http/Transport.js"
import type { EmulatorHandle } from "./Emulator.js"
import * as Latency from "./Latency.js"

const encoder = new TextEncoder()
const EMPTY = new Uint8Array(0)

// the request's target as the server reads it: the path and the query of the complete URL
const target = (url: string): string | undefined => {
  const parsed = URL.parse(url)
  return parsed === null ? undefined : `${parsed.pathname}${parsed.search}`
}

// the headers a server reads: lower-case names, and the body's content type among them
const headersOf = (request: Transport.Request): Record<string, string> => {
  const out: Record<string, string> = {}
  const headers = request.headers
  for (const name of Object.keys(headers)) out[name.toLowerCase()] = headers[name] as string
  if (request.contentType !== undefined && out["content-type"] === undefined) out["content-type"] = request.contentType
  return out
}

const lowerCased = (headers: Readonly<Record<string, string>>): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const name of Object.keys(headers)) out[name.toLowerCase()] = headers[name] as string
  return out
}

// A request not answered within its timeout fails with `Timeout`, as on the wire; the error is made only when it is
// the answer (its stack trace costs more than the request's own way here)
const withTimeout =
  (request: Transport.Request) =>
  <A>(effect: Effect.Effect<A, TransportError>): Effect.Effect<A, TransportError> =>
    Effect.timeoutOrElse(effect, {
      duration: Duration.millis(request.timeoutMs),
      orElse: () =>
        Effect.fail(
          new TransportError({
            endpoint: request.endpoint,
            reason: "Timeout",
            cause: `no answer within ${request.timeoutMs} ms`
          })
        )
    })

// A request reaches the exchange `order` ms after it was sent and its answer comes `response` ms after that, on the
// program's clock; a request not answered within its timeout in all fails with `Timeout`, as on the wire
const withLatency = (
  latency: Latency.Samplers,
  request: Transport.Request,
  send: () => Effect.Effect<Transport.Reply, TransportError>
): Effect.Effect<Transport.Reply, TransportError> => {
  const order = latency.order
  const response = latency.response
  if (order === undefined && response === undefined) return Effect.suspend(send)
  return Effect.gen(function* () {
    const there = order?.() ?? 0
    if (there > 0) yield* Effect.sleep(Duration.millis(there))
    const reply = yield* Effect.suspend(send)
    const back = response?.() ?? 0
    if (back > 0) yield* Effect.sleep(Duration.millis(back))
    return reply
  }).pipe(withTimeout(request))
}

/**
 * The transport over one emulator (`latency`: the run's order and response latencies, `Latency`).
 *
 * @since 2.0.0
 * @category constructors
 */
export const make = (
  emulator: Pick<EmulatorHandle, "answer">,
  latency: Latency.Samplers = {}
): Transport.TransportService => ({
  send: (request) =>
    withLatency(latency, request, () => {
      const url = target(request.url)
      if (url === undefined) {
        return Effect.fail(
          new TransportError({ endpoint: request.endpoint, reason: "InvalidUrl", cause: `not a URL: ${request.url}` })
        )
      }
      const body =
        request.body === undefined
          ? EMPTY
          : typeof request.body === "string"
            ? encoder.encode(request.body)
            : request.body
      const settled = emulator.answer(request.method, url, headersOf(request), body)
      if (settled === "drop") {
        return Effect.fail(
          new TransportError({
            endpoint: request.endpoint,
            reason: "Transport",
            cause: "the exchange closed the connection"
          })
        )
      }
      if (typeof settled === "object" && "later" in settled) {
        // an answer that comes once the exchange settles it (a save written off the request path)
        return Effect.tryPromise({
          try: () => settled.later,
          catch: (cause) => new TransportError({ endpoint: request.endpoint, reason: "Transport", cause })
        }).pipe(Effect.map((later) => ({ status: later.status, headers: lowerCased(later.headers), text: later.body })))
      }
      const reply: Effect.Effect<Transport.Reply> =
        settled === "withhold"
          ? Effect.never
          : Effect.as(settled.delayMs > 0 ? Effect.sleep(Duration.millis(settled.delayMs)) : Effect.void, {
              status: settled.reply.status,
              headers: lowerCased(settled.reply.headers),
              text: settled.reply.body
            })
      return settled !== "withhold" && settled.delayMs === 0 ? reply : withTimeout(request)(reply)
    })
})

/**
 * The transport over one emulator, as the layer the client's REST executor reads.
 *
 * @since 2.0.0
 * @category layers
 */
export const layerTransport = (
  emulator: Pick<EmulatorHandle, "answer">,
  latency: Latency.Samplers = {}
): Layer.Layer<Transport.Transport> => Layer.succeed(Transport.Transport, make(emulator, latency))

/**
 * WebSockets to one emulator in this process (`EmulatorHandle.connect`): whatever URL the client opens, its path and
 * query name the stream. Frames are handed over as tasks of the scheduler the layer is built under, in order; a
 * lock-step run (`LockStep`) counts them.
 *
 * @since 2.0.0
 * @category layers
 */
export const layerSockets = (
  emulator: Pick<EmulatorHandle, "connect">,
  latency: Latency.Samplers = {}
): Layer.Layer<Socket.WebSocketConstructor> =>
  Layer.effect(
    Socket.WebSocketConstructor,
    Effect.gen(function* () {
      const dispatcher = (yield* Scheduler.Scheduler).makeDispatcher()
      const schedule = (task: () => void): void => dispatcher.scheduleTask(task, 0)
      const feed = latency.feed
      if (feed === undefined) return (url: string) => emulator.connect(url, schedule)
      // the feed's latency: each frame from the exchange is handed over `feed` ms after it was sent (on the
      // program's clock), never before one sent before it (a stream keeps its order, as TCP does)
      const clock = yield* Clock.Clock
      const fork = yield* FiberSet.makeRuntime<never, void, never>()
      return (url: string) => {
        let last = Number.NEGATIVE_INFINITY
        const delayed = (task: () => void): void => {
          const now = clock.currentTimeMillisUnsafe()
          const at = Math.max(now + feed(), last)
          last = at
          fork(Effect.andThen(Effect.sleep(Duration.millis(at - now)), Effect.sync(task)))
        }
        return emulator.connect(url, schedule, delayed)
      }
    })
  )

/**
 * REST and WebSockets straight into one emulator of this process (`layerTransport` and `layerSockets`): merge it
 * after the platform's layer, so it takes the platform transport's and sockets' place. `latency`: the order,
 * response and feed latencies of a run (`Latency`), slept on the program's clock.
 *
 * @since 2.0.0
 * @category layers
 */
export const layer = (
  emulator: Pick<EmulatorHandle, "answer" | "connect">,
  options: { readonly latency?: Latency.Setting | undefined } = {}
): Layer.Layer<Transport.Transport | Socket.WebSocketConstructor> => {
  const latency = options.latency === undefined ? {} : Latency.samplers(options.latency)
  return Layer.merge(layerTransport(emulator, latency), layerSockets(emulator, latency))
}
