/**
 * The checks every call gets before anything is sent: an empty symbol, a `NaN` or infinite number anywhere, and a
 * plain `http`/`ws` URL to a host that is not this machine. Re-exported by `Validate`.
 *
 * @since 0.1.0
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

// Every call's parameters pass here: a nested path is built only for a value worth visiting (most are strings).
const genericProblem = (value: unknown, path: string): Option.Option<Problem> => {
  if (typeof value === "number") {
    return Number.isFinite(value) ? Option.none() : Option.some({ path, detail: `expected a number, got ${value}` })
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i]
      if (!worthVisiting(item)) continue
      const problem = genericProblem(item, `${path}[${i}]`)
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
      const problem = genericProblem(inner, `${path}.${key}`)
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
