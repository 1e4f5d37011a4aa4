/**
 * Where every example connects: the embedded exchange (started here, on 127.0.0.1) unless `BYBIT_ENV` names a real
 * environment (`testnet`, `demo`, `live`; credentials from `BYBIT_API_KEY` / `BYBIT_API_SECRET`). Swapping this one
 * Layer is the only difference between the two.
 */

import * as Config from "effect/Config"
import * as Console from "effect/Console"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import type * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { Bybit, BybitSocket, type ConfigError as Errors, type Signer, TradeApi } from "effect-bybit"
import { Emulator } from "effect-bybit/emulator"
import * as Node from "effect-bybit/node"

/** The embedded exchange when the example runs against it (to inject faults or set balances), else none. */
export class Local extends Context.Service<Local, Option.Option<Emulator.EmulatorHandle>>()("examples/Local") {}

type Rest = Layer.Layer<
  Bybit.Services,
  Errors.IncompleteCredentials | Errors.UnknownRegion | Config.ConfigError,
  HttpClient.HttpClient | Signer.Signer
>

const exchange = Layer.unwrap(
  Effect.gen(function* () {
    const env = yield* Config.option(Config.String("BYBIT_ENV"))
    if (Option.isSome(env)) {
      const rest: Rest = Bybit.layerConfig()
      return Layer.merge(rest, Layer.succeed(Local, Option.none()))
    }
    const emulator = yield* Emulator.make({ port: 0, seed: 1 })
    yield* Console.log(`embedded exchange on ${emulator.rest}`)
    const rest: Rest = Bybit.layer({
      environment: emulator.environment,
      credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret }
    })
    return Layer.merge(rest, Layer.succeed(Local, Option.some(emulator)))
  })
)

/** REST, WebSocket streams and WebSocket order entry on the chosen exchange, over the Node platform. */
export const layer = TradeApi.layer().pipe(
  Layer.provideMerge(BybitSocket.layer()),
  Layer.provideMerge(exchange),
  Layer.provide(Node.layer)
)

/** Runs `f` with the embedded exchange when there is one (nothing happens on a real exchange). */
export const onEmulator = (f: (emulator: Emulator.EmulatorHandle) => void): Effect.Effect<boolean, never, Local> =>
  Effect.map(Local, (local) => {
    if (Option.isNone(local)) return false
    f(local.value)
    return true
  })
