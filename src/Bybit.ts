/**
 * The composition: one layer that wires environment, credentials, clock offset, the rate budget and the REST
 * executor (with its retry policy), plus the start-up key check. Swapping the environment is the only change between
 * the emulator, testnet, demo and live.
 *
 * @since 0.1.0
 */

import * as Config from "effect/Config"
import * as Effect from "effect/Effect"
import type * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import type { IncompleteCredentials, UnknownRegion } from "./Errors/ConfigError.js"
import * as BybitHttp from "./Http/BybitHttp.js"
import * as KeyCheck from "./Http/KeyCheck.js"
import * as Validate from "./Http/Validate.js"
import * as Market from "./Http/v5/Market.js"
import * as ClockOffset from "./Layers/ClockOffset.js"
import * as Credentials from "./Layers/Credentials.js"
import * as Environment from "./Layers/Environment.js"
import * as RateBudget from "./Layers/RateBudget.js"
import * as RequestDefaults from "./Layers/RequestDefaults.js"
import * as Logs from "./Observability/Logs.js"
import type { Signer } from "./Signing/Signer.js"

// the public-only layer lives in a module of its own: a program using only it bundles none of this module's code
export { layerPublic, type PublicOptions, type PublicServices } from "./BybitPublic.js"

/**
 * Options of the composed client.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options extends BybitHttp.Options {
  /**
   * `X-BAPI-RECV-WINDOW` of signed requests, REST and WebSocket order entry alike: it goes to `RequestDefaults`, the
   * only place it is set (a call may give its own, `BybitHttp.CallOptions`). Default 5000 ms.
   */
  readonly recvWindow?: number
  /** Where to connect. Default: live. */
  readonly environment?: Environment.EnvironmentShape
  /** Default credentials; omit for public-only use. */
  readonly credentials?: Credentials.CredentialsInput
  /** Keep a clock offset from the server time (off by default); `true` or the sync options. */
  readonly timeSync?: boolean | ClockOffset.SyncOptions
  /** The client-side rate budget: its options, or `false` for none. Default: the documented limits, in memory. */
  readonly rateBudget?: RateBudget.Options | false
  /**
   * Check the key's permissions at start-up (a warning when it can withdraw or has no IP whitelist). Default: on
   * when credentials are given and the host is not this machine (the emulator's demo key is no risk).
   */
  readonly keyCheck?: boolean
}

/**
 * The services the composed layer provides.
 *
 * @since 0.1.0
 * @category models
 */
export type Services =
  | BybitHttp.BybitHttp
  | RequestDefaults.RequestDefaults
  | Environment.Environment
  | Credentials.Credentials
  | ClockOffset.ClockOffset
  | RateBudget.RateBudget
  | Logs.LogSink

const clockLayer = (
  timeSync: Options["timeSync"],
  httpOptions: BybitHttp.Options
): Layer.Layer<ClockOffset.ClockOffset, never, HttpClient.HttpClient | Environment.Environment | Signer> => {
  const off = timeSync === undefined || timeSync === false
  const resyncOn10002 = httpOptions.retry !== false && httpOptions.retry?.resyncClock !== false
  if (off && !resyncOn10002) return ClockOffset.layerNone
  // The time endpoint is public: an executor without credentials or offset reads it.
  const fetch = Effect.flatMap(BybitHttp.BybitHttp, (http) => http.call(Market.time, {})).pipe(
    Effect.map((time) => time.millis)
  )
  const timeReader = BybitHttp.layer(httpOptions).pipe(
    Layer.provide(Layer.merge(Credentials.layerNone, ClockOffset.layerNone))
  )
  // off: offset 0 until a 10002 asks for a resync, then the server time is read once
  if (off) return ClockOffset.layerOnDemand(fetch).pipe(Layer.provide(timeReader))
  return ClockOffset.layerSynced(fetch, timeSync === true ? {} : timeSync).pipe(Layer.provide(timeReader))
}

const budgetLayer = (rateBudget: Options["rateBudget"]): Layer.Layer<RateBudget.RateBudget> =>
  rateBudget === false ? RateBudget.layerUnlimited : RateBudget.layer(rateBudget ?? {})

const isLocal = (environment: Environment.EnvironmentShape): boolean => {
  try {
    return Validate.isLoopback(new URL(environment.restUrl).hostname)
  } catch {
    return false
  }
}

