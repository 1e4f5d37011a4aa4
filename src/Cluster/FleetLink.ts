/**
 * The link between a cluster's processes (fleet runners and workers, sweep runners and clients), authenticated both
 * ways: effect/cluster's socket transport (`NodeClusterSocket`'s parts, the same RPC over TCP) inside TLS with a
 * pre-shared key (TLS 1.2 PSK, `ECDHE-PSK-CHACHA20-POLY1305`: ephemeral keys, so a recorded link cannot be read
 * later even with the secret). The key is derived from the fleet's secret (`FleetSecret`), so a TLS handshake
 * completes only between two processes that both hold it; the RPC protocol starts after it, so no message (not even
 * `Ping`) of a peer that does not is ever parsed.
 *
 * Why TLS-PSK rather than a challenge-response of our own before the protocol: Node's `tls` does the mutual proof
 * (each side's Finished message is keyed by the PSK), encrypts what follows, and `@effect/platform-node` already
 * builds the cluster's sockets from `tls` sockets (`NodeSocket.makeTls`, whose reader opens after the handshake): the
 * transport takes it without touching the RPC protocol's framing. A peer that fails the handshake gets a TLS alert
 * and a closed connection, nothing more; the runner logs one line (`fleet link refused`, with the peer's address),
 * and a process that connects with another secret fails with `FleetLinkRefused` (typed, naming the runner).
 *
 * @since 1.3.0
 */
import * as Tls from "node:tls"
import * as NodeCrypto from "@effect/platform-node/NodeCrypto"
import * as NodeSocket from "@effect/platform-node/NodeSocket"
import type { ConfigError } from "effect/Config"
import * as Context from "effect/Context"
import type * as MessageStorage from "effect/cluster/MessageStorage"
import * as RunnerHealth from "effect/cluster/RunnerHealth"
import * as RunnerStorage from "effect/cluster/RunnerStorage"
import * as Runners from "effect/cluster/Runners"
import type { Sharding } from "effect/cluster/Sharding"
import * as ShardingConfig from "effect/cluster/ShardingConfig"
import * as SocketRunner from "effect/cluster/SocketRunner"
import * as SqlMessageStorage from "effect/cluster/SqlMessageStorage"
import * as SqlRunnerStorage from "effect/cluster/SqlRunnerStorage"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as NetAddress from "effect/net/NetAddress"
import * as Option from "effect/Option"
import type * as Redacted from "effect/Redacted"
import * as RpcClient from "effect/rpc/RpcClient"
import * as RpcSerialization from "effect/rpc/RpcSerialization"
import * as Schema from "effect/Schema"
import * as Scope from "effect/Scope"
import * as Socket from "effect/socket/Socket"
import * as SocketServer from "effect/socket/SocketServer"
import type { SqlClient } from "effect/sql/SqlClient"
import { FleetSecret, linkKey } from "./FleetSecret.js"

/**
 * A runner refused this process's link: the TLS handshake failed, which means the two hold different fleet secrets
 * (a peer that is not a runner of this fleet fails the same way). Names the runner, never the secret.
 *
 * @since 1.3.0
 * @category errors
 */
export class FleetLinkRefused extends Schema.TaggedError<FleetLinkRefused>()("FleetLinkRefused", {
  runner: Schema.String,
  reason: Schema.String
}) {
  override get message(): string {
    return `The runner at ${this.runner} refused this process's link (${this.reason}): the two hold different fleet secrets`
  }
}

// the PSK identity (public: the key is what is secret) and the one suite both sides accept
const identity = "effect-bybit-fleet-v1"
const tlsOptions = {
  ciphers: "ECDHE-PSK-CHACHA20-POLY1305",
  minVersion: "TLSv1.2",
  maxVersion: "TLSv1.2"
} as const satisfies Tls.SecureContextOptions

/**
 * What a client's TLS connection to a runner is given (`tls.connect`'s options, besides host and port), typed here
 * so that the cluster entry's declarations need no Node types.
 *
 * @since 1.3.0
 * @category models
 */
export interface ClientTls {
  readonly ciphers: string
  readonly minVersion: "TLSv1.2"
  readonly maxVersion: "TLSv1.2"
  readonly pskCallback: (hint: string | null) => { readonly psk: Uint8Array; readonly identity: string }
  readonly checkServerIdentity: () => undefined
}

/**
 * What a client's TLS connection to a runner is given (besides host and port).
 *
 * @since 1.3.0
 * @category internals
 */
export const clientTls = (secret: Redacted.Redacted<string>): ClientTls => {
  const psk = linkKey(secret)
  return { ...tlsOptions, pskCallback: () => ({ psk, identity }), checkServerIdentity: () => undefined }
}

// what a runner's TLS server is given: the key for this fleet's identity, none for any other
const serverTls = (secret: Redacted.Redacted<string>): Tls.TlsOptions => {
  const psk = linkKey(secret)
  // a peer that opens a connection and never completes the handshake is dropped after 10 s (Node's default: 120 s)
  return { ...tlsOptions, handshakeTimeout: 10_000, pskCallback: (_socket, id) => (id === identity ? psk : null) }
}

