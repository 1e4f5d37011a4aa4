/**
 * The Promise facade: one object whose methods are derived from the V5 endpoint definitions (method name =
 * `endpoint.name`), each returning a `Promise`. All calls run on one `ManagedRuntime` built once per client, and a
 * failed call rejects with the library's tagged error itself (`_tag` intact), so `catch (e) { if (e._tag === …) }`
 * sees exactly what `Effect.catchTag` would.
 *
 * @since 0.1.0
 */

import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import type * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as Bybit from "../Bybit.js"
import type { IncompleteCredentials, InvalidCredentials } from "../Errors/ConfigError.js"
import * as BybitHttp from "../Http/BybitHttp.js"
import type * as Endpoint from "../Http/Endpoint.js"
import * as All from "../Http/v5/all.js"
import type * as Library from "../index.js"
import type * as ClockOffset from "../Layers/ClockOffset.js"
import * as Environment from "../Layers/Environment.js"
import type { Signer } from "../Signing/Signer.js"
import * as WebPlatform from "../WebPlatform.js"
import { Aborted, ClientDisposed, type InvalidOptions } from "./Errors.js"
import * as Inputs from "./Inputs.js"
import * as Resident from "./Resident.js"

/**
 * Every endpoint definition listed in the `endpoints` array of a family the library exports (only definitions with
 * a literal name: a registry listing `Endpoint.Any` would otherwise add an index signature).
 *
 * @since 0.1.0
 * @category type-level
 */
export type AnyEndpoint = {
  [K in keyof typeof Library]: (typeof Library)[K] extends { readonly endpoints: ReadonlyArray<infer Ep> }
    ? Ep extends { readonly name: infer N }
      ? string extends N
        ? never
        : Ep
      : never
    : never
}[keyof typeof Library]

/**
 * Per-call options: the executor's (`recvWindow`, `timeout`) and an `AbortSignal` that interrupts the call.
 *
 * @since 0.1.0
 * @category models
 */
export interface CallOptions extends BybitHttp.CallOptions {
  readonly signal?: AbortSignal
}

/**
 * The Promise method of one endpoint: its parameters and result types come from the definition.
 *
 * @since 0.1.0
 * @category type-level
 */
export type Method<Ep> =
  Ep extends Endpoint.Endpoint<string, Endpoint.Auth, infer P, infer _PI, infer R, infer _RI, infer _E>
    ? {} extends P
      ? (params?: P, options?: CallOptions) => Promise<R>
      : (params: P, options?: CallOptions) => Promise<R>
    : never

/**
 * What a call of an endpoint rejects with: the same tagged errors as the Effect callable (`CallError`), plus
 * `Aborted` (the call's `signal` fired), `InvalidOptions` (client or call options that cannot be used) and
 * `ClientDisposed` (the client was disposed).
 *
 * @since 0.1.0
 * @category type-level
 */
export type Rejection<Ep> =
  Ep extends Endpoint.Endpoint<string, infer A, infer _P, infer _PI, infer _R, infer _RI, infer E>
    ? BybitHttp.CallError<A, E> | IncompleteCredentials | InvalidCredentials | Aborted | InvalidOptions | ClientDisposed
    : never

/**
 * The arguments of `Client.call` for a definition: its parameters (optional when none is required) and call options.
 *
 * @since 0.2.0
 * @category type-level
 */
export type CallArgs<Ep> =
  Ep extends Endpoint.Endpoint<string, Endpoint.Auth, infer P, infer _PI, infer _R, infer _RI, infer _E>
    ? {} extends P
      ? [params?: P, options?: CallOptions]
      : [params: P, options?: CallOptions]
    : never

/**
 * Every endpoint's method, keyed by its name (`getTickers`, `submitOrder`, …).
 *
 * @since 0.1.0
 * @category models
 */
export type Methods = { readonly [Ep in AnyEndpoint as Ep["name"]]: Method<Ep> }

/**
 * The name of every method.
 *
 * @since 0.1.0
 * @category models
 */
export type MethodName = keyof Methods

/**
 * What each method rejects with, keyed by method name: `catch (e) { const error = e as Errors["submitOrder"] }`.
 *
 * @since 0.1.0
 * @category models
 */
export type Errors = { readonly [Ep in AnyEndpoint as Ep["name"]]: Rejection<Ep> }

/**
 * The platform services the client needs: an `HttpClient` and a `Signer`.
 *
 * @since 0.1.0
 * @category models
 */
