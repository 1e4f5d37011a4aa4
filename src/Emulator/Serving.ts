/**
 * The emulator's servers: one HTTP server with the REST handler and every WebSocket server on it (V5, spot v1 and
 * the older markets' public streams), listening on the emulator's host and port until its scope closes.
 *
 * @since 1.2.0
 * @internal
 */
import * as http from "node:http"
import type * as AddressInfo from "node:net"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import type * as Scope from "effect/Scope"
import * as ReplayStart from "./market/ReplayStart.js"
import type * as Replaying from "./Replaying.js"
import * as LegacyWsPublic from "./wire/legacy/WsPublicServer.js"
import type * as Rest from "./wire/Rest.js"
import * as RestServer from "./wire/RestServer.js"
import * as Ws from "./wire/Ws.js"
import * as WsLegacySpotV1 from "./wire/WsLegacySpotV1.js"

/**
 * The servers could not listen on their host and port (the entry turns it into its `EmulatorError`).
 *
 * @since 1.2.0
 * @category errors
 */
export class ListenError extends Schema.TaggedError<ListenError>()("ListenError", {
  message: Schema.String,
  cause: Schema.Defect()
}) {}

/**
 * What the servers are started with, beyond the REST handler's deps.
 *
 * @since 1.2.0
 * @category models
 */
export interface ServeParts {
  readonly port: number
  readonly host: string
  readonly deps: Rest.Deps
  /** The injected clock, without the fault offset (the WebSocket servers add it). */
  readonly injected: () => number
  /** The clock signatures are checked on, without the fault offset. */
  readonly signingClock: () => number
  readonly seed: number
  readonly maxUnsentBytes: number | undefined
  /** The topics a replay waiting for a subscription starts on. */
  readonly startTopics: Parameters<typeof ReplayStart.startsOn>[0]
  readonly replayClock: Replaying.ReplayClock | undefined
}

/**
 * The servers started: the port they listen on, their connections and the WebSocket servers.
 *
 * @since 1.2.0
 * @category models
 */
export interface Served {
  readonly port: number
  readonly sockets: ReadonlySet<AddressInfo.Socket>
  readonly ws: Ws.WsServer
  readonly legacyWs: ReturnType<typeof WsLegacySpotV1.make>
  readonly openSockets: () => ReadonlyArray<Ws.OpenSocket>
}

const listen = (server: http.Server, port: number, host: string): Effect.Effect<number, ListenError> =>
  Effect.callback<number, ListenError>((resume) => {
    const onError = (cause: Error) =>
      resume(Effect.fail(new ListenError({ message: `cannot listen on ${host}:${port}: ${cause.message}`, cause })))
    server.once("error", onError)
    server.listen(port, host, () => {
      server.off("error", onError)
      const address = server.address() as AddressInfo.AddressInfo
      resume(Effect.succeed(address.port))
    })
  })

// The fast path's connections are not node:http's: they are closed with the others.
const close = (server: http.Server, sockets: ReadonlySet<AddressInfo.Socket>): Effect.Effect<void> =>
  Effect.callback<void>((resume) => {
    server.close(() => resume(Effect.void))
    server.closeAllConnections()
    for (const socket of sockets) socket.destroy()
  })

/**
 * Starts the HTTP server with the REST handler and every WebSocket server on it, listening until the scope closes
 * (the WebSocket servers closed first).
 *
 * @since 1.2.0
 * @category constructors
 */
export const serve = (parts: ServeParts): Effect.Effect<Served, ListenError, Scope.Scope> =>
  Effect.gen(function* () {
    const { deps, replayClock } = parts
    const { exchange, faults, now, signingNow } = deps
    const server = http.createServer(RestServer.handler(deps))
    RestServer.attach(server, deps)
    // `Expect: 100-continue` with a body over the limit: 413 at once, never `100 Continue`
    server.on("checkContinue", RestServer.checkContinue(deps))
    // A slow client gets 10 s for its headers and 30 s for its whole request, then the connection is closed
    // (HTTP 408); it never holds anything another client waits for.
    server.headersTimeout = 10_000
    server.requestTimeout = 30_000
    const sockets = new Set<AddressInfo.Socket>()
    server.on("connection", (socket) => {
      sockets.add(socket)
      socket.once("close", () => sockets.delete(socket))
    })
    // spot v1 takes the upgrades of its own paths, which the V5 servers do not know
    const legacyWs = WsLegacySpotV1.make({
      exchange,
      clock: now,
      signingClock: signingNow,
      refuseUpgrade: () => faults.refuseUpgrade
    })
    // the other older markets' public streams (spot v3, contract and unified v3, USDC v1, v2 inverse and linear)
    const legacyPublic = LegacyWsPublic.make({ exchange, clock: now, refuseUpgrade: () => faults.refuseUpgrade })
    const ws = Ws.attach(server, {
      exchange,
      faults,
      clock: parts.injected,
      // Ws adds the fault offset itself
      signingClock: parts.signingClock,
      seed: parts.seed,
      rateLimits: deps.rateLimits,
      upgrade: (req, socket, head) =>
        legacyWs.handleUpgrade(req, socket, head) || legacyPublic.handleUpgrade(req, socket, head),
      maxUnsentBytes: parts.maxUnsentBytes,
      // at "max" the replay waits for its slowest reader rather than outrun it: no reader is cut then
      bounded: () => replayClock === undefined || replayClock.speed !== "max" || !replayClock.running,
      onSubscribe: (category, topics) => {
        if (replayClock?.waiting !== "subscription") return
        if (topics.some((topic) => ReplayStart.startsOn(parts.startTopics, category, topic))) replayClock.subscribed()
      }
    })
    const openSockets = () => [...ws.openSockets(), ...legacyWs.openSockets(), ...legacyPublic.openSockets()]
    const closeWs = () => {
      ws.close()
      legacyWs.close()
      legacyPublic.close()
    }
    const port = yield* Effect.acquireRelease(
      listen(server, parts.port, parts.host).pipe(Effect.tapError(() => Effect.sync(closeWs))),
      () => Effect.andThen(Effect.sync(closeWs), close(server, sockets))
    )
    return { port, sockets, ws, legacyWs, openSockets }
  })

/**
 * The V5 stream URLs of a server at `wsBase` (`ws://host:port`).
 *
 * @since 2.0.0
 * @internal
 */
export const wsUrls = (wsBase: string) => ({
  spot: `${wsBase}/v5/public/spot`,
  linear: `${wsBase}/v5/public/linear`,
  inverse: `${wsBase}/v5/public/inverse`,
  option: `${wsBase}/v5/public/option`,
  private: `${wsBase}/v5/private`,
  trade: `${wsBase}/v5/trade`,
  misc: `${wsBase}/v5/public/misc/status`,
  spread: `${wsBase}/v5/public/spread`,
  rfq: `${wsBase}/v5/public/rfq`,
  earn: `${wsBase}/v5/public/fp`,
  spotSbe: `${wsBase}/v5/public-sbe/spot`,
  linearSbe: `${wsBase}/v5/public-sbe/linear`,
  inverseSbe: `${wsBase}/v5/public-sbe/inverse`
})