const refusedReason = (cause: unknown): string | undefined => {
  const code = (cause as { readonly code?: unknown } | undefined)?.code
  return typeof code === "string" && code.startsWith("ERR_SSL") ? "the TLS-PSK handshake failed" : undefined
}

/**
 * The runner's side: a TLS-PSK `SocketServer` listening at `listen`. Connections reach the handler only once their
 * handshake completed; one that fails is destroyed (the peer gets a TLS alert, nothing else) and logged as one line.
 *
 * @since 1.3.0
 * @category constructors
 */
export const makeServer = (
  listen: { readonly host: string; readonly port: number },
  secret: Redacted.Redacted<string>
): Effect.Effect<SocketServer.SocketServer["Service"], SocketServer.SocketServerError, Scope.Scope> =>
  Effect.gen(function* () {
    const context = yield* Effect.context<never>()
    let onConnection: ((conn: Tls.TLSSocket) => void) | undefined
    const pending = new Set<Tls.TLSSocket>()
    const server = Tls.createServer(serverTls(secret))
    server.on("tlsClientError", (error, socket) => {
      socket.destroy()
      Effect.runForkWith(context)(
        Effect.logWarning("fleet link refused").pipe(
          Effect.annotateLogs({ peer: `${socket.remoteAddress}:${socket.remotePort}`, reason: error.message })
        )
      )
    })
    server.on("secureConnection", (conn: Tls.TLSSocket) => {
      // paused until a handler reads it: nothing is dropped before the RPC server takes it
      conn.pause()
      if (onConnection !== undefined) return onConnection(conn)
      pending.add(conn)
      conn.once("close", () => pending.delete(conn))
    })
    yield* Effect.addFinalizer(() =>
      Effect.callback<void>((resume) => {
        for (const conn of pending) conn.destroy()
        server.close(() => resume(Effect.void))
      })
    )
    yield* Effect.callback<void, SocketServer.SocketServerError>((resume) => {
      const failed = (cause: Error) =>
        resume(
          Effect.fail(new SocketServer.SocketServerError({ reason: new SocketServer.SocketServerOpenError({ cause }) }))
        )
      server.once("error", failed)
      server.listen({ host: listen.host, port: listen.port }, () => {
        server.off("error", failed)
        resume(Effect.void)
      })
    })
    const bound = server.address()
    const address =
      bound !== null && typeof bound === "object"
        ? NetAddress.inetAddressFromIpString(bound.address, bound.port)
        : undefined
    if (address === undefined || address._tag === "Failure")
      return yield* new SocketServer.SocketServerError({
        reason: new SocketServer.SocketServerOpenError({ cause: new Error("no bound address") })
      })

    const run = <R, E, _>(handler: (socket: Socket.Socket) => Effect.Effect<_, E, R>) =>
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const services = Context.omit(Scope.Scope)(yield* Effect.context<R>()) as Context.Context<R>
        const track = Fiber.runIn(scope)
        onConnection = (conn) =>
          NodeSocket.fromDuplex(
            Effect.acquireRelease(Effect.succeed(conn), (c) => Effect.sync(() => c.closed || c.destroySoon()))
          ).pipe(
            Effect.flatMap(handler),
            Effect.ignoreCause({ log: "Unhandled", message: "Unhandled error on the fleet link" }),
            Effect.runForkWith(Context.add(services, NodeSocket.NetSocket, conn)),
            track
          )
        for (const conn of pending) {
          pending.delete(conn)
          onConnection(conn)
        }
        return yield* Effect.onInterrupt(Effect.never, () =>
          Effect.suspend(() => {
            onConnection = undefined
            return Scope.close(scope, Exit.void)
          })
        )
      })
    return SocketServer.SocketServer.of({ address: address.success, run })
  })

/**
 * The clients' side: effect/cluster's `RpcClientProtocol`, each connection to a runner a TLS-PSK socket.
 *
 * @since 1.3.0
 * @category layers
 */
export const layerClientProtocol: Layer.Layer<
  Runners.RpcClientProtocol,
  never,
  RpcSerialization.RpcSerialization | FleetSecret
> = Layer.effect(Runners.RpcClientProtocol)(
  Effect.gen(function* () {
    const serialization = yield* RpcSerialization.RpcSerialization
    const tls = clientTls((yield* FleetSecret).secret)
    return {
      codecFor: serialization.codecFor,
      make: Effect.fnUntraced(function* (address) {
        const socket = yield* NodeSocket.makeTls({
          ...tls,
          openTimeout: 1000,
          timeout: 5500,
          host: address.host,
          port: address.port
        })
        return yield* RpcClient.makeProtocolSocket().pipe(
          Effect.provideService(Socket.Socket, socket),
          Effect.provideService(RpcSerialization.RpcSerialization, serialization)
        )
      }, Effect.orDie)
    }
  })
)

/**
 * Checks the secret against a runner: a TLS-PSK handshake with it and nothing more. Fails with `FleetLinkRefused`
 * when the runner refuses it; a runner that cannot be reached is no failure (it may be gone).
 *
 * @since 1.3.0
 * @category constructors
 */
