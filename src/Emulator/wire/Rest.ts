/**
 * The emulator's REST answers, like the V5 API's (`RestServer` puts them on the wire, with CORS headers on every
 * response but the admin API's and OPTIONS preflights answered, so a browser page can call it): routes by path to the public market
 * handlers (answered from the seeded walk and the order books) and to the exchange's private handlers; the method
 * must be the definition's (404 otherwise, as the exchange answers a path it does not serve for that verb); private
 * requests are authenticated from the raw bytes (`Auth`), rate limited per UID and endpoint group (`RateLimits`,
 * with the three `X-Bapi-Limit*` headers on every private answer) and checked for key permissions; parameters are
 * parsed from the raw query (GET) or the JSON body (POST) and validated with the definition's request schema
 * (10001 "params error: ..."). Answers are V5 envelopes with `time` from the server clock and deterministic bytes.
 * Faults (`Faults`) inject HTTP statuses and retCodes, delay order entry and move the clock; `POST /__admin/<op>`
 * drives them over HTTP, behind the admin door (`Admin`, `AdminGate`: a loopback peer, the token, JSON only).
 *
 * @since 0.1.0
 */

import * as Result from "effect/Result"
import type * as Endpoint from "../../Http/Endpoint.js"
import type { Exchange } from "../Exchange.js"
import type * as Faults from "../Faults.js"
import type * as ReplayStatus from "../market/ReplayStatus.js"
import * as RateLimits from "../RateLimits.js"
import * as Admin from "./Admin.js"
import * as AdminGate from "./AdminGate.js"
import * as Auth from "./Auth.js"
import * as Guards from "./Guards.js"
import { type MarketHandler, marketAnswer, marketHandlers } from "./MarketHandlers.js"
import { definitions, type Violation, validate, withinContract } from "./RestContract.js"
import * as Rights from "./Rights.js"
import * as SuccessMessages from "./SuccessMessages.js"

// The market handlers and the contract lived here first; `Rest` still names them.
export * from "./MarketHandlers.js"
export * from "./RestContract.js"

const queryParams = (rawQuery: string): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const [k, v] of new URLSearchParams(rawQuery)) out[k] = v
  return out
}

// ------------------------------------------------------------------------------------------ the server

/**
 * What the REST server works with.
 *
 * @since 0.1.0
 * @category models
 */
export interface Deps {
  readonly exchange: Exchange
  readonly faults: Faults.Faults
  readonly rateLimits: RateLimits.RateLimits
  /** The server clock (the injected clock plus the fault offset), ms. */
  readonly now: () => number
  /**
   * The clock signed timestamps are checked on (default `now`): during a replay the server clock is the recording's
   * and a bot signs with its own, so the emulator passes the wall clock (plus the fault offset) here.
   */
  readonly signingNow?: (() => number) | undefined
  /** Where contract violations are recorded. */
  readonly violations: Array<Violation>
  /**
   * Answers the pre-V5 families, or `undefined` for other paths; tried after the admin, IP-limit and HTTP-fault
   * checks and before V5 routing. The emulator passes `LegacyRest.respond` (which imports this module).
   */
  readonly legacy?: ((deps: Deps, req: IncomingRequest) => Reply | undefined) | undefined
  /** The open WebSockets, for the `sockets` admin op (none when absent). */
  readonly openSockets?: (() => ReadonlyArray<unknown>) | undefined
  /**
   * Saves the state to the state file, for `POST /__admin/save`: the file and its size, or why it was not written
   * (none, or a failed write).
   */
  readonly save?: Admin.Deps["save"]
  /** A replay's controls, for the `replay` admin route (`ReplayAdmin`; 404 when absent). */
  readonly replay?: ReplayStatus.Control | undefined
  /** The admin API's door (`AdminGate`): its token, and whether peers beyond the loopback are let in. */
  readonly adminGate: AdminGate.Gate
}

