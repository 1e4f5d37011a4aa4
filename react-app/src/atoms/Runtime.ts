/**
 * The market-data runtime: the library's public-only REST client built from the picked environment and a platform
 * layer (the browser's by default; tests swap in Node's), and the keys held in memory. Market data runs on this
 * key-less runtime, so entering keys never tears down the public sockets, and the first paint loads no account code:
 * the account and order atoms run on the runtime with the keys (`AccountRuntime.ts`), loaded after the first paint.
 * The public sockets are a runtime of their own on top of this one (`Live.ts`), loaded after the first paint too: the
 * ticker, the book and the chart are first drawn from REST.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as FetchHttpClient from "effect/http/FetchHttpClient"
import type * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Atom from "effect/reactivity/Atom"
import type * as Socket from "effect/socket/Socket"
import { Bybit, type Credentials, type Environment, type Signer } from "effect-bybit"
import { type EnvironmentUnavailable, type EnvName, envAtom, environmentAtom } from "./Config.js"

/**
 * What the library needs from the platform.
 *
 * @since 0.1.0
 * @category models
 */
export type Platform = HttpClient.HttpClient | Signer.Signer | Socket.WebSocketConstructor

/**
 * What the market data's REST client needs of it: no signer (the public client signs nothing), no sockets.
 *
 * @since 0.1.0
 * @category models
 */
export type PublicPlatform = HttpClient.HttpClient

/**
 * The services the market-data atoms of the first paint run with: the public REST client.
 *
 * @since 0.1.0
 * @category models
 */
export type PublicServices = Bybit.PublicServices

/**
 * The page's socket timing: a ping every 2 s, a pong awaited 1 s. A half-open socket (nothing comes back, nothing
 * closes) is then known within 3 s and the panels marked stale, where the library's defaults (10 s + 1 s, made for
 * servers) left frozen prices shown as live that long. A ping is a few bytes; a trader watches the figures.
 *
 * @since 0.1.0
 * @category constants
 */
export const socketTiming = { pingInterval: "2 seconds", pongTimeout: "1 second" } as const

/**
 * The market-data layer for one environment: the library's public-only REST client. No rate budget tables, signing
 * or order code come with it (the account side builds `layerFor` of `AccountRuntime.ts`), and no sockets (`Live.ts`).
 *
 * @since 0.1.0
 * @category layers
 */
export const publicLayerFor = (
  environment: Environment.EnvironmentShape,
  platform: Layer.Layer<PublicPlatform>
): Layer.Layer<PublicServices> => Bybit.layerPublic({ environment }).pipe(Layer.provide(platform))

/**
 * The platform layer when it is not the browser's (tests set Node's); `undefined`: the browser's, which the account
 * side takes whole (`WebPlatform.layer`: fetch, WebCrypto's signer, the global WebSocket, in the account's chunk), the
 * market data's REST client takes as fetch alone ({@link publicPlatformAtom}) and the public sockets as the global
 * WebSocket (`Live.ts`).
 *
 * @since 0.1.0
 * @category atoms
 */
export const platformAtom: Atom.Writable<Layer.Layer<Platform> | undefined> = Atom.make<
  Layer.Layer<Platform> | undefined
>(undefined).pipe(Atom.keepAlive)

// fetch (the market data's requests are GETs without a body: nothing for WebPlatform's content-length fix to do);
// naming nothing of WebPlatform keeps its signer and its request mapping out of the first paint's chunk
// (WebPlatform.layerPublic made that chunk larger, as the first-paint test measures)
const browserPublic: Layer.Layer<PublicPlatform> = FetchHttpClient.layer

/**
 * The platform of the market data's REST client: the one set in {@link platformAtom}, else the browser's fetch.
 *
 * @since 0.1.0
 * @category atoms
 */
export const publicPlatformAtom: Atom.Atom<Layer.Layer<PublicPlatform>> = Atom.readable(
  (get) => get(platformAtom) ?? browserPublic
)

/**
 * The keys in force, in memory only; cleared when the environment changes (keys belong to one environment).
 *
 * @since 0.1.0
 * @category atoms
 */
export const credentialsAtom: Atom.Writable<Option.Option<Credentials.ApiCredentials>> = Atom.writable(
  (get) => {
    get(envAtom)
    return Option.none<Credentials.ApiCredentials>()
  },
  (ctx, value: Option.Option<Credentials.ApiCredentials>) => ctx.setSelf(value)
).pipe(Atom.keepAlive)

/**
 * The key-less runtime of the market-data atoms (REST; the sockets' runtime builds on it, `Live.ts`).
 *
 * @since 0.1.0
 * @category runtimes
 */
export const publicRuntime: Atom.AtomRuntime<PublicServices, EnvironmentUnavailable> = Atom.runtime((get) =>
  Result.match(get(environmentAtom), {
    onFailure: (error) => Layer.unwrap(Effect.fail(error)),
    onSuccess: (environment) => publicLayerFor(environment, get(publicPlatformAtom))
  })
)

/**
 * Whether keys are in force.
 *
 * @since 0.1.0
 * @category atoms
 */
export const hasKeysAtom: Atom.Atom<boolean> = Atom.readable((get) => Option.isSome(get(credentialsAtom)))

/**
 * An atom per environment: the one of the environment picked now. A data atom rebuilt for another environment
 * would keep its last value (the other environment's candles, book and price) while the new one loads or cannot be
 * reached; an atom of its own per environment starts empty instead.
 *
 * @since 0.1.0
 * @category constructors
 */
export const perEnvironment = <A>(make: () => Atom.Atom<A>): Atom.Atom<A> => {
  const byEnv = Atom.family((_env: EnvName) => make())
  return Atom.readable((get) => get(byEnv(get(envAtom))))
}