/** The executor, then the key check on it when asked for (or by default on a remote host with a key). */
const httpLayer = (
  httpOptions: BybitHttp.Options,
  keyCheck: boolean | undefined
): Layer.Layer<
  BybitHttp.BybitHttp,
  never,
  | HttpClient.HttpClient
  | Signer
  | Environment.Environment
  | Credentials.Credentials
  | ClockOffset.ClockOffset
  | RateBudget.RateBudget
> => {
  const http = BybitHttp.layer(httpOptions)
  if (keyCheck === false) return http
  const check = Layer.unwrap(
    Effect.gen(function* () {
      const environment = yield* Environment.Environment
      const credentials = yield* Credentials.Credentials
      const wanted = keyCheck === true || (keyCheck === undefined && !isLocal(environment))
      return wanted && Option.isSome(credentials) ? KeyCheck.layer() : Layer.empty
    })
  )
  return Layer.provideMerge(check, http)
}

/**
 * The layer from values. Platform requirements stay open: provide an `HttpClient` and a `Signer` (the Node entry
 * point and the browser layers both have one). The WebSocket client built on it logs its warnings through Effect's
 * logger, whatever the platform (`Observability.Logs.layer` is part of it).
 *
 * @example
 * ```ts
 * import { Bybit, Environment, Market, Trade } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 *
 * // `npx effect-bybit emulator --port 8080` prints the demo key and secret to use here
 * const client = Bybit.layer({
 *   environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" }),
 *   credentials: { apiKey: "<apiKey>", apiSecret: "<apiSecret>" }
 * }).pipe(Layer.provide(Node.layer))
 *
 * const program = Effect.gen(function* () {
 *   const tickers = yield* Market.getTickers({ category: "linear", symbol: "BTCUSDT" })
 *   const placed = yield* Trade.submitOrder({
 *     category: "linear",
 *     symbol: "BTCUSDT",
 *     side: "Buy",
 *     orderType: "Limit",
 *     qty: "0.001",
 *     price: "20000",
 *     orderLinkId: "example-1"
 *   })
 *   console.log(tickers.list[0]?.lastPrice, placed.orderId)
 * })
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (
  options: Options = {}
): Layer.Layer<Services, IncompleteCredentials, HttpClient.HttpClient | Signer> => {
  const { credentials, environment, timeSync, rateBudget, keyCheck, recvWindow, ...httpOptions } = options
  const base = Layer.mergeAll(
    Environment.layer(environment ?? Environment.live),
    credentials === undefined ? Credentials.layerNone : Credentials.layer(credentials),
    budgetLayer(rateBudget),
    RequestDefaults.layer(recvWindow === undefined ? httpOptions : { ...httpOptions, recvWindow }),
    Logs.layer
  )
  const withClock = Layer.provideMerge(clockLayer(timeSync, httpOptions), base)
  return Layer.provideMerge(httpLayer(httpOptions, keyCheck), withClock)
}

/**
 * The layer from configuration: `BYBIT_ENV`, `BYBIT_REGION`, `BYBIT_REST_URL`/`BYBIT_WS_URL` (custom),
 * `BYBIT_API_KEY`, `BYBIT_API_SECRET`, and `BYBIT_TIME_SYNC` (`true`/`false`, default false). Values given in
 * `options` win over configuration.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerConfig = (
  options: Omit<Options, "environment" | "credentials"> = {}
): Layer.Layer<Services, IncompleteCredentials | UnknownRegion | Config.ConfigError, HttpClient.HttpClient | Signer> =>
  Layer.unwrap(
    Effect.gen(function* () {
      const timeSync = options.timeSync ?? (yield* Config.Boolean("BYBIT_TIME_SYNC").pipe(Config.withDefault(false)))
      const { timeSync: _, rateBudget, keyCheck, recvWindow, ...httpOptions } = options
      const base = Layer.mergeAll(
        Environment.layerConfig,
        Credentials.layerConfig,
        budgetLayer(rateBudget),
        RequestDefaults.layer(recvWindow === undefined ? httpOptions : { ...httpOptions, recvWindow }),
        Logs.layer
      )
      const withClock = Layer.provideMerge(clockLayer(timeSync, httpOptions), base)
      return Layer.provideMerge(httpLayer(httpOptions, keyCheck), withClock)
    })
  )