export const probe = (
  address: { readonly host: string; readonly port: number },
  secret: Redacted.Redacted<string>
): Effect.Effect<void, FleetLinkRefused> =>
  Effect.callback<void, FleetLinkRefused>((resume) => {
    const conn = Tls.connect({ ...clientTls(secret), host: address.host, port: address.port })
    conn.once("secureConnect", () => {
      conn.destroy()
      resume(Effect.void)
    })
    conn.once("error", (error) => {
      conn.destroy()
      const reason = refusedReason(error)
      resume(
        reason === undefined
          ? Effect.void
          : Effect.fail(new FleetLinkRefused({ runner: `${address.host}:${address.port}`, reason }))
      )
    })
    return Effect.sync(() => conn.destroy())
  }).pipe(
    // a runner that neither answers nor refuses (a host gone) is no failure either
    Effect.timeoutOrElse({ duration: "3 seconds", orElse: () => Effect.void })
  )

// the secret checked against every runner registered in the storage, once, when the layer starts: a process holding
// another secret than the fleet's fails at once, typed, rather than retrying calls that can never be delivered
const checkRunners = Layer.effectDiscard(
  Effect.gen(function* () {
    const storage = yield* RunnerStorage.RunnerStorage
    const { secret } = yield* FleetSecret
    const runners = yield* Effect.orElseSucceed(storage.getRunners, () => [])
    yield* Effect.forEach(runners, ([runner]) => probe(runner.address, secret), { concurrency: 4, discard: true })
  })
)

/**
 * The options of `layer` and `layerClientOnly` (as `NodeClusterSocket.layer`'s, for SQL storage).
 *
 * @since 1.3.0
 * @category models
 */
export interface LayerOptions {
  readonly serialization?: "binary" | "ndjson" | undefined
  readonly shardingConfig?: Partial<ShardingConfig.ShardingConfig["Service"]> | undefined
}

type TransportNeeds =
  | Runners.RpcClientProtocol
  | ShardingConfig.ShardingConfig
  | RpcSerialization.RpcSerialization
  | MessageStorage.MessageStorage
  | RunnerStorage.RunnerStorage
  | FleetSecret

// effect/cluster's storage, serialization and settings under a transport, and the secret checked at start
const member = <E>(
  transport: Layer.Layer<Sharding | Runners.Runners, E, TransportNeeds>,
  options: LayerOptions
): Layer.Layer<
  Sharding | Runners.Runners | MessageStorage.MessageStorage,
  E | ConfigError | FleetLinkRefused,
  SqlClient | FleetSecret
> =>
  Layer.mergeAll(transport, checkRunners).pipe(
    Layer.provide(layerClientProtocol),
    Layer.provideMerge(SqlMessageStorage.layer.pipe(Layer.provide(NodeCrypto.layerDigest))),
    Layer.provide(Layer.orDie(SqlRunnerStorage.layer)),
    Layer.provide(ShardingConfig.layerFromEnv(options.shardingConfig)),
    Layer.provide(
      options.serialization === "ndjson" ? RpcSerialization.layerNdjson : RpcSerialization.layerSchemaBinary()
    )
  )

/**
 * A runner on SQL storage over the authenticated link: what `NodeClusterSocket.layer({ storage: "sql" })` builds,
 * with the TLS-PSK server and client protocol in place of plain TCP, and the secret checked against the registered
 * runners at start. It listens at `runnerListenAddress` (else `runnerAddress`).
 *
 * @since 1.3.0
 * @category layers
 */
export const layer = (
  options: LayerOptions
): Layer.Layer<
  Sharding | Runners.Runners | MessageStorage.MessageStorage,
  ConfigError | SocketServer.SocketServerError | FleetLinkRefused,
  SqlClient | FleetSecret
> => {
  const server = Layer.unwrap(
    Effect.gen(function* () {
      const sharding = yield* ShardingConfig.ShardingConfig
      const { secret } = yield* FleetSecret
      const listen = Option.getOrUndefined(Option.orElse(sharding.runnerListenAddress, () => sharding.runnerAddress))
      if (listen === undefined) return yield* Effect.die("FleetLink: a runner needs runnerAddress")
      return Layer.effect(SocketServer.SocketServer, makeServer(listen, secret))
    })
  )
  return member(
    SocketRunner.layer.pipe(
      Layer.provide(server),
      Layer.provide(RunnerHealth.layerPing.pipe(Layer.provide(Runners.layerRpc)))
    ),
    options
  )
}

/**
 * A client of the cluster (holds no shards, serves nothing) over the authenticated link, on SQL storage.
 *
 * @since 1.3.0
 * @category layers
 */
export const layerClientOnly = (
  options: LayerOptions
): Layer.Layer<
  Sharding | Runners.Runners | MessageStorage.MessageStorage,
  ConfigError | FleetLinkRefused,
  SqlClient | FleetSecret
> => member(SocketRunner.layerClientOnly, options)
