/**
 * The tests' one emulator-plus-client harness: the embedded exchange (src/Emulator) in this process on a free port,
 * and the library's client wired to it (`Bybit.layer` + `BybitSocket.layer` on `Node.layer`), both in a scope.
 *
 * - `withEmulator(body, options?)` (or `withEmulator(options, body)`) starts an emulator, runs `body(emulator)` with
 *   the client (and the `Emulator` service) provided, and closes all of it afterwards: the body's own scope first,
 *   then the client, then the emulator.
 * - `layer(options?)` is the same as a layer, for `it.layer` (one emulator shared by the tests of a block) or
 *   `Effect.provide`; the emulator is the `Emulator.Emulator` service.
 * - `start(options?)` and `client(emulator, options?)` are the two halves, for a test that needs the client's
 *   lifetime apart from the emulator's, or a second client on another key.
 *
 * The options: the emulator's (`seed`, `tickMs`, `strictContract`, …), `startAt` (the TestClock's time before the
 * emulator starts: the exchange reads the clock its test runs on), `setup` (balances, rate limits, faults before any
 * client connects), `credentials` (the seeded master's key by default; `false` for a public-only client; or a set of
 * the caller's), `rest` (`Bybit.layer`'s other options, e.g. `{ rateBudget: false }`, `{ retry: false }`), `socket`
 * (`BybitSocket.layer`'s options), `platform` (an HTTP client and signer instead of `Node.layer`) and `inProcess` (REST
 * answered in this process, no socket: `InProcess.layer`). Services built on
 * the client go on top as usual: `Effect.provide(body, TradeApi.layer())`, `TradeApi.layer().pipe(Layer.provideMerge(
 * Harness.layer(options)))`.
 *
 * Second credential sets: `addKey` registers a key with the exchange (a master key of the demo account by default),
 * `addSubAccount` creates a funded sub-account with a trading key of its own, and `as(credentials)` runs an effect
 * under a set (`masterCredentials(emulator)` is the seeded one).
 */
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import type * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import type * as Scope from "effect/Scope"
import * as Socket from "effect/socket/Socket"
import * as TestClock from "effect/testing/TestClock"
import * as Bybit from "../../src/Bybit.js"
import { masterPermissions } from "../../src/Emulator/books/Accounts.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as InProcess from "../../src/Emulator/InProcess.js"
import type { IncompleteCredentials } from "../../src/Errors/ConfigError.js"
import * as User from "../../src/Http/v5/User.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import type * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import type { Signer } from "../../src/Signing/Signer.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import { bodyAndOptions } from "./BodyAndOptions.js"
import { isTestClock } from "./Live.js"

/** The emulator: `Emulator.make`'s options (always on a free port), and what to do before a client connects. */
export interface EmulatorOptions extends Omit<Emulator.Options, "port"> {
  /** Under TestClock: set the test clock to this time (epoch millis) before the emulator starts. */
  readonly startAt?: number | undefined
  /** Prepares the exchange before any client connects: balances, rate limits, faults. */
  readonly setup?: ((emulator: Emulator.EmulatorHandle) => void) | undefined
}

/** The client on an emulator. */
export interface ClientOptions {
  /**
   * The client's default credentials: the emulator's seeded master key (`true`, the default), none (`false`: a
   * public-only client), or these.
   */
  readonly credentials?: boolean | Credentials.CredentialsInput | undefined
  /** Where the client connects: the emulator's environment by default (e.g. a `CountingRelay`'s instead). */
  readonly environment?: Environment.EnvironmentShape | undefined
  /** `Bybit.layer`'s other options (rate budget, retries, time sync, key check, …). */
  readonly rest?: Omit<Bybit.Options, "environment" | "credentials"> | undefined
  /** `BybitSocket.layer`'s options. */
  readonly socket?: BybitSocket.Options | undefined
  /**
   * The HTTP client and signer, instead of `Node.layer` (e.g. `WebPlatform.layer`); the socket client then uses the
   * global `WebSocket` unless the layer provides a constructor of its own.
   */
  readonly platform?: Layer.Layer<HttpClient.HttpClient | Signer> | undefined
  /**
   * REST answered in this process (`InProcess.layer`): no socket and no HTTP between the client and the exchange,
   * so a test on the TestClock waits on nothing real for its REST calls. The WebSocket streams still use sockets.
   */
  readonly inProcess?: boolean | undefined
}

/** Everything `withEmulator` and `layer` take. */
export interface Options extends EmulatorOptions, ClientOptions {}

/** The services the client provides. */
export type Client = Bybit.Services | BybitSocket.BybitSocket

/** Why the harness could not start: the emulator did not, or the credentials given are incomplete. */
export type HarnessError = Emulator.ReplayFailure | IncompleteCredentials

/** The emulator's seeded master key as a credential set. */
export const masterCredentials = (emulator: Emulator.EmulatorHandle): Credentials.ApiCredentials =>
  credentials(emulator.apiKey, emulator.apiSecret)

/** A credential set from a key and its secret. */
export const credentials = (apiKey: string, apiSecret: string): Credentials.ApiCredentials => ({
  apiKey: Redacted.make(apiKey),
  apiSecret: Redacted.make(apiSecret)
})

/** Runs an effect under a credential set instead of the client's default one. */
export const as =
  (credentials: Credentials.ApiCredentials) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Credentials.withCredentials(effect, credentials)

/** Starts an emulator on a free port, in the scope: at `startAt` on the TestClock if given, then `setup`. */
export const start = (
  options: EmulatorOptions = {}
): Effect.Effect<Emulator.EmulatorHandle, Emulator.ReplayFailure, Scope.Scope> =>
  Effect.gen(function* () {
    const { startAt, setup, ...emulatorOptions } = options
    if (startAt !== undefined) {
      if (!isTestClock(yield* Clock.Clock)) {
        return yield* Effect.die(new Error("Harness: `startAt` needs the TestClock (it.effect)"))
      }
      yield* TestClock.setTime(startAt)
    }
    const emulator = yield* Emulator.make({ ...emulatorOptions, port: 0 })
    setup?.(emulator)
    return emulator
  })

