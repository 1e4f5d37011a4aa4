/**
 * Where the exchange lives: REST base URL and WebSocket URLs for live (and its regional hosts), testnet, demo
 * trading and a custom host (the embedded emulator). Swapping this Layer is the only change a program needs.
 *
 * @since 0.1.0
 */
import * as Config from "effect/Config"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { UnknownRegion } from "../Errors/config/Request.js"

/**
 * WebSocket URLs of one environment. `trade` is absent where the exchange offers no order entry over WebSocket
 * (demo trading); `misc` (the `system.status` stream, `/v5/public/misc/status`) is present only where the docs list
 * it: live, testnet, the EU host and custom hosts. The product streams (`spread`, `rfq`, `earn`) sit on the public
 * stream host beside the categories.
 *
 * @since 0.1.0
 * @category models
 */
export interface WsUrls {
  readonly spot: string
  readonly linear: string
  readonly inverse: string
  readonly option: string
  readonly private: string
  readonly trade: string | undefined
  readonly misc: string | undefined
  /** Spread trading's public data (`/v5/public/spread`); absent where the environment has none. */
  readonly spread?: string | undefined
  /** RFQ (block trading) public data (`/v5/public/rfq`): `rfq.open.public.trades`. */
  readonly rfq?: string | undefined
  /** Advanced Earn's quote offers (`/v5/public/fp`): `earn.*.offers`. */
  readonly earn?: string | undefined
  /** Binary (SBE) market data of spot on a market-maker host (`/v5/public-sbe/spot`); see `withMarketMakerHost`. */
  readonly spotSbe?: string | undefined
  /** Binary (SBE) market data of USDT/USDC contracts on a market-maker host (`/v5/public-sbe/linear`). */
  readonly linearSbe?: string | undefined
  /** Binary (SBE) market data of inverse contracts on a market-maker host (`/v5/public-sbe/inverse`). */
  readonly inverseSbe?: string | undefined
}

// (a call, not a spread in a constant's literal: a bundler drops an unused constant made by calls, never one holding
// a spread)
const withSbe = (ws: EnvironmentShape["ws"], host: string): EnvironmentShape["ws"] => ({
  ...ws,
  spotSbe: `${host}/v5/public-sbe/spot`,
  linearSbe: `${host}/v5/public-sbe/linear`,
  inverseSbe: `${host}/v5/public-sbe/inverse`
})

/**
 * An environment with its binary (SBE) market-data streams on a market-maker host: live trading has no public one
 * (each market maker is given a dedicated host), so a program names it, e.g.
 * `withMarketMakerHost(Environment.live, "wss://<your host>")`.
 *
 * @since 0.1.0
 * @category environments
 */
export const withMarketMakerHost = (environment: EnvironmentShape, host: string): EnvironmentShape => ({
  ...environment,
  ws: withSbe(environment.ws, host.replace(/\/+$/, ""))
})

/**
 * One environment.
 *
 * @since 0.1.0
 * @category models
 */
export interface EnvironmentShape {
  readonly name: string
  readonly restUrl: string
  readonly ws: WsUrls
}

/**
 * The environment service.
 *
 * @since 0.1.0
 * @category tags
 */
export class Environment extends Context.Service<Environment, EnvironmentShape>()("effect-bybit/Environment") {}

const wsUrls = (
  streamBase: string,
  privateBase: string = streamBase,
  trade = true,
  // null: the environment has no system-status stream (an explicit `undefined` would take the default)
  misc: string | null = `${streamBase}/v5/public/misc/status`
): WsUrls => ({
  spot: `${streamBase}/v5/public/spot`,
  linear: `${streamBase}/v5/public/linear`,
  inverse: `${streamBase}/v5/public/inverse`,
  option: `${streamBase}/v5/public/option`,
  private: `${privateBase}/v5/private`,
  trade: trade ? `${privateBase}/v5/trade` : undefined,
  misc: misc ?? undefined,
  spread: `${streamBase}/v5/public/spread`,
  rfq: `${streamBase}/v5/public/rfq`,
  earn: `${streamBase}/v5/public/fp`
})

/**
 * The live regional hosts, as data (official docs; Hong Kong from the SDKs). Regions whose docs name no WebSocket
 * host use the global stream host. `misc` is the system-status stream where the docs name one (EU only).
 *
 * @since 0.1.0
 * @category constants
 */
export const regions = {
  bytick: { restUrl: "https://api.bytick.com", stream: "wss://stream.bybit.com" },
  nl: { restUrl: "https://api.bybit.nl", stream: "wss://stream.bybit.com" },
  tr: { restUrl: "https://api.bybit.tr", stream: "wss://stream.bybit.tr" },
  kz: { restUrl: "https://api.bybit.kz", stream: "wss://stream.bybit.kz" },
  ge: { restUrl: "https://api.bybitgeorgia.ge", stream: "wss://stream.bybitgeorgia.ge" },
  ae: { restUrl: "https://api.bybit.ae", stream: "wss://stream.bybit.com" },
  eu: {
    restUrl: "https://api.bybit.eu",
    stream: "wss://stream.bybit.com",
    misc: "wss://stream.bybit.eu/v5/public/misc/status"
  },
  id: { restUrl: "https://api.bybit.id", stream: "wss://stream.bybit.id" },
  jp: { restUrl: "https://api.manepa.jp", stream: "wss://stream.manepa.jp" },
  hk: { restUrl: "https://api.byhkbit.com", stream: "wss://stream.bybit.com" }
} as const