/**
 * An HTTP answer before it is written.
 *
 * @since 0.1.0
 * @category models
 */
export interface Reply {
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: string
  /** Delay before writing (order-entry faults), ms. */
  readonly delayMs: number
  /** Never answer (order-entry faults): the client's timeout decides. */
  readonly withhold: boolean
  /** The answer written instead, once it settles (`Admin.Answer.later`). */
  readonly later?: Promise<Reply> | undefined
}

/**
 * What becomes of a request on the wire (`RestServer.settle`, and `EmulatorHandle.answer` without one): an answer to
 * write after `delayMs`, one that comes once its promise settles (a save on request), none (withheld: the client's
 * timeout decides), or a dropped connection (processed, the outcome unknown to the client).
 *
 * @since 2.0.0
 * @category models
 */
export type Settled =
  | { readonly reply: Reply; readonly delayMs: number }
  | { readonly later: Promise<Reply> }
  | "withhold"
  | "drop"

/**
 * When an answer is written: now, later, or never.
 *
 * @since 0.1.0
 * @category models
 */
export interface Timing {
  readonly delayMs: number
  readonly withhold: boolean
}

const immediate: Timing = { delayMs: 0, withhold: false }

const TRADE_PATHS: ReadonlySet<string> = new Set([
  "/v5/order/create",
  "/v5/order/amend",
  "/v5/order/cancel",
  "/v5/order/cancel-all",
  "/v5/order/create-batch",
  "/v5/order/amend-batch",
  "/v5/order/cancel-batch"
])

const BATCH_PATHS: ReadonlyMap<string, "create" | "amend" | "cancel"> = new Map([
  ["/v5/order/create-batch", "create"],
  ["/v5/order/amend-batch", "amend"],
  ["/v5/order/cancel-batch", "cancel"]
] as const)

const JSON_TYPE: Readonly<Record<string, string>> = { "Content-Type": "application/json; charset=utf-8" }
const NO_HEADERS: Readonly<Record<string, string>> = {}

const reply = (
  status: number,
  body: string,
  headers: Readonly<Record<string, string>> = NO_HEADERS,
  timing: Timing = immediate
): Reply => ({
  status,
  // the answers' headers are only read: most share one object (assign: an object spread costs µs here)
  headers: headers === NO_HEADERS ? (JSON_TYPE as Record<string, string>) : Object.assign({}, JSON_TYPE, headers),
  body,
  delayMs: timing.delayMs,
  withhold: timing.withhold
})

const text = (status: number, body: string): Reply => ({
  status,
  headers: { "Content-Type": "text/plain; charset=utf-8" },
  body,
  delayMs: 0,
  withhold: false
})

/**
 * Serialises a V5 envelope (keys in the documented order).
 *
 * @since 0.1.0
 * @category envelope
 */
export const envelope = (
  retCode: number,
  retMsg: string,
  result: unknown,
  time: number,
  retExtInfo: unknown = {},
  top: Record<string, unknown> = {}
): string => {
  const resultJson: string | undefined = JSON.stringify(result)
  const extJson: string | undefined = JSON.stringify(retExtInfo)
  // the common shape written directly: the same bytes as stringifying the object, without building it
  if (resultJson === undefined || extJson === undefined || Object.keys(top).length > 0) {
    return JSON.stringify({ retCode, retMsg, ...top, result, retExtInfo, time })
  }
  return `{"retCode":${JSON.stringify(retCode)},"retMsg":${JSON.stringify(retMsg)},"result":${resultJson},"retExtInfo":${extJson},"time":${JSON.stringify(time)}}`
}

/**
 * A request as read off the socket.
 *
 * @since 0.1.0
 * @category models
 */
export interface IncomingRequest {
  readonly method: string
  readonly url: string
  readonly headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
  readonly body: string
  readonly ip: string
  /**
   * Why the body could not be read as text (it is not UTF-8), if so: a served route answers 10001, an unknown path
   * stays unknown whatever its body.
   */
  readonly unreadable?: string | undefined
}

