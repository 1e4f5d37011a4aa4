/**
 * The composition: one layer that wires environment, credentials, clock offset and the REST executor. Swapping the
 * environment is the only change between the emulator, testnet, demo and live.
 *
 * @since 0.1.0
 */
import type * as HttpClient from "@effect/platform/HttpClient"
import * as Config from "effect/Config"
import type * as ConfigError from "effect/ConfigError"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { IncompleteCredentials, UnknownRegion } from "./Errors/ConfigError.js"
import * as BybitHttp from "./Http/BybitHttp.js"
import * as Market from "./Http/v5/Market.js"
import * as ClockOffset from "./Layers/ClockOffset.js"
import * as Credentials from "./Layers/Credentials.js"
import * as Environment from "./Layers/Environment.js"
import type { Signer } from "./Signing/Signer.js"

/**
 * Options of the composed client.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options extends BybitHttp.Options {
  /** Where to connect. Default: live. */
  readonly environment?: Environment.EnvironmentShape
  /** Default credentials; omit for public-only use. */
  readonly credentials?: Credentials.CredentialsInput
  /** Keep a clock offset from the server time (off by default); `true` or the sync options. */
  readonly timeSync?: boolean | ClockOffset.SyncOptions
}

/**
 * The services the composed layer provides.
 *
 * @since 0.1.0
 * @category models
 */
export type Services = BybitHttp.BybitHttp | Environment.Environment | Credentials.Credentials | ClockOffset.ClockOffset

const clockLayer = (
  timeSync: Options["timeSync"],
  httpOptions: BybitHttp.Options
): Layer.Layer<ClockOffset.ClockOffset, never, HttpClient.HttpClient | Environment.Environment | Signer> => {
  if (timeSync === undefined || timeSync === false) return ClockOffset.layerNone
  // The time endpoint is public: an executor without credentials or offset reads it.
  const fetch = Effect.flatMap(BybitHttp.BybitHttp, (http) => http.call(Market.time, {})).pipe(
    Effect.map((time) => time.millis)
  )
  const timeReader = BybitHttp.layer(httpOptions).pipe(
    Layer.provide(Layer.merge(Credentials.layerNone, ClockOffset.layerNone))
  )
  return ClockOffset.layerSynced(fetch, timeSync === true ? {} : timeSync).pipe(Layer.provide(timeReader))
}

/**
 * The layer from values. Platform requirements stay open: provide an `HttpClient` and a `Signer` (the Node entry
 * point and the browser layers both have one).
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (
  options: Options = {}
): Layer.Layer<Services, IncompleteCredentials, HttpClient.HttpClient | Signer> => {
  const { credentials, environment, timeSync, ...httpOptions } = options
  const base = Layer.mergeAll(
    Environment.layer(environment ?? Environment.live),
    credentials === undefined ? Credentials.layerNone : Credentials.layer(credentials)
  )
  const withClock = Layer.provideMerge(clockLayer(timeSync, httpOptions), base)
  return Layer.provideMerge(BybitHttp.layer(httpOptions), withClock)
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
): Layer.Layer<
  Services,
  IncompleteCredentials | UnknownRegion | ConfigError.ConfigError,
  HttpClient.HttpClient | Signer
> =>
  Layer.unwrapEffect(
    Effect.gen(function* () {
      const timeSync = options.timeSync ?? (yield* Config.boolean("BYBIT_TIME_SYNC").pipe(Config.withDefault(false)))
      const { timeSync: _, ...httpOptions } = options
      const base = Layer.mergeAll(Environment.layerConfig, Credentials.layerConfig)
      const withClock = Layer.provideMerge(clockLayer(timeSync, httpOptions), base)
      return Layer.provideMerge(BybitHttp.layer(httpOptions), withClock)
    })
  )
