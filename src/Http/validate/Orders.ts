/**
 * The checks of order entry: the quantities and prices of an order, or of each order of a batch. Only an executor
 * that takes credentials installs them. Re-exported by `Validate`.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import type * as Endpoint from "../Endpoint.js"
import { genericParams, type Problem } from "./Common.js"

const decimal = /^-?\d+(\.\d+)?$/

/** Prices that must be above zero (a market order may send "0"); the others may be "0" (clears a TP/SL). */
const nonNegativeFields = ["triggerPrice", "takeProfit", "stopLoss", "tpLimitPrice", "slLimitPrice"] as const

const describe = (value: unknown): string => (typeof value === "string" ? JSON.stringify(value) : String(value))

// `prefix` and `name` are joined into the problem's path only when there is a problem (this runs on every order)
const numberProblem = (prefix: string, name: string, value: unknown, positive: boolean): Option.Option<Problem> => {
  if (value === undefined) return Option.none()
  if (typeof value === "number") {
    if (!Number.isFinite(value))
      return Option.some({ path: `${prefix}.${name}`, detail: `expected a number, got ${value}` })
    return (positive ? value > 0 : value >= 0)
      ? Option.none()
      : Option.some({
          path: `${prefix}.${name}`,
          detail: `must be ${positive ? "above zero" : "zero or more"}, got ${value}`
        })
  }
  if (typeof value !== "string" || !decimal.test(value)) {
    return Option.some({
      path: `${prefix}.${name}`,
      detail: `expected a decimal string such as "0.01", got ${describe(value)}`
    })
  }
  const n = Number(value)
  return (positive ? n > 0 : n >= 0)
    ? Option.none()
    : Option.some({
        path: `${prefix}.${name}`,
        detail: `must be ${positive ? "above zero" : "zero or more"}, got ${describe(value)}`
      })
}

/** Order fields of one order (a single order, or one item of a batch). */
const orderProblem = (order: Readonly<Record<string, unknown>>, prefix: string): Option.Option<Problem> => {
  // qty "0" with reduceOnly + closeOnTrigger closes the whole position
  const closeAll = order.qty === "0" && order.reduceOnly === true && order.closeOnTrigger === true
  const qty = closeAll ? Option.none() : numberProblem(prefix, "qty", order.qty, true)
  if (Option.isSome(qty)) return qty
  const price = numberProblem(prefix, "price", order.price, order.orderType !== "Market")
  if (Option.isSome(price)) return price
  for (const name of nonNegativeFields) {
    const problem = numberProblem(prefix, name, order[name], false)
    if (Option.isSome(problem)) return problem
  }
  return Option.none()
}

/**
 * The first problem of a call's parameters (before encoding), if any: for every endpoint, an empty symbol and a
 * number that is not finite; for order entry (by its definition's `orderEntry`), the quantities and prices of its
 * order, or of each order of a batch's `request`.
 *
 * @since 0.1.0
 * @category checks
 */
export const params = (
  endpoint: Pick<Endpoint.Any, "orderEntry">,
  input: Readonly<Record<string, unknown>>
): Option.Option<Problem> => {
  const generic = genericParams(endpoint, input)
  const entry = endpoint.orderEntry
  if (Option.isSome(generic) || entry === undefined) return generic
  if (entry === "create" || entry === "amend") return orderProblem(input, "params")
  const items = input.request
  if (Array.isArray(items)) {
    for (let i = 0; i < items.length; i++) {
      const item: unknown = items[i]
      if (typeof item === "object" && item !== null) {
        const problem = orderProblem(item as Readonly<Record<string, unknown>>, `params.request[${i}]`)
        if (Option.isSome(problem)) return problem
      }
    }
  }
  return Option.none()
}