export type Platform = HttpClient.HttpClient | Signer

/**
 * Options of a client.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClientOptions extends BybitHttp.Options {
  /** `X-BAPI-RECV-WINDOW` of signed requests (see `Bybit.Options.recvWindow`). Default 5000 ms. */
  readonly recvWindow?: number
  /** Where to connect: a preset name or an environment (e.g. the emulator's). Default `live`. */
  readonly environment?: "live" | "testnet" | "demo" | Environment.EnvironmentShape
  /** API key, plain or `Redacted`; omit both key and secret for public-only use. */
  readonly apiKey?: string | Redacted.Redacted<string>
  /** API secret (HMAC) or RSA private key (PEM), plain or `Redacted` (it is kept `Redacted` either way). */
  readonly apiSecret?: string | Redacted.Redacted<string>
  /** Keep a clock offset from the server time; `true` or the sync options. Default off. */
  readonly timeSync?: boolean | ClockOffset.SyncOptions
  /** The client-side rate budget: its options, or `false` for none. Default: the documented limits, in memory. */
  readonly rateBudget?: Bybit.Options["rateBudget"]
  /** Check the key's permissions at the first call (see `Bybit.Options.keyCheck`). */
  readonly keyCheck?: boolean
  /**
   * HTTP client and signer. Default: on Node, `effect-bybit/node`'s layer (node:http, node:crypto); in a browser
   * (and through `make`), `WebPlatform.layer` (fetch + WebCrypto).
   */
  readonly platform?: Layer.Layer<Platform>
}

/**
 * A client: every endpoint method, the runtime they share, and `dispose` to release it.
 *
 * @since 0.1.0
 * @category models
 */
export type Client = Methods & {
  /**
   * Calls any endpoint definition on this client: the V5 ones (the same as their named methods) and the older
   * families' (from `effect-bybit/legacy`, e.g. `client.call(Legacy.LinearV2.orderCreate, {...})`), typed by the
   * definition.
   */
  readonly call: <Ep extends Endpoint.Any>(endpoint: Ep, ...args: CallArgs<Ep>) => Promise<Endpoint.Result<Ep>>
  /** The runtime every call runs on, for callers who mix in their own Effects. */
  readonly runtime: ManagedRuntime.ManagedRuntime<Bybit.Services, IncompleteCredentials>
  /**
   * Releases the runtime (and its background work such as time sync); later calls, and calls still in flight, reject
   * with `ClientDisposed`.
   */
  readonly dispose: () => Promise<void>
}

const presets = { live: Environment.live, testnet: Environment.testnet, demo: Environment.demo } as const

const environmentOf = (environment: ClientOptions["environment"]): Environment.EnvironmentShape =>
  environment === undefined ? Environment.live : typeof environment === "string" ? presets[environment] : environment

type AnyCall = (params?: unknown, options?: CallOptions) => Promise<unknown>

type ErasedEndpoint = Endpoint.Endpoint<string, Endpoint.Auth, unknown, unknown, unknown, unknown, unknown>

// A call's exit as its Promise's outcome. A call the disposal of its client ended (interrupted in flight, or refused
// by the released runtime, which dies with a message) rejects with `ClientDisposed`.
const settle = (
  method: string,
  exit: Exit.Exit<unknown, unknown>,
  aborted: boolean,
  disposed: boolean,
  resolve: (value: unknown) => void,
  reject: (reason: unknown) => void
): void => {
  if (Exit.isSuccess(exit)) resolve(exit.value)
  else if (aborted && Cause.hasInterruptsOnly(exit.cause)) reject(new Aborted({ method, sent: true }))
  else if (disposed && endedByDisposal(exit.cause)) reject(new ClientDisposed({ method }))
  else rejectWith(exit.cause, reject)
}

// Interrupted by the runtime's closing, or refused by the released runtime (its context dies with this message).
const endedByDisposal = (cause: Cause.Cause<unknown>): boolean =>
  Cause.hasInterruptsOnly(cause) ||
  cause.reasons.every((reason) => Cause.isDieReason(reason) && reason.defect === "ManagedRuntime disposed")

const rejectWith = (cause: Cause.Cause<unknown>, reject: (reason: unknown) => void): void => {
  const failure = Cause.findError(cause)
  // The tagged error itself, not a wrapper. Defects and other interruptions reject as squashed.
  reject(Result.isSuccess(failure) ? failure.success : Cause.squash(cause))
}

