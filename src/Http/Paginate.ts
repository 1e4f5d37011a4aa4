/**
 * Cursor pagination as a `Stream`: `paginate(endpoint, params)` calls the endpoint, emits the items of its list
 * field, and follows the declared cursor field (`nextPageCursor` or `nextCursor`) until it is `""` or absent.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import { BybitHttp, type CallError, type CallOptions } from "./BybitHttp.js"
import type * as Endpoint from "./Endpoint.js"

/**
 * The item type of a paginated result: the elements of its `list` (or `rows`).
 *
 * @since 0.1.0
 * @category type-level
 */
export type Item<R> = R extends { readonly list: ReadonlyArray<infer I> }
  ? I
  : R extends { readonly rows: ReadonlyArray<infer I> }
    ? I
    : never

/**
 * Every item of every page, in order. The first call sends `params` as given (a `cursor` in them starts there);
 * later calls add `cursor`. A repeated cursor also ends the stream, so a server echoing its cursor cannot loop it.
 * An endpoint without declared pagination yields its one page.
 *
 * @example
 * ```ts
 * import { Bybit, Environment, Paginate, Trade } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 * import * as Stream from "effect/Stream"
 *
 * const client = Bybit.layer({
 *   environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" }),
 *   credentials: { apiKey: "<apiKey>", apiSecret: "<apiSecret>" }
 * }).pipe(Layer.provide(Node.layer))
 *
 * // the order history of BTCUSDT, page after page (50 a page): an endpoint's definition and its parameters
 * const program = Paginate.paginate(Trade.history, { category: "linear", symbol: "BTCUSDT", limit: 50 }).pipe(
 *   Stream.runForEach((order) => Effect.log(order.orderId))
 * )
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category pagination
 */
export const paginate = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
  endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
  params: P,
  options?: CallOptions
): Stream.Stream<Item<R>, CallError<A, E>, BybitHttp> =>
  Stream.unwrap(
    BybitHttp.useSync((http) => {
      const listKey = endpoint.pagination?.list ?? "list"
      const cursorKey = endpoint.pagination?.cursor
      const initial = (params as Readonly<Record<string, unknown>>).cursor
      return Stream.paginate(typeof initial === "string" ? initial : undefined, (cursor: string | undefined) =>
        Effect.map(
          http.call(endpoint, (cursor === undefined ? params : { ...params, cursor }) as P, options),
          (result) => {
            const page = result as Readonly<Record<string, unknown>>
            const items = page[listKey]
            const next = cursorKey === undefined ? undefined : page[cursorKey]
            const more = typeof next === "string" && next !== "" && next !== cursor
            return [
              Array.isArray(items) ? (items as ReadonlyArray<Item<R>>) : [],
              more ? Option.some<string | undefined>(next) : Option.none()
            ] as const
          }
        )
      )
    })
  )