/**
 * A regional host name.
 *
 * @since 0.1.0
 * @category models
 */
export type Region = keyof typeof regions

/**
 * The valid region names.
 *
 * @since 0.1.0
 * @category constants
 */
export const regionNames: ReadonlyArray<Region> = Object.keys(regions) as Array<Region>

/**
 * Live trading on the global hosts.
 *
 * @since 0.1.0
 * @category environments
 */
export const live: EnvironmentShape = {
  name: "live",
  restUrl: "https://api.bybit.com",
  ws: wsUrls("wss://stream.bybit.com")
}

/**
 * The testnet (keys from testnet.bybit.com).
 *
 * @since 0.1.0
 * @category environments
 */
export const testnet: EnvironmentShape = {
  name: "testnet",
  restUrl: "https://api-testnet.bybit.com",
  // the binary market-data streams have a public testnet host
  ws: withSbe(wsUrls("wss://stream-testnet.bybit.com"), "wss://stream-testnet.bybits.org")
}

/**
 * Demo trading on mainnet: public data from the live stream host, private stream on the demo host, and no order
 * entry over WebSocket.
 *
 * @since 0.1.0
 * @category environments
 */
export const demo: EnvironmentShape = {
  name: "demo",
  restUrl: "https://api-demo.bybit.com",
  ws: wsUrls("wss://stream.bybit.com", "wss://stream-demo.bybit.com", false, null)
}

/**
 * A live regional host, or `UnknownRegion` naming the valid ones (the region often comes from configuration).
 *
 * @since 0.1.0
 * @category environments
 */
export const region = (name: string): Effect.Effect<EnvironmentShape, UnknownRegion> => {
  const hosts = Object.hasOwn(regions, name) ? regions[name as Region] : undefined
  return hosts === undefined
    ? Effect.fail(new UnknownRegion({ region: name, validRegions: [...regionNames] }))
    : Effect.succeed({
        name: `live-${name}`,
        restUrl: hosts.restUrl,
        ws: wsUrls(hosts.stream, hosts.stream, true, "misc" in hosts ? hosts.misc : null)
      })
}

/**
 * A custom host serving the whole V5 surface, such as the embedded emulator: `restUrl` like `http://127.0.0.1:8080`
 * and `wsUrl` like `ws://127.0.0.1:8080` (the `/v5/...` paths are appended).
 *
 * @example
 * ```ts
 * import { Bybit, Environment } from "effect-bybit"
 *
 * // `npx effect-bybit emulator --port 8080`: REST and every WebSocket stream on one local port
 * const emulator = Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" })
 * const client = Bybit.layer({ environment: emulator })
 * ```
 *
 * @since 0.1.0
 * @category environments
 */
export const custom = (options: { readonly restUrl: string; readonly wsUrl: string; readonly name?: string }) =>
  ({
    name: options.name ?? "custom",
    restUrl: options.restUrl.replace(/\/+$/, ""),
    ws: withSbe(wsUrls(options.wsUrl.replace(/\/+$/, "")), options.wsUrl.replace(/\/+$/, ""))
  }) satisfies EnvironmentShape

/**
 * A layer for one environment.
 *
 * @example
 * ```ts
 * import { Environment } from "effect-bybit"
 *
 * const testnet = Environment.layer(Environment.testnet)
 * const local = Environment.layer(
 *   Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080", name: "emulator" })
 * )
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (environment: EnvironmentShape): Layer.Layer<Environment> =>
  Layer.succeed(Environment, environment)

/**
 * A layer for a live regional host; fails with `UnknownRegion` when the name is not one of `regionNames`.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerRegion = (name: string): Layer.Layer<Environment, UnknownRegion> =>
  Layer.effect(Environment, region(name))

/**
 * The environment from configuration: `BYBIT_ENV` (`live` default, `testnet`, `demo`, `custom`), `BYBIT_REGION`
 * (a live regional host) and, for `custom`, `BYBIT_REST_URL` and `BYBIT_WS_URL`.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerConfig: Layer.Layer<Environment, UnknownRegion | Config.ConfigError> = Layer.effect(
  Environment,
  Effect.gen(function* () {
    const env = yield* Config.Literals(["live", "testnet", "demo", "custom"], "BYBIT_ENV").pipe(
      Config.withDefault("live")
    )
    const regionName = yield* Config.option(Config.String("BYBIT_REGION"))
    switch (env) {
      case "testnet":
        return testnet
      case "demo":
        return demo
      case "custom": {
        const restUrl = yield* Config.String("BYBIT_REST_URL")
        const wsUrl = yield* Config.String("BYBIT_WS_URL")
        return custom({ restUrl, wsUrl })
      }
      case "live":
        return Option.isSome(regionName) ? yield* region(regionName.value) : live
    }
  })
)
