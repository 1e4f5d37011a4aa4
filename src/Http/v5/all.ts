/**
 * Every V5 endpoint definition in one place, grouped by family (the modules of the V5 barrel, each listing its
 * definitions in its `endpoints` array). The reference tables, the surface check and the contract test read this;
 * client code imports the family modules instead, so bundlers keep only what is used.
 *
 * @since 0.1.0
 */
import type * as Endpoint from "../Endpoint.js"
import * as V5 from "./index.js"

/**
 * One family: a module of the V5 barrel and the definitions it lists.
 *
 * @since 0.1.0
 * @category models
 */
export interface Family {
  /** The module's name in the barrel, e.g. `Market`. */
  readonly name: string
  readonly endpoints: ReadonlyArray<Endpoint.Any>
}

const listed = (module: object): ReadonlyArray<Endpoint.Any> => {
  const endpoints: unknown = "endpoints" in module ? module.endpoints : undefined
  return Array.isArray(endpoints) ? (endpoints as ReadonlyArray<Endpoint.Any>) : []
}

/**
 * Every family, sorted by name.
 *
 * @since 0.1.0
 * @category registry
 */
export const families: ReadonlyArray<Family> = Object.entries(V5 as Readonly<Record<string, object>>)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([name, module]) => ({ name, endpoints: listed(module) }))

/**
 * Every definition, family by family.
 *
 * @since 0.1.0
 * @category registry
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = families.flatMap((family) => family.endpoints)

/**
 * The key of a definition: method and path, e.g. `GET /v5/market/time`.
 *
 * @since 0.1.0
 * @category registry
 */
export const key = (endpoint: Pick<Endpoint.Any, "method" | "path">): string => `${endpoint.method} ${endpoint.path}`

// Made on the first `find` (the emulator's and the Promise client's routing): ~450 keys built at import cost heap in
// every program (docs/BENCHMARKS.md, "Figures quoted from code")
let byKey: ReadonlyMap<string, Endpoint.Any> | undefined

/**
 * The definition of a method and path, if there is one.
 *
 * @since 0.1.0
 * @category registry
 */
export const find = (method: Endpoint.Method, path: string): Endpoint.Any | undefined => {
  byKey ??= new Map(endpoints.map((endpoint) => [key(endpoint), endpoint]))
  return byKey.get(key({ method, path }))
}

/**
 * Whether a value is an endpoint definition (what `Endpoint.make` returns).
 *
 * @since 0.1.0
 * @category guards
 */
export const isEndpoint = (value: unknown): value is Endpoint.Any =>
  typeof value === "object" &&
  value !== null &&
  "path" in value &&
  typeof value.path === "string" &&
  "method" in value &&
  "request" in value &&
  "response" in value &&
  "rateGroup" in value