/** The message of a body that could not be read as text. */
export const unreadableBody = "params error: the body is not valid UTF-8"

/**
 * Runs one admin op in process, behind no door (`Admin.run`): the body is decoded by its Schema and refused with
 * 400 naming the field, as over HTTP.
 *
 * @since 0.1.0
 * @category admin
 */
export const admin = (deps: Deps, op: string, body: unknown): Reply => adminReply(Admin.run(deps, op, body))

// an admin answer as a reply, one that comes later (a save) included
const adminReply = (answered: Admin.Answer): Reply =>
  answered.later === undefined
    ? reply(answered.status, answered.body)
    : { ...reply(answered.status, answered.body), later: answered.later.then(adminReply) }

const CORS_ALLOW_HEADERS = [
  "Content-Type",
  "X-BAPI-API-KEY",
  "X-BAPI-TIMESTAMP",
  "X-BAPI-SIGN",
  "X-BAPI-RECV-WINDOW",
  "X-BAPI-SIGN-TYPE",
  "Referer",
  "X-Referer",
  "cdn-request-id"
].join(", ")

const CORS_EXPOSE_HEADERS = "X-Bapi-Limit, X-Bapi-Limit-Status, X-Bapi-Limit-Reset-Timestamp"

/**
 * The CORS headers sent on every response.
 *
 * @since 0.1.0
 * @category cors
 */
export const corsHeaders = (requestHeaders?: string): Record<string, string> => ({
  "Access-Control-Allow-Origin": "*",
  // DELETE: spot v1 cancellations
  "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": requestHeaders ?? CORS_ALLOW_HEADERS,
  "Access-Control-Expose-Headers": CORS_EXPOSE_HEADERS,
  "Access-Control-Max-Age": "600"
})