/**
 * Creates a client on the platform layer the caller names when `options.platform` is absent: the Node entry of
 * `effect-bybit/promise` passes `effect-bybit/node`'s layer, the browser entry `WebPlatform.layer`.
 *
 * @since 0.2.0
 * @category constructors
 */
export const makeWith =
  (defaultPlatform: Layer.Layer<Platform>) =>
  (options: ClientOptions = {}): Client =>
    build(defaultPlatform, options)

/**
 * Creates a client. Nothing connects until the first call; the runtime is built once and shared by all calls.
 * Without `options.platform` it runs on `WebPlatform.layer` (fetch + WebCrypto).
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (options: ClientOptions = {}): Client => build(WebPlatform.layer, options)

const build = (defaultPlatform: Layer.Layer<Platform>, options: ClientOptions): Client => {
  // untyped callers can pass anything: a bad option makes every call reject with it (nothing throws here)
  const optionsProblem = Inputs.clientOptions(options)
  const safe: ClientOptions = optionsProblem === undefined ? (options ?? {}) : {}
  const { environment, apiKey, apiSecret, platform, rateBudget, keyCheck, ...bybitOptions } = safe
  const layer = Bybit.layer({
    ...bybitOptions,
    ...(rateBudget === undefined ? {} : { rateBudget }),
    ...(keyCheck === undefined ? {} : { keyCheck }),
    environment: environmentOf(environment),
    credentials: { apiKey, apiSecret }
  }).pipe(Layer.provide(platform ?? defaultPlatform))
  const runtime = ManagedRuntime.make(layer)

  const resident = Resident.make(runtime)
  let disposed = false

  // A call without a signal runs on a resident fiber (no fiber made per call); a call with one, a call beyond the
  // residents' number, and every call before the runtime is built, on a fiber of its own through `runCallback`.
  const run = (
    method: string,
    effect: Effect.Effect<unknown, unknown, BybitHttp.BybitHttp>,
    signal: AbortSignal | undefined
  ) =>
    new Promise<unknown>((resolve, reject) => {
      if (signal === undefined) {
        const onExit = (exit: Exit.Exit<unknown, unknown>) => settle(method, exit, false, disposed, resolve, reject)
        if (resident.offer(effect, onExit)) return
        runtime.runCallback(effect, {
          onExit: (exit) => {
            resident.ready()
            onExit(exit)
          }
        })
        return
      }
      if (signal.aborted) return reject(new Aborted({ method, sent: false }))
      let aborted = false
      const cancel = runtime.runCallback(effect, {
        onExit: (exit) => {
          signal.removeEventListener("abort", onAbort)
          settle(method, exit, aborted, disposed, resolve, reject)
        }
      })
      const onAbort = () => {
        aborted = true
        cancel()
      }
      signal.addEventListener("abort", onAbort, { once: true })
    })

  // one path for the named methods and `call`: options and parameters checked, then the executor on the runtime
  const callEndpoint = (endpoint: Endpoint.Any, params: unknown, callOptions: unknown): Promise<unknown> => {
    if (optionsProblem !== undefined) return Promise.reject(optionsProblem)
    const name = endpoint.name
    if (disposed) return Promise.reject(new ClientDisposed({ method: name }))
    const checked = Inputs.callOptions(name, callOptions)
    if (!checked.ok) return Promise.reject(checked.error)
    const paramsProblem = Inputs.params(endpoint.path, params)
    if (paramsProblem !== undefined) return Promise.reject(paramsProblem)
    const erased = endpoint as unknown as ErasedEndpoint
    return run(
      name,
      Effect.flatMap(BybitHttp.BybitHttp, (http) => http.call(erased, params ?? {}, checked.executor)),
      checked.signal
    )
  }
  const methods: Record<string, AnyCall> = {}
  for (const endpoint of All.endpoints) {
    methods[endpoint.name] = (params, callOptions) => callEndpoint(endpoint, params, callOptions)
  }
  const call = (endpoint: unknown, params?: unknown, callOptions?: unknown): Promise<unknown> =>
    Inputs.isEndpoint(endpoint)
      ? callEndpoint(endpoint, params, callOptions)
      : Promise.reject(Inputs.notAnEndpoint(endpoint))
  const dispose = () => {
    disposed = true
    resident.close()
    return runtime.dispose()
  }
  return Object.assign(methods, { call, runtime, dispose }) as unknown as Client
}
