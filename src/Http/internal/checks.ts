/**
 * The checks made before anything is sent, beyond what the request schemas check: those every call gets (an empty
 * symbol, a number that is not finite; `genericParams`), those of order entry (its quantities and prices; `params`),
 * and the refusal of a plain `http`/`ws` URL to a host that is not this machine (`insecureUrl`). `Validate`
 * re-exports them; the prepare stage runs them. The public executor uses only the first (`genericParams`), so a
 * bundler leaves the others out of a program on it.
 *
 * @since 1.2.0
 */
import * as Option from "effect/Option"
import type * as Endpoint from "../Endpoint.js"

/**
 * What is wrong, and where: `path` into the parameters (`params.qty`, `params.request[2].price`) and a plain detail.
 *
 * @since 0.1.0
 * @category models
 */
export interface Problem {
  readonly path: string
  readonly detail: string
}

/** Whether the check has anything to look at in a value: a number that is not finite, or an array or object. */
const worthVisiting = (value: unknown): boolean =>
  typeof value === "object" ? value !== null : typeof value === "number" && !Number.isFinite(value)

// Bybit's deepest parameters (a batch's list of orders) are three levels down: a deeper value is refused by name
// rather than walked, so untyped input nested thousands deep cannot overflow the stack.
const maxDepth = 16

// Every call's parameters pass here: a nested path is built only for a value worth visiting (most are strings).
const genericProblem = (value: unknown, path: string, depth = 0): Option.Option<Problem> => {
  if (depth > maxDepth) return Option.some({ path, detail: `nested more than ${maxDepth} levels deep` })
  if (typeof value === "number") {
    return Number.isFinite(value) ? Option.none() : Option.some({ path, detail: `expected a number, got ${value}` })
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i]
      if (!worthVisiting(item)) continue
      const problem = genericProblem(item, `${path}[${i}]`, depth + 1)
      if (Option.isSome(problem)) return problem
    }
    return Option.none()
  }
  if (typeof value === "object" && value !== null) {
    const record = value as Readonly<Record<string, unknown>>
    for (const key of Object.keys(record)) {
      const inner = record[key]
      if (key === "symbol" && typeof inner === "string" && inner.trim() === "") {
        return Option.some({ path: `${path}.symbol`, detail: "symbol must not be empty" })
      }
      if (!worthVisiting(inner)) continue
      const problem = genericProblem(inner, `${path}.${key}`, depth + 1)
      if (Option.isSome(problem)) return problem
    }
  }
  return Option.none()
}

/**
 * Whether an endpoint places or changes orders (its quantities and prices are then checked): what its definition
 * says (`orderEntry`), never its path.
 *
 * @since 0.1.0
 * @category predicates
 */
export const isOrderEntry = (endpoint: Pick<Endpoint.Any, "orderEntry">): boolean => endpoint.orderEntry !== undefined

/**
 * The first problem of a call's parameters that every endpoint checks, if any: an empty symbol, a number that is
 * not finite. What {@link params} finds for an endpoint that enters no orders (all public ones): the executor of
 * `Bybit.layerPublic` checks this alone, and carries no order checks.
 *
 * @since 1.0.0
 * @category checks
 */
export const genericParams = (
  _endpoint: Pick<Endpoint.Any, "orderEntry">,
  input: Readonly<Record<string, unknown>>
): Option.Option<Problem> => genericProblem(input, "params")

const loopbackHosts: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "::1", "[::1]"])

/**
 * Whether a host name is this machine (`localhost`, `127.0.0.0/8`, `::1`).
 *
 * @since 0.1.0
 * @category predicates
 */
export const isLoopback = (host: string): boolean => loopbackHosts.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host)

/**
 * Why a URL is refused, if it is: plain `http`/`ws` is only allowed to a loopback host (the emulator); every other
 * host must be `https`/`wss`, or the signed requests and the key would travel in clear text.
 *
 * @since 0.1.0
 * @category checks
 */
export const insecureUrl = (url: string): Option.Option<string> => {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return Option.some(`${url} is not a URL`)
  }
  const plain = parsed.protocol === "http:" || parsed.protocol === "ws:"
  if (!plain) return Option.none()
  if (isLoopback(parsed.hostname)) return Option.none()
  const secure = parsed.protocol === "http:" ? "https" : "wss"
  return Option.some(
    `refused to use ${parsed.protocol}//${parsed.host}: a remote host must be reached over ${secure} (plain ${parsed.protocol.slice(0, -1)} is only allowed to a loopback host)`
  )
}

// The checks of order entry: the quantities and prices of an order, or of each order of a batch (only an executor
// that takes credentials installs them)
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
