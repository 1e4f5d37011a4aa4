/**
 * Checks of what untyped JavaScript can hand the Promise facade: client options, call options and parameters. Each
 * check returns the typed error to reject with, or `undefined`; none of them throws, whatever the input (getters
 * that throw, proxies, cycles, BigInts, symbols).
 *
 * @since 0.2.0
 */
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { type InvalidCredentials, InvalidParameters } from "../Errors/ConfigError.js"
import type * as Endpoint from "../Http/Endpoint.js"
import * as Credentials from "../Layers/credentials/Default.js"
import * as FilePart from "../Schema/FilePart.js"
import { InvalidOptions } from "./Errors.js"

const describe = (value: unknown): string => {
  if (value === null) return "null"
  if (Array.isArray(value)) return "an array"
  const type = typeof value
  return type === "object" ? "an object" : `a ${type}`
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false
  try {
    const proto = Object.getPrototypeOf(value)
    return proto === Object.prototype || proto === null
  } catch {
    // a proxy whose trap throws is no plain object
    return false
  }
}

/** Reads a property without letting a throwing getter or proxy trap escape. */
const read = (target: object, key: string): { readonly ok: true; readonly value: unknown } | { readonly ok: false } => {
  try {
    return { ok: true, value: (target as Record<string, unknown>)[key] }
  } catch {
    return { ok: false }
  }
}

const presets = new Set(["live", "testnet", "demo"])

/**
 * The client options' problem, if any.
 *
 * @since 0.2.0
 * @category checks
 */
export const clientOptions = (options: unknown): InvalidOptions | InvalidCredentials | undefined => {
  const bad = (option: string, detail: string) => new InvalidOptions({ where: "createClient", option, detail })
  if (options === undefined || options === null) return undefined
  if (typeof options !== "object" || Array.isArray(options)) {
    return bad("options", `expected an object, got ${describe(options)}`)
  }
  const field = (key: string) => read(options, key)
  const environment = field("environment")
  if (!environment.ok) return bad("environment", "could not be read")
  const env = environment.value
  if (env !== undefined) {
    if (typeof env === "string") {
      if (!presets.has(env)) return bad("environment", `expected live, testnet, demo or an environment, got "${env}"`)
    } else if (typeof env !== "object" || env === null) {
      return bad("environment", `expected live, testnet, demo or an environment, got ${describe(env)}`)
    } else {
      const rest = read(env, "restUrl")
      if (!rest.ok || typeof rest.value !== "string" || !/^https?:\/\//.test(rest.value)) {
        return bad("environment.restUrl", "expected an http(s) URL")
      }
    }
  }
  // the keys by the one check every door uses: a number, an object or a Redacted wrapped twice is refused with
  // InvalidCredentials (a key without its secret is left to the client's layer: IncompleteCredentials at the call)
  const credentials = Credentials.check(options)
  if (Result.isFailure(credentials) && credentials.failure._tag === "InvalidCredentials") return credentials.failure
  const platform = field("platform")
  if (!platform.ok || (platform.value !== undefined && !Layer.isLayer(platform.value))) {
    return bad("platform", "expected a Layer providing an HttpClient and a Signer")
  }
  for (const key of ["recvWindow"]) {
    const value = field(key)
    if (!value.ok) return bad(key, "could not be read")
    if (value.value !== undefined && !isPositiveInteger(value.value)) {
      return bad(key, `expected a positive integer of milliseconds, got ${show(value.value)}`)
    }
  }
  for (const key of ["timeSync", "keyCheck", "strictParams"]) {
    const value = field(key)
    if (!value.ok) return bad(key, "could not be read")
    const v = value.value
    if (v !== undefined && typeof v !== "boolean" && !(key === "timeSync" && isPlainObject(v))) {
      return bad(key, `expected a boolean, got ${describe(v)}`)
    }
  }
  const budget = field("rateBudget")
  if (!budget.ok) return bad("rateBudget", "could not be read")
  if (budget.value !== undefined && budget.value !== false && !isPlainObject(budget.value)) {
    return bad("rateBudget", `expected false or the budget's options, got ${describe(budget.value)}`)
  }
  const retry = field("retry")
  if (!retry.ok) return bad("retry", "could not be read")
  if (retry.value !== undefined && retry.value !== false && !isPlainObject(retry.value)) {
    return bad("retry", `expected false or the retry policy, got ${describe(retry.value)}`)
  }
  return timeoutProblem("createClient", options)
}

const isPositiveInteger = (value: unknown): boolean =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0

const show = (value: unknown): string =>
  typeof value === "number" || typeof value === "boolean" ? String(value) : describe(value)

/** A timeout is a positive number of milliseconds or a duration text such as "5 seconds". */
const timeoutProblem = (where: string, options: object): InvalidOptions | undefined => {
  const timeout = read(options, "timeout")
  if (!timeout.ok) return new InvalidOptions({ where, option: "timeout", detail: "could not be read" })
  const value = timeout.value
  if (value === undefined) return undefined
  const ok =
    (typeof value === "number" && Number.isFinite(value) && value > 0) ||
    (typeof value === "string" && /^\d+(\.\d+)? (millis|seconds|minutes)$/.test(value))
  return ok
    ? undefined
    : new InvalidOptions({
        where,
        option: "timeout",
        detail: `expected a positive number of milliseconds or a duration such as "5 seconds", got ${show(value)}`
      })
}

/**
 * A call's options: checked and copied (only the known keys go on).
 *
 * @since 0.2.0
 * @category checks
 */
