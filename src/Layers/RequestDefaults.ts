/**
 * The request settings every signed request shares — receive window, timeout, `Referer` — in one place: the values
 * the user gave `Bybit.layer`, and the specification's defaults for the rest. REST and WebSocket order entry read
 * the same service, so a `recvWindow` set once reaches both. The receive window enters here only: the REST executor
 * has no option of its own for it, and a call's own (`BybitHttp.CallOptions`) is laid over these settings by
 * {@link recvWindowOf}, the one place its default is applied.
 *
 * @since 0.2.0
 */
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

/**
 * The specification's defaults: receive window 5000 ms, REST timeout 300000 ms, `Referer: effect-bybit`.
 *
 * @since 0.2.0
 * @category constants
 */
export const defaults = {
  referer: "effect-bybit",
  timeout: Duration.millis(300_000),
  recvWindow: 5_000
} as const

/**
 * The settings as the user gave them (each optional: an absent one takes the default of whoever reads it).
 *
 * @since 0.2.0
 * @category models
 */
export interface Settings {
  /** `X-BAPI-RECV-WINDOW` of signed requests, REST and WebSocket order entry. */
  readonly recvWindow?: number | undefined
  /** The REST request timeout (WebSocket order entry keeps its own reply timeout). */
  readonly timeout?: Duration.Input | undefined
  /** The `Referer` header naming the client (a broker id). */
  readonly referer?: string | undefined
}

/**
 * The shared request settings.
 *
 * @since 0.2.0
 * @category tags
 */
export class RequestDefaults extends Context.Service<RequestDefaults, Settings>()("effect-bybit/RequestDefaults") {}

/**
 * The settings as a layer; `undefined` values are dropped so they never hide a default.
 *
 * @example
 * ```ts
 * import { RequestDefaults } from "effect-bybit"
 * import * as Effect from "effect/Effect"
 *
 * // Bybit.layer builds it from its own `recvWindow`, `timeout` and `referer` options
 * const settings = RequestDefaults.layer({ recvWindow: 10_000, timeout: "30 seconds" })
 * const recvWindow = Effect.map(RequestDefaults.current, (s) => s.recvWindow).pipe(Effect.provide(settings))
 * ```
 *
 * @since 0.2.0
 * @category layers
 */
export const layer = (settings: Settings = {}): Layer.Layer<RequestDefaults> =>
  Layer.succeed(RequestDefaults, {
    ...(settings.recvWindow === undefined ? {} : { recvWindow: settings.recvWindow }),
    ...(settings.timeout === undefined ? {} : { timeout: settings.timeout }),
    ...(settings.referer === undefined ? {} : { referer: settings.referer })
  })

/**
 * The settings in effect: the provided ones, or none given (every reader then takes its own default).
 *
 * @since 0.2.0
 * @category accessors
 */
export const current: Effect.Effect<Settings> = Effect.map(
  Effect.context<never>(),
  (context): Settings => Context.getOrUndefined(context, RequestDefaults) ?? {}
)

/**
 * The receive window of a request: the call's own when it gives one, else the settings', else the default
 * (5000 ms). REST and WebSocket order entry both take it from here.
 *
 * @since 2.0.0
 * @category accessors
 */
export const recvWindowOf = (
  settings: Settings,
  call?: { readonly recvWindow?: number | undefined } | undefined
): number => call?.recvWindow ?? settings.recvWindow ?? defaults.recvWindow