/** The client's layer on a running emulator: REST and WebSocket, on the master's key unless told otherwise. */
export const client = (
  emulator: Emulator.EmulatorHandle,
  options: ClientOptions = {}
): Layer.Layer<Client, IncompleteCredentials> => {
  const given = options.credentials ?? true
  const credentials =
    given === true ? { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret } : given === false ? undefined : given
  const rest = Bybit.layer({
    ...options.rest,
    environment: options.environment ?? emulator.environment,
    ...(credentials === undefined ? {} : { credentials })
  })
  const base: Layer.Layer<Node.PlatformServices> =
    options.platform === undefined ? Node.layer : Layer.merge(Socket.layerWebSocketConstructorGlobal, options.platform)
  // merged last, the in-process transport takes the place of the platform's
  const platform = options.inProcess === true ? Layer.merge(base, InProcess.layer(emulator)) : base
  return Layer.provideMerge(BybitSocket.layer(options.socket), rest).pipe(Layer.provide(platform))
}

/** The emulator (the `Emulator.Emulator` service) and the client on it, as one layer (e.g. for `it.layer`). */
export const layer = (options: Options = {}): Layer.Layer<Emulator.Emulator | Client, HarnessError> =>
  Layer.unwrap(
    Effect.map(start(options), (emulator) =>
      Layer.merge(Layer.succeed(Emulator.Emulator, emulator), client(emulator, options))
    )
  )

/** What `withEmulator` runs: a test's body, given the emulator. */
export type Body<A, E, R> = (emulator: Emulator.EmulatorHandle) => Effect.Effect<A, E, R>

/** What is left of a body's requirements once the harness provided its own. */
export type Remaining<R> = Exclude<Exclude<R, Scope.Scope>, Emulator.Emulator | Client>

/**
 * Starts an emulator and runs `body` with the client on it (and the `Emulator.Emulator` service); closes the body's
 * scope, then the client, then the emulator. The options go first or last: `withEmulator(options, (emulator) => …)`
 * reads well with a file's shared options, `withEmulator((emulator) => …, { seed: 3 })` with one-off ones.
 */
export const withEmulator: {
  <A, E, R>(body: Body<A, E, R>, options?: Options): Effect.Effect<A, E | HarnessError, Remaining<R>>
  <A, E, R>(options: Options, body: Body<A, E, R>): Effect.Effect<A, E | HarnessError, Remaining<R>>
} = <A, E, R>(
  first: Body<A, E, R> | Options,
  second?: Options | Body<A, E, R>
): Effect.Effect<A, E | HarnessError, Remaining<R>> => {
  const [body, options] = bodyAndOptions<Body<A, E, R>, Options>(first, second, {})
  if (body === undefined) return Effect.die(new Error("Harness.withEmulator: no body"))
  return Effect.gen(function* () {
    const emulator = yield* Emulator.Emulator
    return yield* Effect.scoped(body(emulator))
  }).pipe(Effect.provide(layer(options)))
}

/** A key to register with the exchange: by default a master key of the demo account, with every permission. */
export interface KeyOptions {
  readonly apiKey: string
  readonly secret: string
  /** The account (default: the demo master account). */
  readonly uid?: string | undefined
  /** Default: `uid` is the demo account's. */
  readonly isMaster?: boolean | undefined
  readonly readOnly?: boolean | undefined
  /** Default: a master key's permissions. */
  readonly permissions?: Readonly<Record<string, ReadonlyArray<string>>> | undefined
  /** Bound IPs; default: none (any). */
  readonly ips?: ReadonlyArray<string> | undefined
}

/** Registers a key with the exchange (through the admin API) and returns it as a credential set. */
export const addKey = (emulator: Emulator.EmulatorHandle, key: KeyOptions): Credentials.ApiCredentials => {
  const uid = key.uid ?? emulator.uid
  emulator.admin.addApiKey({
    apiKey: key.apiKey,
    secret: key.secret,
    uid,
    isMaster: key.isMaster ?? uid === emulator.uid,
    readOnly: key.readOnly ?? false,
    permissions: key.permissions ?? Object.fromEntries(Object.entries(masterPermissions)),
    ips: key.ips ?? []
  })
  return credentials(key.apiKey, key.secret)
}

/** A sub-account with a trading key of its own. */
export interface SubAccount {
  readonly uid: string
  readonly credentials: Credentials.ApiCredentials
  /** Runs an effect under the sub-account's key. */
  readonly as: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
}

/**
 * Creates a sub-account (through REST, with the master's key), registers its trading key (every permission) and
 * funds it and the master with `usdt` USDT (default 100000).
 */
export const addSubAccount = (
  emulator: Emulator.EmulatorHandle,
  options: { readonly username: string; readonly apiKey: string; readonly secret: string; readonly usdt?: string }
) =>
  Effect.gen(function* () {
    const created = yield* User.createSubMember({ username: options.username, memberType: 1 })
    const uid = String(created.uid)
    const subCredentials = addKey(emulator, { apiKey: options.apiKey, secret: options.secret, uid, isMaster: false })
    emulator.admin.setBalance("USDT", options.usdt ?? "100000", { uid })
    emulator.admin.setBalance("USDT", options.usdt ?? "100000")
    const account: SubAccount = { uid, credentials: subCredentials, as: as(subCredentials) }
    return account
  }).pipe(Effect.provide(client(emulator, { rest: { rateBudget: false } })))
