/**
 * The instrument-rules check of new orders, as the executor reads it: `InstrumentRules.layer` installs one (its
 * `RulesCheck` service), and the checkRules stage runs it on the wire parameters of every endpoint whose definition
 * creates orders (`orderEntry` `create` or `createBatch`) before signing. It only reads rules already loaded: it
 * never looks a symbol up, so it adds no request and no wait to an order.
 *
 * @since 2.0.0
 * @internal
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type * as Endpoint from "../Endpoint.js"
import type * as Checks from "./checks.js"

/**
 * A rule one order breaks: the order's field and why (`"20000.05 breaks the tickSize rule ..."`).
 *
 * @since 2.0.0
 * @internal
 */
export interface Violation {
  readonly field: string
  readonly detail: string
}

/**
 * The check of one order (its `category` and `symbol` among its fields): the first rule it breaks, by its symbol's
 * rules when they are loaded; none when they are not.
 *
 * @since 2.0.0
 * @internal
 */
export type Check = (order: Readonly<Record<string, unknown>>) => Effect.Effect<Option.Option<Violation>>

/**
 * The check in force, named by the layer that installs it (`InstrumentRules.layer`, whose type names it): none in a
 * context without it, and the executor then checks no order against the rules.
 *
 * @since 2.0.0
 * @internal
 */
export class RulesCheck extends Context.Service<RulesCheck, Check>()("effect-bybit/InstrumentRules/RulesCheck") {}

/**
 * Whether an endpoint's orders are checked against the rules: it creates orders, by its definition.
 *
 * @since 2.0.0
 * @internal
 */
export const checks = (endpoint: Pick<Endpoint.Any, "orderEntry">): boolean =>
  endpoint.orderEntry === "create" || endpoint.orderEntry === "createBatch"

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * The first rule the orders of a call break, as a problem of its parameters: the order itself (`create`), or each
 * order of the batch's `request`, with the batch's `category` (`createBatch`).
 *
 * @since 2.0.0
 * @internal
 */
export const problem = (
  check: Check,
  endpoint: Pick<Endpoint.Any, "orderEntry">,
  wire: Readonly<Record<string, unknown>>
): Effect.Effect<Option.Option<Checks.Problem>> => {
  if (endpoint.orderEntry === "create") {
    return Effect.map(
      check(wire),
      Option.map((v) => ({ path: `params.${v.field}`, detail: v.detail }))
    )
  }
  const items = wire.request
  if (!Array.isArray(items)) return Effect.succeedNone
  const at = (i: number): Effect.Effect<Option.Option<Checks.Problem>> => {
    if (i >= items.length) return Effect.succeedNone
    const item: unknown = items[i]
    if (!isRecord(item)) return at(i + 1)
    return Effect.flatMap(check({ category: wire.category, ...item }), (found) =>
      Option.isSome(found)
        ? Effect.succeed(Option.some({ path: `params.request[${i}].${found.value.field}`, detail: found.value.detail }))
        : at(i + 1)
    )
  }
  return at(0)
}