const parseBody = (body: string): Record<string, unknown> | undefined => {
  // Depth first: a deeply nested body is refused before JSON.parse builds it.
  if (Guards.depthOf(body) > Guards.maxDepth) return undefined
  try {
    const value: unknown = JSON.parse(body)
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The time a signed request's timestamp is checked against: `signingNow` when given, else the server clock. Every
 * signed REST path (V5 and the legacy families, header- or parameter-signed) reads it here, so a replay moves them
 * all to the wall clock at once.
 *
 * @since 1.1.0
 * @category auth
 */
export const signingTime = (deps: Pick<Deps, "now" | "signingNow">): number => deps.signingNow?.() ?? deps.now()

/**
 * Answers one request (pure apart from the exchange, fault and rate-limit state it reads and changes).
 *
 * @since 0.1.0
 * @category server
 */
export const respond = (deps: Deps, req: IncomingRequest): Reply => {
  const q = req.url.indexOf("?")
  const path = q < 0 ? req.url : req.url.slice(0, q)
  const rawQuery = q < 0 ? "" : req.url.slice(q + 1)

  // the one door of every admin route, before anything else reads the request (see `AdminGate`)
  if (AdminGate.isAdminPath(path)) return adminReply(Admin.respond(deps, req, path, rawQuery))

  const now = deps.now()
  if (!deps.rateLimits.takeIp(req.ip, now)) return text(403, RateLimits.ipLimitMessage)

  const fault = deps.faults.takeHttp(path)
  if (fault !== undefined) {
    return fault.kind === "status"
      ? text(fault.status, fault.status === 403 ? "Forbidden" : `HTTP ${fault.status}`)
      : reply(200, envelope(fault.retCode, fault.retMsg, {}, now))
  }

  const legacy = deps.legacy?.(deps, req)
  if (legacy !== undefined) return legacy

  const definition = definitions.get(path)
  const market = marketHandlers.get(path)
  const isMarket = market !== undefined
  const privateHandler = isMarket ? undefined : deps.exchange.route(path)
  if (!isMarket && privateHandler === undefined) return text(404, "Not Found")
  // A definition fixes the verb; paths the exchange serves without a definition take the verb their params need.
  const method = definition?.method ?? (isMarket ? "GET" : req.method === "POST" ? "POST" : "GET")
  if (req.method !== method) return text(404, "Not Found")
  if (req.unreadable !== undefined) return reply(200, envelope(10001, req.unreadable, {}, now))

  deps.exchange.tick(now)
  // the handlers tick again before they act: within this request that would only repeat the desks' pass
  deps.exchange.holdTicks(now)
  try {
    return answerTicked(deps, req, { path, rawQuery, definition, market, privateHandler, method, now })
  } finally {
    deps.exchange.holdTicks(undefined)
  }
}

/** What `respond` worked out before the clock step, for the rest of the answer. */
interface Routed {
  readonly path: string
  readonly rawQuery: string
  readonly definition: Endpoint.Any | undefined
  readonly market: MarketHandler | undefined
  readonly privateHandler: ReturnType<Exchange["route"]>
  readonly method: Endpoint.Any["method"]
  readonly now: number
}

/** A V5 envelope with an empty result; a code the endpoint does not declare is recorded as a violation. */
const refuse = (
  deps: Deps,
  routed: Routed,
  retCode: number,
  retMsg: string,
  headers: Record<string, string> = {},
  timing = immediate
): Reply => {
  const { definition, path, now } = routed
  if (definition !== undefined && !withinContract(definition, retCode)) {
    deps.violations.push({ path, retCode, retMsg })
  }
  return reply(200, envelope(retCode, retMsg, {}, now), headers, timing)
}

const answerTicked = (deps: Deps, req: IncomingRequest, routed: Routed): Reply => {
  const { path, rawQuery, definition, market, privateHandler, method, now } = routed

  if (market !== undefined) {
    const params = queryParams(rawQuery)
    const tooLong = Guards.oversized(params)
    if (tooLong !== undefined) return refuse(deps, routed, 10001, `params error: ${tooLong} is too long`)
    if (definition !== undefined) {
      const checked = validate(definition.request, params)
      if (Result.isFailure(checked)) return refuse(deps, routed, 10001, checked.failure)
    }
    const result = marketAnswer(market, deps.exchange, params, now)
    if (!result.ok) return refuse(deps, routed, result.retCode, result.retMsg)
    return reply(200, envelope(0, result.retMsg ?? SuccessMessages.of(path), result.value, now, {}, result.top))
  }
  if (privateHandler === undefined) return text(404, "Not Found")

  if (definition?.auth === "public") {
    // a desk's public endpoint: no signature, the same format checks as the market's
    const params = queryParams(rawQuery)
    const tooLong = Guards.oversized(params)
    if (tooLong !== undefined) return refuse(deps, routed, 10001, `params error: ${tooLong} is too long`)
    const checked = validate(definition.request, params)
    if (Result.isFailure(checked)) return refuse(deps, routed, 10001, checked.failure)
    const result = privateHandler({ uid: "", apiKey: "", ip: req.ip }, params, now)
    if (!result.ok) return refuse(deps, routed, result.retCode, result.retMsg)
    return reply(200, envelope(0, SuccessMessages.of(path), result.value, now, result.retExtInfo ?? {}))
  }

  const verdict = Auth.verifyV5(
    { method: req.method, headers: req.headers, rawQuery, rawBody: req.body },
    (key) => deps.exchange.credential(key),
    signingTime(deps)
  )
  if (!verdict.ok) {
    if (verdict.status !== 200) return text(verdict.status, verdict.retMsg)
    return refuse(deps, routed, verdict.retCode, verdict.retMsg)
  }
  const credential = verdict.credential

  let params: Record<string, unknown>
  if (method === "GET") {
    params = queryParams(rawQuery)
  } else {
    const body = parseBody(req.body)
    if (body === undefined) return refuse(deps, routed, 10001, "params error: the body must be a JSON object")
    params = body
  }
  // Format checks before any business rule: a runaway value is refused before anything converts it.
  const tooLong = Guards.oversized(params)
  if (tooLong !== undefined) return refuse(deps, routed, 10001, `params error: ${tooLong} is too long`)
  const notUid = Guards.nonNumericUid(params)
  if (notUid !== undefined) return refuse(deps, routed, 10001, `params error: ${notUid} must be a numeric UID`)
  const category = typeof params.category === "string" ? params.category : undefined
  const group = definition?.rateGroup ?? path.replace(/^\/v\d+\//, "")
  const batchOp = BATCH_PATHS.get(path)
  const items = batchOp !== undefined && Array.isArray(params.request) ? params.request : undefined
  // Batches consume one unit per order (options: one per request).
  const cost = items !== undefined && category !== "option" ? Math.max(1, items.length) : 1
  const budget = deps.rateLimits.take(credential.uid, group, category, method === "GET", now, cost)
  const limitHeaders = RateLimits.headers(budget)
  if (budget.granted === 0) return refuse(deps, routed, 10006, RateLimits.tooManyVisits, limitHeaders)

  // the one check of rights every door asks, keyed by the endpoint's definition
  const refused = Rights.check(
    credential,
    req.ip,
    definition ?? { permission: undefined, masterOnly: false, method, idempotent: method === "GET" },
    params
  )
  if (refused !== undefined) {
    return refuse(deps, routed, refused.retCode, Rights.message("rest", refused), limitHeaders)
  }

  let wire: Record<string, unknown> = params
  if (definition !== undefined) {
    const checked = validate(definition.request, params)
    if (Result.isFailure(checked)) return refuse(deps, routed, 10001, checked.failure, limitHeaders)
    // GET handlers take the query strings as sent; bodies go on with the schema's wire types.
    if (method !== "GET") wire = checked.success
  }

  const isTrade = TRADE_PATHS.has(path)
  const timing: Timing = isTrade
    ? { delayMs: deps.faults.tradeDelayMs, withhold: deps.faults.withholdTrade }
    : immediate
  const caller = { uid: credential.uid, apiKey: credential.apiKey }

  if (batchOp !== undefined && items !== undefined && budget.granted < cost) {
    // Past the remaining budget the excess orders fail one by one, with 10006 in retExtInfo.
    const allowed = items.slice(0, budget.granted)
    const result = deps.exchange.batch(batchOp, caller, { ...wire, request: allowed }, now)
    if (!result.ok) return refuse(deps, routed, result.retCode, result.retMsg, limitHeaders, timing)
    const value = result.value as { list?: ReadonlyArray<unknown> }
    const rejected = items.slice(budget.granted).map((item) => {
      const o = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>
      return {
        category: category ?? "",
        symbol: typeof o.symbol === "string" ? o.symbol : "",
        orderId: "",
        orderLinkId: typeof o.orderLinkId === "string" ? o.orderLinkId : "",
        ...(batchOp === "create" ? { createAt: "" } : {})
      }
    })
    const ext = {
      list: [
        ...(result.retExtInfo?.list ?? []),
        ...rejected.map(() => ({ code: 10006, msg: RateLimits.tooManyVisits }))
      ]
    }
    return reply(
      200,
      envelope(0, SuccessMessages.of(path), { ...value, list: [...(value.list ?? []), ...rejected] }, now, ext),
      limitHeaders,
      timing
    )
  }

  const result = privateHandler(caller, wire, now)
  if (!result.ok) return refuse(deps, routed, result.retCode, result.retMsg, limitHeaders, timing)
  return reply(
    200,
    envelope(0, SuccessMessages.of(path), result.value, now, result.retExtInfo ?? {}),
    limitHeaders,
    timing
  )
}