export const callOptions = (
  method: string,
  options: unknown
):
  | { readonly ok: true; readonly signal: AbortSignal | undefined; readonly executor: Record<string, unknown> }
  | { readonly ok: false; readonly error: InvalidOptions } => {
  const bad = (option: string, detail: string) => ({
    ok: false as const,
    error: new InvalidOptions({ where: method, option, detail })
  })
  if (options === undefined || options === null) return { ok: true, signal: undefined, executor: {} }
  if (typeof options !== "object" || Array.isArray(options)) {
    return bad("options", `expected an object, got ${describe(options)}`)
  }
  const signal = read(options, "signal")
  if (!signal.ok) return bad("signal", "could not be read")
  if (signal.value !== undefined && !isAbortSignal(signal.value)) {
    return bad("signal", `expected an AbortSignal, got ${describe(signal.value)}`)
  }
  const recvWindow = read(options, "recvWindow")
  if (!recvWindow.ok) return bad("recvWindow", "could not be read")
  if (recvWindow.value !== undefined && !isPositiveInteger(recvWindow.value)) {
    return bad("recvWindow", `expected a positive integer of milliseconds, got ${show(recvWindow.value)}`)
  }
  const timeout = timeoutProblem(method, options)
  if (timeout !== undefined) return { ok: false, error: timeout }
  const executor: Record<string, unknown> = {}
  if (recvWindow.value !== undefined) executor.recvWindow = recvWindow.value
  const timeoutValue = read(options, "timeout")
  if (timeoutValue.ok && timeoutValue.value !== undefined) executor.timeout = timeoutValue.value
  return { ok: true, signal: signal.value as AbortSignal | undefined, executor }
}

const isAbortSignal = (value: unknown): value is AbortSignal =>
  typeof AbortSignal !== "undefined" && value instanceof AbortSignal

/**
 * Whether every value of a plain object is a string, boolean, `null`/`undefined` or finite number: most calls' case,
 * answered without the walk's allocations (a cycle set, key arrays). Anything else — nesting, a bad value, a getter
 * or trap that throws — says `false`, and the walk names the problem.
 */
const flatAndPlain = (value: Record<string, unknown>): boolean => {
  try {
    for (const key of Object.keys(value)) {
      const v = value[key]
      if (v === undefined || v === null) continue
      const type = typeof v
      if (type === "string" || type === "boolean") continue
      if (type !== "number" || !Number.isFinite(v)) return false
    }
    return true
  } catch {
    return false
  }
}

/**
 * The parameters' problem, if any: they must be plain data — a plain object of strings, finite numbers, booleans,
 * `null`/`undefined`, arrays and plain objects, without cycles. What passes goes on to the endpoint's own schema.
 *
 * @since 0.2.0
 * @category checks
 */
export const params = (endpoint: string, value: unknown): InvalidParameters | undefined => {
  const bad = (path: string, detail: string) => new InvalidParameters({ endpoint, path, detail })
  if (value === undefined || value === null) return undefined
  if (!isPlainObject(value)) return bad("params", `expected an object of parameters, got ${describe(value)}`)
  if (flatAndPlain(value)) return undefined
  const seen = new Set<object>()
  const walk = (node: unknown, path: string, depth: number): InvalidParameters | undefined => {
    if (depth > 8) return bad(path, "nested too deeply")
    switch (typeof node) {
      case "string":
      case "boolean":
      case "undefined":
        return undefined
      case "number":
        return Number.isFinite(node) ? undefined : bad(path, `expected a finite number, got ${node}`)
      case "object": {
        if (node === null) return undefined
        if (seen.has(node)) return bad(path, "refers to itself (a cycle)")
        // file uploads carry bytes, checked by the endpoint's own schema
        if (ArrayBuffer.isView(node) || FilePart.isFilePart(node)) return undefined
        if (!Array.isArray(node) && !isPlainObject(node)) return bad(path, "expected plain data, got an object")
        seen.add(node)
        const keys = Array.isArray(node) ? node.map((_, i) => String(i)) : Object.keys(node)
        for (const key of keys) {
          const child = read(node, key)
          if (!child.ok) return bad(`${path}.${key}`, "could not be read")
          const problem = walk(child.value, Array.isArray(node) ? `${path}[${key}]` : `${path}.${key}`, depth + 1)
          if (problem !== undefined) return problem
        }
        seen.delete(node)
        return undefined
      }
      default:
        return bad(path, `expected plain data, got a ${typeof node}`)
    }
  }
  return walk(value, "params", 0)
}

/**
 * Whether a value handed to `Client.call` is an endpoint definition (its name, method, path and schemas).
 *
 * @since 0.2.0
 * @category checks
 */
export const isEndpoint = (value: unknown): value is Endpoint.Any => {
  try {
    if (typeof value !== "object" || value === null) return false
    const ep = value as Partial<Record<keyof Endpoint.Any, unknown>>
    return (
      typeof ep.name === "string" &&
      typeof ep.method === "string" &&
      typeof ep.path === "string" &&
      ep.path.startsWith("/") &&
      Schema.isSchema(ep.request) &&
      Schema.isSchema(ep.response)
    )
  } catch {
    return false
  }
}

/**
 * The rejection of `Client.call` with something that is not an endpoint definition.
 *
 * @since 0.2.0
 * @category checks
 */
export const notAnEndpoint = (value: unknown): InvalidOptions =>
  new InvalidOptions({
    where: "call",
    option: "endpoint",
    detail: `must be an endpoint definition (e.g. Market.tickers or LegacyEndpoints' entries), got ${describe(value)}`
  })
