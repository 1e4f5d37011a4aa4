/**
 * The executor's tag and the standalone function of an endpoint: all an endpoint family needs of the executor, in a
 * module of its own, so that a family's module leads a bundler to neither executor (`BybitHttp.layer`'s, with the
 * steps of calls with credentials, or `Bybit.layerPublic`'s): the layer a program installs brings its own.
 * `BybitHttp` re-exports them.
 *
 * @since 1.0.0
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import type * as Endpoint from "../Endpoint.js"
import type { BybitHttpService, CallError, CallOptions } from "../Pipeline.js"

/**
 * The REST executor.
 *
 * @since 0.1.0
 * @category tags
 */
export class BybitHttp extends Context.Service<BybitHttp, BybitHttpService>()("effect-bybit/BybitHttp") {}

/**
 * A standalone function for one endpoint: `getTickers(params)` is `BybitHttp.call(tickers, params)`.
 *
 * @since 0.1.0
 * @category models
 */
export type Callable<A extends Endpoint.Auth, P, R, E> = {} extends P
  ? (params?: P, options?: CallOptions) => Effect.Effect<R, CallError<A, E>, BybitHttp>
  : (params: P, options?: CallOptions) => Effect.Effect<R, CallError<A, E>, BybitHttp>

/**
 * Derives the standalone function of an endpoint (exported per endpoint so bundlers drop what is unused).
 *
 * @since 0.1.0
 * @category constructors
 */
export const callable = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
  endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>
): Callable<A, P, R, E> =>
  ((params?: P, options?: CallOptions) =>
    // the executor read off the fiber's context in one step (a flatMap over the service takes more)
    Effect.withFiber<R, CallError<A, E>, BybitHttp>((fiber) =>
      Context.getUnsafe(fiber.context as Context.Context<BybitHttp>, BybitHttp).call(
        endpoint,
        (params ?? {}) as P,
        options
      )
    )) as Callable<A, P, R, E>
