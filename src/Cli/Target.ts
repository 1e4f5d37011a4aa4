/**
 * Where the CLI connects: `--env emulator|testnet|demo|live` (`emulator` starts an embedded exchange in the process,
 * with its demo credentials), `--base-url` / `--ws-url` for any other host, and credentials from `BYBIT_API_KEY` /
 * `BYBIT_API_SECRET`.
 *
 * @since 0.1.0
 */
import * as Config from "effect/Config"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Bybit from "../Bybit.js"
import * as Emulator from "../Emulator/Emulator.js"
import type { IncompleteCredentials } from "../Errors/ConfigError.js"
import * as Environment from "../Layers/Environment.js"
import * as Node from "../node.js"
import * as BybitSocket from "../Socket/BybitSocket.js"

/**
 * The environment names `--env` takes.
 *
 * @since 0.1.0
 * @category models
 */
export const names = ["emulator", "testnet", "demo", "live"] as const

/**
 * An environment name.
 *
 * @since 0.1.0
 * @category models
 */
export type Name = (typeof names)[number]

/**
 * The connection options of every command.
 *
 * @since 0.1.0
 * @category models
 */
export interface Target {
  readonly env: Name
  /** REST base URL replacing the environment's (WebSocket URL derived from it unless `wsUrl` is given). */
  readonly baseUrl: Option.Option<string>
  readonly wsUrl: Option.Option<string>
}

/**
 * The services a command runs with.
 *
 * @since 0.1.0
 * @category models
 */
export type Services = Bybit.Services | BybitSocket.BybitSocket

const presets = { testnet: Environment.testnet, demo: Environment.demo, live: Environment.live } as const

const credentialsConfig = Config.all({
  apiKey: Config.option(Config.Redacted("BYBIT_API_KEY")),
  apiSecret: Config.option(Config.Redacted("BYBIT_API_SECRET"))
})

// `--base-url` names the host: another exchange (or emulator) than the embedded one, so none is started and its
// demo key is never sent there; `--ws-url` defaults to the base URL's ws(s) twin.
const customEnvironment = (target: Target, restUrl: string): Environment.EnvironmentShape =>
  Environment.custom({
    restUrl,
    wsUrl: Option.getOrElse(target.wsUrl, () => restUrl.replace(/^http/, "ws")),
    name: `${target.env} (custom)`
  })

/**
 * The library's services for a target, over the Node platform. With `emulator` and no `--base-url` the embedded
 * exchange lives as long as the layer, and its demo key signs unless the environment names credentials.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (
  target: Target
): Layer.Layer<Services, IncompleteCredentials | Config.ConfigError | Emulator.EmulatorError> =>
  Layer.unwrap(
    Effect.gen(function* () {
      const fromEnv = yield* credentialsConfig
      const embedded = target.env === "emulator" && Option.isNone(target.baseUrl)
      // the seeded market: no recording to fail on
      const emulator = embedded
        ? Option.some(yield* Emulator.make({ port: 0 }).pipe(Effect.catchTag("RecordingError", Effect.die)))
        : Option.none()
      const environment = Option.match(target.baseUrl, {
        onSome: (restUrl) => customEnvironment(target, restUrl),
        onNone: () =>
          Option.match(emulator, {
            onNone: () => presets[target.env as keyof typeof presets],
            onSome: (e) => e.environment
          })
      })
      // The emulator's demo key unless the environment names one.
      const apiKey = Option.orElse(fromEnv.apiKey, () => Option.map(emulator, (e) => Redacted.make(e.apiKey)))
      const apiSecret = Option.orElse(fromEnv.apiSecret, () => Option.map(emulator, (e) => Redacted.make(e.apiSecret)))
      const rest = Bybit.layer({
        environment,
        credentials: { apiKey: Option.getOrUndefined(apiKey), apiSecret: Option.getOrUndefined(apiSecret) }
      })
      return Layer.provideMerge(BybitSocket.layer(), rest)
    })
  ).pipe(Layer.provide(Node.layer))
