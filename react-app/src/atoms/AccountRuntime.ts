/**
 * The runtime of the account and order atoms: the library's whole client (signing, the rate budget, the order
 * checks) with the keys in force, and the public sockets. Loaded with the account side, after the first paint.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Atom from "effect/reactivity/Atom"
import {
  Bybit,
  BybitSocket,
  type ConfigError,
  type Credentials,
  type Environment,
  InstrumentRules,
  WebPlatform
} from "effect-bybit"
import { type EnvironmentUnavailable, environmentAtom } from "./Config.js"
import { credentialsAtom, type Platform, platformAtom, socketTiming } from "./Runtime.js"

/**
 * The platform of the account side: the one set in `platformAtom`, else the browser's whole (fetch, WebCrypto's
 * signer, the global WebSocket).
 *
 * @since 0.1.0
 * @category atoms
 */
export const accountPlatformAtom: Atom.Atom<Layer.Layer<Platform>> = Atom.readable(
  (get) => get(platformAtom) ?? WebPlatform.layer
)

/**
 * The services the account and order atoms run with.
 *
 * @since 0.1.0
 * @category models
 */
export type Services = Bybit.Services | BybitSocket.BybitSocket | InstrumentRules.InstrumentRules

/**
 * Why the runtime could not be built.
 *
 * @since 0.1.0
 * @category errors
 */
export type RuntimeError = EnvironmentUnavailable | ConfigError.IncompleteCredentials

/**
 * The client layers for one environment and key set (no key check at start: the page checks keys itself).
 *
 * @since 0.1.0
 * @category layers
 */
export const layerFor = (
  environment: Environment.EnvironmentShape,
  credentials: Option.Option<Credentials.ApiCredentials>,
  platform: Layer.Layer<Platform>
): Layer.Layer<Services, ConfigError.IncompleteCredentials> => {
  const bybit = Bybit.layer({
    environment,
    keyCheck: false,
    ...(Option.isSome(credentials) ? { credentials: credentials.value } : {})
  })
  return Layer.mergeAll(BybitSocket.layer(socketTiming), InstrumentRules.layer()).pipe(
    Layer.provideMerge(bybit),
    Layer.provide(platform)
  )
}

/**
 * The runtime of the account and order atoms, with the keys in force.
 *
 * @since 0.1.0
 * @category runtimes
 */
export const privateRuntime: Atom.AtomRuntime<Services, RuntimeError> = Atom.runtime((get) =>
  Result.match(get(environmentAtom), {
    onFailure: (error) => Layer.unwrap(Effect.fail(error)),
    onSuccess: (environment) => layerFor(environment, get(credentialsAtom), get(accountPlatformAtom))
  })
)
