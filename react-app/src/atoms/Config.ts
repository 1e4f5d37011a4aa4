/**
 * The app's configuration: `/app-config.json` (served by the app's server) decoded with a Schema, the environment
 * the user picked, and the library `Environment` it resolves to.
 *
 * @since 0.1.0
 */

import * as Result from "effect/Result"
import * as Atom from "effect/reactivity/Atom"
import * as Schema from "effect/Schema"
import { Environment } from "effect-bybit"

/**
 * The environments the page can switch between.
 *
 * @since 0.1.0
 * @category models
 */
export const EnvName = Schema.Literals(["emulator", "testnet", "demo", "live"])

/**
 * A value of {@link EnvName}.
 *
 * @since 0.1.0
 * @category models
 */
export type EnvName = typeof EnvName.Type

/**
 * The names, in the order the selector shows them.
 *
 * @since 0.1.0
 * @category constants
 */
export const envNames: ReadonlyArray<EnvName> = EnvName.literals

const WsUrls = Schema.Struct({
  spot: Schema.String,
  linear: Schema.String,
  inverse: Schema.String,
  option: Schema.String,
  private: Schema.String,
  trade: Schema.optional(Schema.String)
})

const Keys = Schema.Struct({ apiKey: Schema.String, apiSecret: Schema.String })

/**
 * `/app-config.json`: the default environment, the hosts of locally served environments (the emulator), the
 * emulator's demo keys and the same-origin REST proxy prefixes of the real exchange.
 *
 * @since 0.1.0
 * @category models
 */
export const AppConfig = Schema.Struct({
  env: EnvName,
  environments: Schema.Record(Schema.String, Schema.Struct({ rest: Schema.String, ws: WsUrls })),
  demoKeys: Schema.NullOr(Keys),
  proxy: Schema.Struct({ testnet: Schema.String, demo: Schema.String, live: Schema.String })
})

/**
 * A decoded {@link AppConfig}.
 *
 * @since 0.1.0
 * @category models
 */
export interface AppConfig extends Schema.Schema.Type<typeof AppConfig> {}

/**
 * The selected environment cannot be reached from this configuration (the emulator is not served, say).
 *
 * @since 0.1.0
 * @category errors
 */
export class EnvironmentUnavailable extends Schema.TaggedError<EnvironmentUnavailable>()("EnvironmentUnavailable", {
  env: Schema.String
}) {
  override get message(): string {
    return `The ${this.env} environment is not configured for this page`
  }
}

/**
 * The configuration before `/app-config.json` arrives: the emulator with no hosts (so it reads as unavailable).
 *
 * @since 0.1.0
 * @category constants
 */
export const emptyConfig: AppConfig = {
  env: "emulator",
  environments: {},
  demoKeys: null,
  proxy: { testnet: "/proxy/testnet", demo: "/proxy/demo", live: "/proxy/live" }
}

const joinUrl = (origin: string, prefix: string): string => `${origin.replace(/\/+$/, "")}${prefix}`

/**
 * A configured URL made absolute: one starting with `/` is on the page's own origin (`ws:` / `wss:` for sockets).
 *
 * @since 0.1.0
 * @category constructors
 */
export const onOrigin = (url: string, origin: string, socket: boolean): string =>
  url.startsWith("/") ? joinUrl(socket ? origin.replace(/^http/, "ws") : origin, url) : url

/**
 * The library environment of a name: locally served hosts as configured; testnet, demo and live with REST through
 * the same-origin proxy (the exchange sends no CORS headers) and WebSockets straight to the exchange.
 *
 * @since 0.1.0
 * @category constructors
 */
export const resolve = (
  config: AppConfig,
  env: EnvName,
  origin: string
): Result.Result<Environment.EnvironmentShape, EnvironmentUnavailable> => {
  const configured = config.environments[env]
  if (configured !== undefined) {
    const ws = (url: string) => onOrigin(url, origin, true)
    const local = {
      rest: onOrigin(configured.rest, origin, false),
      ws: {
        spot: ws(configured.ws.spot),
        linear: ws(configured.ws.linear),
        inverse: ws(configured.ws.inverse),
        option: ws(configured.ws.option),
        private: ws(configured.ws.private),
        ...(configured.ws.trade === undefined ? {} : { trade: ws(configured.ws.trade) })
      }
    }
    // the host's own layout (`/v5/...` under one base) fills any stream the configuration does not name
    const base = Environment.custom({ name: env, restUrl: local.rest, wsUrl: local.ws.linear.replace(/\/v5\/.*$/, "") })
    return Result.succeed({ ...base, ws: { ...base.ws, ...local.ws, trade: local.ws.trade ?? base.ws.trade } })
  }
  if (env === "emulator") return Result.fail(new EnvironmentUnavailable({ env }))
  const base = env === "testnet" ? Environment.testnet : env === "demo" ? Environment.demo : Environment.live
  return Result.succeed({ ...base, restUrl: joinUrl(origin, config.proxy[env]) })
}

/**
 * Decodes the JSON of `/app-config.json`.
 *
 * @since 0.1.0
 * @category constructors
 */
export const decode = Schema.decodeUnknownResult(AppConfig)

/**
 * The app configuration (the page sets it from `/app-config.json` before the first render).
 *
 * @since 0.1.0
 * @category atoms
 */
export const appConfigAtom: Atom.Writable<AppConfig> = Atom.make(emptyConfig).pipe(Atom.keepAlive)

/**
 * The page's origin, the base of the REST proxy.
 *
 * @since 0.1.0
 * @category atoms
 */
export const originAtom: Atom.Writable<string> = Atom.make("http://127.0.0.1").pipe(Atom.keepAlive)

/**
 * The environment picked in the page; the configuration's default until the user changes it.
 *
 * @since 0.1.0
 * @category atoms
 */
export const envAtom: Atom.Writable<EnvName> = Atom.writable(
  (get) => get(appConfigAtom).env,
  (ctx, value: EnvName) => ctx.setSelf(value)
).pipe(Atom.keepAlive)

/**
 * The library environment of the picked name, or why it cannot be used.
 *
 * @since 0.1.0
 * @category atoms
 */
export const environmentAtom: Atom.Atom<Result.Result<Environment.EnvironmentShape, EnvironmentUnavailable>> =
  Atom.readable((get) => resolve(get(appConfigAtom), get(envAtom), get(originAtom)))
