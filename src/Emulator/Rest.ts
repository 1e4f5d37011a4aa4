/**
 * The emulator's REST server: a `node:http` request handler that answers like the V5 API. CORS headers on every
 * response (and OPTIONS preflights) so a browser page can call it; routes by path to the public market handlers
 * (answered from the seeded walk and the order books) and to the exchange's private handlers; the method must be
 * the definition's (404 otherwise, as the exchange answers a path it does not serve for that verb); private
 * requests are authenticated from the raw bytes (`Auth`), rate limited per UID and endpoint group (`RateLimits`,
 * with the three `X-Bapi-Limit*` headers on every private answer) and checked for key permissions; parameters are
 * parsed from the raw query (GET) or the JSON body (POST) and validated with the definition's request schema
 * (10001 "params error: ..."). Answers are V5 envelopes with `time` from the server clock and deterministic bytes.
 * Faults (`Faults`) inject HTTP statuses and retCodes, delay order entry and move the clock; `POST /__admin/<op>`
 * drives them over HTTP.
 *
 * @since 0.1.0
 */
import type * as http from "node:http"
import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import * as Catalogue from "../Errors/Catalogue.js"
import * as Classify from "../Errors/Classify.js"
import type * as Endpoint from "../Http/Endpoint.js"
import * as Affiliate from "../Http/v5/Affiliate.js"
import * as Asset from "../Http/v5/Asset.js"
import * as V5 from "../Http/v5/index.js"
import * as Market from "../Http/v5/Market.js"
import * as User from "../Http/v5/User.js"
import * as Auth from "./Auth.js"
import type { AccountType, Exchange } from "./Exchange.js"
import * as Faults from "./Faults.js"
import * as Guards from "./Guards.js"
import type { Category, Instrument } from "./Instruments.js"
import * as Instruments from "./Instruments.js"
import type { KlineInterval, KlineKind, StatPeriod, Window } from "./MarketData.js"
import { klineIntervals } from "./MarketData.js"
import * as MarketExtras from "./MarketExtras.js"
import * as RateLimits from "./RateLimits.js"
import { fullDepth } from "./WsProtocol.js"

// ------------------------------------------------------------------------------------------ market handlers

/**
 * A market answer: the `result`, with the extra top-level envelope fields some endpoints have
 * (historical-volatility puts `category` beside `result`), or a V5 error.
 *
 * @since 0.1.0
 * @category models
 */
export type MarketAnswer =
  | { readonly ok: true; readonly value: unknown; readonly retMsg?: string; readonly top?: Record<string, unknown> }
  | { readonly ok: false; readonly retCode: number; readonly retMsg: string }

/**
 * A market handler: query parameters (strings) and the server time.
 *
 * @since 0.1.0
 * @category models
 */
export type MarketHandler = (exchange: Exchange, params: Readonly<Record<string, string>>, now: number) => MarketAnswer

class ParamError {
  constructor(readonly message: string) {}
}

const paramsError = (message: string): never => {
  throw new ParamError(message)
}

const categories: ReadonlyArray<Category> = ["spot", "linear", "inverse", "option"]

const category = (
  params: Readonly<Record<string, string>>,
  allowed: ReadonlyArray<Category> = categories,
  fallback?: Category
): Category => {
  const value = params.category ?? fallback
  if (value === undefined) return paramsError("category is required")
  const found = allowed.find((c) => c === value)
  return found ?? paramsError(`category ${value} is not supported`)
}

const required = (params: Readonly<Record<string, string>>, key: string): string => {
  const value = params[key]
  return value === undefined || value === "" ? paramsError(`${key} is required`) : value
}

const integer = (
  params: Readonly<Record<string, string>>,
  key: string,
  range?: readonly [number, number]
): number | undefined => {
  const text = params[key]
  if (text === undefined || text === "") return undefined
  if (!/^-?\d+$/.test(text)) return paramsError(`${key} must be an integer`)
  const n = Number(text)
  if (range !== undefined && (n < range[0] || n > range[1])) {
    return paramsError(`${key} must be between ${range[0]} and ${range[1]}`)
  }
  return n
}

const instrument = (cat: Category, symbol: string): Instrument =>
  Instruments.find(cat, symbol) ?? paramsError(`symbol invalid: ${symbol}`)

// Times are milliseconds since the epoch: never negative.
const TIME_RANGE = [0, Number.MAX_SAFE_INTEGER] as const

const DAY_MS = 86_400_000

const window = (
  params: Readonly<Record<string, string>>,
  limitRange: readonly [number, number],
  start = "startTime"
) => {
  const w: { startTime?: number; endTime?: number; limit?: number } = {}
  const s = integer(params, start, TIME_RANGE)
  const e = integer(params, start === "startTime" ? "endTime" : "end", TIME_RANGE)
  if (s !== undefined && e !== undefined && s > e) return paramsError(`${start} must not be after the end time`)
  // The cursor of the history endpoints is the newest time of the next page, exclusive.
  const cursor = params.cursor === undefined || params.cursor === "" ? undefined : Number(params.cursor)
  if (cursor !== undefined && !Number.isFinite(cursor)) return paramsError("cursor invalid")
  const l = integer(params, "limit", limitRange)
  if (s !== undefined) w.startTime = s
  if (e !== undefined || cursor !== undefined)
    w.endTime = Math.min(e ?? Number.POSITIVE_INFINITY, (cursor ?? Infinity) - 1)
  if (l !== undefined) w.limit = l
  return w
}

const pageCursor = <A>(list: ReadonlyArray<A>, limit: number, time: (a: A) => string): string => {
  const last = list[list.length - 1]
  return list.length >= limit && last !== undefined ? time(last) : ""
}

const statPeriods: ReadonlyArray<StatPeriod> = ["5min", "15min", "30min", "1h", "4h", "1d"]

const statPeriod = (text: string): StatPeriod =>
  statPeriods.find((p) => p === text) ?? paramsError(`period invalid: ${text}`)

const interval = (text: string): KlineInterval =>
  klineIntervals.find((i) => i === text) ?? paramsError(`interval invalid: ${text}`)

const time: MarketHandler = (exchange, _params, now) => ({ ok: true, value: exchange.market.serverTime(now) })

const instrumentsInfo: MarketHandler = (_exchange, params) => {
  const cat = category(params)
  const limit = integer(params, "limit", [1, 1000]) ?? 500
  const offset = params.cursor === undefined || params.cursor === "" ? 0 : Number(params.cursor)
  if (!Number.isInteger(offset) || offset < 0) return paramsError("cursor invalid")
  const status = params.status
  const all = Instruments.byCategory(cat).filter(
    (i) =>
      (params.symbol === undefined || i.symbol === params.symbol) &&
      (params.baseCoin === undefined || i.baseCoin === params.baseCoin) &&
      (status === undefined ? cat === "option" || i.info.status === "Trading" : i.info.status === status)
  )
  if (cat === "spot") return { ok: true, value: { category: cat, list: all.map((i) => i.info), nextPageCursor: "" } }
  const page = all.slice(offset, offset + limit)
  const next = offset + limit < all.length ? String(offset + limit) : ""
  return { ok: true, value: { category: cat, list: page.map((i) => i.info), nextPageCursor: next } }
}

const fullBook = (exchange: Exchange, cat: Category, symbol: string, now: number) => {
  exchange.tick(now)
  return exchange.feed(cat, symbol, fullDepth)?.snapshot()
}

const book =
  (full: boolean): MarketHandler =>
  (exchange, params, now) => {
    const cat = category(params)
    const symbol = required(params, "symbol")
    instrument(cat, symbol)
    const max = cat === "option" ? 25 : 1000
    const fallback = cat === "option" || cat === "spot" ? 1 : 25
    const limit = full ? 1000 : (integer(params, "limit", [1, max]) ?? fallback)
    // full_orderbook seeds the delta-only `orderbook.full` topic: answer from the same feed so `u` lines up
    const message = full ? fullBook(exchange, cat, symbol, now) : exchange.orderbook(cat, symbol, limit, now)
    if (message === undefined) return paramsError(`symbol invalid: ${symbol}`)
    return {
      ok: true,
      value: { s: message.s, b: message.b, a: message.a, ts: now, u: message.u, seq: message.seq, cts: now }
    }
  }

const tickers: MarketHandler = (exchange, params, now) => {
  const cat = category(params)
  if (cat === "option" && params.symbol === undefined && params.baseCoin === undefined) {
    return paramsError("symbol or baseCoin is required for options")
  }
  if (params.symbol !== undefined) instrument(cat, params.symbol)
  const list = Instruments.byCategory(cat)
    .filter(
      (i) =>
        (params.symbol === undefined || i.symbol === params.symbol) &&
        (params.baseCoin === undefined || i.baseCoin === params.baseCoin) &&
        (params.expDate === undefined || i.symbol.split("-")[1] === params.expDate)
    )
    .map((i) => exchange.market.ticker(i, now))
  return { ok: true, value: { category: cat, list } }
}

const kline =
  (kind: KlineKind): MarketHandler =>
  (exchange, params, now) => {
    const cat = category(params, kind === "trade" ? ["spot", "linear", "inverse"] : ["linear", "inverse"], "linear")
    const symbol = required(params, "symbol")
    const i = instrument(cat, symbol)
    const iv = interval(required(params, "interval"))
    const limit = integer(params, "limit", [1, 1000]) ?? 200
    const start = integer(params, "start", TIME_RANGE)
    const end = integer(params, "end", TIME_RANGE)
    const list = exchange.market.klines(i, kind, iv, { start, end, limit }, now)
    return { ok: true, value: { category: cat, symbol, list } }
  }

const recentTrade: MarketHandler = (exchange, params, now) => {
  const cat = category(params)
  const limit = integer(params, "limit", cat === "spot" ? [1, 60] : [1, 1000]) ?? (cat === "spot" ? 60 : 500)
  const symbol = params.symbol
  if (cat !== "option" && symbol === undefined) return paramsError("symbol is required")
  if (cat === "option" && symbol === undefined && params.baseCoin === undefined) {
    return paramsError("symbol or baseCoin is required for options")
  }
  const chosen =
    symbol !== undefined
      ? [instrument(cat, symbol)]
      : Instruments.byCategory(cat).filter(
          (i) =>
            i.baseCoin === params.baseCoin && (params.optionType === undefined || i.optionsType === params.optionType)
        )
  const list = chosen
    .flatMap((i) => exchange.market.recentTrades(i, now, limit))
    .sort((a, b) => Number(b.time) - Number(a.time) || (a.execId < b.execId ? -1 : a.execId > b.execId ? 1 : 0))
    .slice(0, limit)
  return { ok: true, value: { category: cat, list } }
}

const openInterest: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["linear", "inverse"])
  const symbol = required(params, "symbol")
  const i = instrument(cat, symbol)
  const period = statPeriod(required(params, "intervalTime"))
  const w: Window = window(params, [1, 200])
  const limit = w.limit ?? 50
  const list = exchange.market.openInterest(i, period, w, now)
  return {
    ok: true,
    value: { symbol, category: cat, list, nextPageCursor: pageCursor(list, limit, (x) => x.timestamp) }
  }
}

const fundingHistory: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["linear", "inverse"])
  const i = instrument(cat, required(params, "symbol"))
  const w: Window = window(params, [1, 200])
  return { ok: true, value: { category: cat, list: exchange.market.fundingHistory(i, w, now) } }
}

const historicalVolatility: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["option"])
  const baseCoin = params.baseCoin ?? "BTC"
  const period = integer(params, "period") ?? 7
  if (![7, 14, 21, 30, 60, 90, 180, 270].includes(period)) return paramsError(`period invalid: ${period}`)
  const w: Window = window(params, [1, 1000])
  // startTime and endTime come as a pair, at most 30 days apart, within the last two years.
  if ((params.startTime === undefined) !== (params.endTime === undefined)) {
    return paramsError("startTime and endTime must be passed together")
  }
  if (w.startTime !== undefined && w.endTime !== undefined) {
    if (w.endTime - w.startTime > 30 * DAY_MS) return paramsError("endTime - startTime must not exceed 30 days")
    if (w.startTime < now - 730 * DAY_MS) return paramsError("startTime must be within the last 2 years")
  }
  const list = exchange.market.historicalVolatility(baseCoin, period, w, now)
  return { ok: true, value: list, retMsg: "SUCCESS", top: { category: cat } }
}

const insurance: MarketHandler = (exchange, params, now) => ({
  ok: true,
  value: exchange.market.insurance(params.coin, now)
})

const riskLimit: MarketHandler = (exchange, params) => {
  const cat = category(params, ["linear", "inverse"])
  const chosen = params.symbol !== undefined ? [instrument(cat, params.symbol)] : Instruments.byCategory(cat)
  const list = chosen.flatMap((i) => exchange.market.riskLimits(i))
  return { ok: true, value: { category: cat, list, nextPageCursor: "" } }
}

const deliveryPrice: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["linear", "inverse", "option"])
  const limit = integer(params, "limit", [1, 200]) ?? 50
  const list = exchange.market.deliveryPrices(cat, { symbol: params.symbol, baseCoin: params.baseCoin, limit }, now)
  return { ok: true, value: { category: cat, list, nextPageCursor: "" } }
}

const accountRatio: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["linear", "inverse"])
  const i = instrument(cat, required(params, "symbol"))
  const period = statPeriod(required(params, "period"))
  const w: Window = window(params, [1, 500])
  const limit = w.limit ?? 50
  const list = exchange.market.accountRatio(i, period, w, now)
  return { ok: true, value: { list, nextPageCursor: pageCursor(list, limit, (x) => x.timestamp) } }
}

const priceLimit: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["spot", "linear", "inverse"], "linear")
  const i = instrument(cat, required(params, "symbol"))
  return { ok: true, value: MarketExtras.priceLimit(exchange.market, i, now) }
}

const indexPriceComponents: MarketHandler = (exchange, params, now) => {
  const name = required(params, "indexName")
  const i = MarketExtras.indexInstrument(name) ?? paramsError(`symbol invalid: ${name}`)
  return { ok: true, value: MarketExtras.indexComponents(exchange.market, i, now) }
}

const feeGroupInfo: MarketHandler = (_exchange, params) => {
  if (required(params, "productType") !== "contract") return paramsError("productType must be contract")
  integer(params, "groupId", [1, 1_000_000])
  return { ok: true, value: { list: MarketExtras.feeGroups(params.groupId) } }
}

const newDeliveryPrice: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["option"])
  const baseCoin = required(params, "baseCoin")
  if (!MarketExtras.optionCoins.includes(baseCoin)) return paramsError(`baseCoin invalid: ${baseCoin}`)
  // The emulator's options settle in USDC: another settle coin has no settlements.
  const settle = params.settleCoin
  const list = settle === undefined || settle === "USDC" ? MarketExtras.settlements(exchange.market, baseCoin, now) : []
  return { ok: true, value: { category: cat, list } }
}

const adlAlert: MarketHandler = (exchange, params, now) => {
  const symbol = params.symbol
  const chosen =
    symbol === undefined || symbol === ""
      ? [...Instruments.byCategory("linear"), ...Instruments.byCategory("inverse")]
      : [Instruments.find("linear", symbol) ?? instrument("inverse", symbol)]
  return { ok: true, value: MarketExtras.adlAlerts(exchange.market, chosen, now) }
}

const rpiOrderbook: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["spot", "linear", "inverse"], "linear")
  const symbol = required(params, "symbol")
  const i = instrument(cat, symbol)
  const limit = integer(params, "limit", [1, 50]) ?? paramsError("limit is required")
  const message = exchange.orderbook(cat, symbol, limit, now) ?? paramsError(`symbol invalid: ${symbol}`)
  const rpi = MarketExtras.rpiBook(i, message)
  return { ok: true, value: { s: rpi.s, b: rpi.b, a: rpi.a, ts: now, u: rpi.u, seq: rpi.seq, cts: now } }
}

/**
 * Every market path the emulator answers, with its handler.
 *
 * @since 0.1.0
 * @category routing
 */
export const marketHandlers: ReadonlyMap<string, MarketHandler> = new Map<string, MarketHandler>([
  [Market.time.path, time],
  [Market.instrumentsInfo.path, instrumentsInfo],
  [Market.orderbook.path, book(false)],
  [Market.fullOrderbook.path, book(true)],
  [Market.tickers.path, tickers],
  [Market.kline.path, kline("trade")],
  [Market.markPriceKline.path, kline("mark")],
  [Market.indexPriceKline.path, kline("index")],
  [Market.premiumIndexPriceKline.path, kline("premium")],
  [Market.recentTrade.path, recentTrade],
  [Market.openInterest.path, openInterest],
  [Market.fundingHistory.path, fundingHistory],
  [Market.historicalVolatility.path, historicalVolatility],
  [Market.insurance.path, insurance],
  [Market.riskLimit.path, riskLimit],
  [Market.deliveryPrice.path, deliveryPrice],
  [Market.accountRatio.path, accountRatio],
  [Market.priceLimit.path, priceLimit],
  [Market.indexPriceComponents.path, indexPriceComponents],
  [Market.feeGroupInfo.path, feeGroupInfo],
  [Market.newDeliveryPrice.path, newDeliveryPrice],
  [Market.adlAlert.path, adlAlert],
  [Market.rpiOrderbook.path, rpiOrderbook]
])

/**
 * Runs a market handler, turning a parameter problem into retCode 10001 "params error: ...".
 *
 * @since 0.1.0
 * @category routing
 */
export const marketAnswer = (
  handler: MarketHandler,
  exchange: Exchange,
  params: Readonly<Record<string, string>>,
  now: number
): MarketAnswer => {
  try {
    return handler(exchange, params, now)
  } catch (e) {
    if (e instanceof ParamError) return { ok: false, retCode: 10001, retMsg: `params error: ${e.message}` }
    throw e
  }
}

// ------------------------------------------------------------------------------------------ endpoint registry

/**
 * Every V5 endpoint definition of the library, by path.
 *
 * @since 0.1.0
 * @category routing
 */
export const definitions: ReadonlyMap<string, Endpoint.Any> = (() => {
  const isEndpoint = (value: unknown): value is Endpoint.Any =>
    typeof value === "object" &&
    value !== null &&
    "path" in value &&
    typeof value.path === "string" &&
    "method" in value &&
    "request" in value &&
    "rateGroup" in value
  const byPath = new Map<string, Endpoint.Any>()
  // Every definition a module exports, whether or not it is listed in the module's `endpoints`.
  const modules = [...Object.values(V5), Asset, User, Affiliate] as ReadonlyArray<Readonly<Record<string, unknown>>>
  for (const module of modules) {
    for (const value of Object.values(module)) {
      if (isEndpoint(value) && !byPath.has(value.path)) byPath.set(value.path, value)
    }
  }
  return byPath
})()

/**
 * The retCodes an endpoint may answer with: success, its declared catalogue errors and the codes the client reads
 * by their tags on every endpoint (`Classify.common`, and `Classify.signed` for private endpoints).
 *
 * @since 0.1.0
 * @category contract
 */
export const allowedCodes = (endpoint: Pick<Endpoint.Any, "errors" | "auth">): ReadonlySet<number> => {
  const codes = new Set<number>([0])
  const isPrivate = endpoint.auth === "private"
  for (const [code, cls] of Catalogue.rest) if (Classify.isDeclared(cls, endpoint.errors, isPrivate)) codes.add(code)
  return codes
}

/**
 * Whether an answer's retCode is inside the endpoint's contract.
 *
 * @since 0.1.0
 * @category contract
 */
export const withinContract = (endpoint: Pick<Endpoint.Any, "errors" | "auth">, retCode: number): boolean => {
  // one lookup per answer, the rule `allowedCodes` lists (not the whole catalogue walked for every refusal)
  if (retCode === 0) return true
  const known = Catalogue.lookup("rest", retCode)
  return known !== undefined && Classify.isDeclared(known, endpoint.errors, endpoint.auth === "private")
}

/**
 * An answer outside the contract (a retCode the definition does not declare), or a handler that threw.
 *
 * @since 0.1.0
 * @category contract
 */
export interface Violation {
  readonly path: string
  readonly retCode: number
  readonly retMsg: string
}

// ------------------------------------------------------------------------------------------ parameters

interface Accepts {
  string: boolean
  number: boolean
  boolean: boolean
  element: SchemaAST.AST | undefined
  fields: ReadonlyMap<string, SchemaAST.AST> | undefined
}

const classify = (ast: SchemaAST.AST, into: Accepts, depth = 0): void => {
  if (depth > 20) return
  switch (ast._tag) {
    case "StringKeyword":
    case "TemplateLiteral":
      into.string = true
      return
    case "NumberKeyword":
      into.number = true
      return
    case "BooleanKeyword":
      into.boolean = true
      return
    case "Literal":
      if (typeof ast.literal === "string") into.string = true
      else if (typeof ast.literal === "number") into.number = true
      else if (typeof ast.literal === "boolean") into.boolean = true
      return
    case "Enums":
      for (const [, v] of ast.enums) {
        if (typeof v === "string") into.string = true
        else into.number = true
      }
      return
    case "Union":
      for (const t of ast.types) classify(t, into, depth + 1)
      return
    case "Refinement":
      classify(ast.from, into, depth + 1)
      return
    case "Transformation":
      classify(ast.from, into, depth + 1)
      return
    case "Suspend":
      classify(ast.f(), into, depth + 1)
      return
    case "TupleType": {
      const rest = ast.rest[0]
      if (rest !== undefined) into.element = rest.type
      return
    }
    case "TypeLiteral":
      into.fields = new Map(ast.propertySignatures.map((p) => [String(p.name), p.type] as const))
      return
    default:
      return
  }
}

// Request schemas are built once: what each node accepts is computed once.
const accepted = new WeakMap<SchemaAST.AST, Accepts>()

const accepts = (ast: SchemaAST.AST): Accepts => {
  const known = accepted.get(ast)
  if (known !== undefined) return known
  const a: Accepts = { string: false, number: false, boolean: false, element: undefined, fields: undefined }
  classify(ast, a)
  accepted.set(ast, a)
  return a
}

const NUMERIC = /^-?\d+(\.\d+)?$/

// Each request schema's encoded side and decoder, built on first use.
const validators = new WeakMap<
  Schema.Schema.AnyNoContext,
  {
    readonly encoded: SchemaAST.AST
    readonly decode: (u: unknown) => Either.Either<unknown, ParseResult.ParseError>
  }
>()

/**
 * Converts wire values to the types the request schema's encoded side takes: query strings into numbers and
 * booleans where the schema wants them; in JSON bodies numbers sent for string fields (and the reverse), as
 * clients differ in how they type `qty`, `price` or `positionIdx`.
 */
const coerce = (value: unknown, ast: SchemaAST.AST): unknown => {
  const a = accepts(ast)
  if (typeof value === "string") {
    if (a.string || value === "") return value
    if (a.number && NUMERIC.test(value)) return Number(value)
    if (a.boolean && (value === "true" || value === "false")) return value === "true"
    return value
  }
  if (typeof value === "number") return !a.number && a.string ? String(value) : value
  if (typeof value === "boolean") return !a.boolean && a.string ? String(value) : value
  if (Array.isArray(value)) {
    const element = a.element
    return element === undefined ? value : value.map((v) => coerce(v, element))
  }
  if (typeof value === "object" && value !== null && a.fields !== undefined) {
    const fields = a.fields
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      const field = fields.get(k)
      out[k] = field === undefined ? v : coerce(v, field)
    }
    return out
  }
  return value
}

const issuePath = (path: ReadonlyArray<PropertyKey>): string =>
  path.reduce<string>(
    (acc, key) => (typeof key === "number" ? `${acc}[${key}]` : acc === "" ? String(key) : `${acc}.${String(key)}`),
    ""
  )

/**
 * Validates wire parameters with a request schema: the converted parameters, or the 10001 message.
 *
 * @since 0.1.0
 * @category parameters
 */
export const validate = (
  schema: Schema.Schema.AnyNoContext,
  params: Readonly<Record<string, unknown>>
): Either.Either<Record<string, unknown>, string> => {
  let v = validators.get(schema)
  if (v === undefined) {
    v = { encoded: SchemaAST.encodedAST(schema.ast), decode: Schema.decodeUnknownEither(schema) }
    validators.set(schema, v)
  }
  const converted = coerce(params, v.encoded) as Record<string, unknown>
  const result = v.decode(converted)
  if (Either.isRight(result)) return Either.right(converted)
  const first = ParseResult.ArrayFormatter.formatErrorSync(result.left)[0]
  const where = first === undefined ? "" : issuePath(first.path)
  const detail = first === undefined ? result.left.message : first.message
  return Either.left(`params error: ${where === "" ? "" : `${where}: `}${detail}`)
}

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
  /** Keys added through the admin API, looked up before the exchange's. */
  readonly extraKeys: Map<string, Auth.Credential>
  /** Where contract violations are recorded. */
  readonly violations: Array<Violation>
  /**
   * Answers the pre-V5 families, or `undefined` for other paths; tried after the admin, IP-limit and HTTP-fault
   * checks and before V5 routing. The emulator passes `LegacyRest.respond` (which imports this module).
   */
  readonly legacy?: ((deps: Deps, req: IncomingRequest) => Reply | undefined) | undefined
  /** The open WebSockets, for the `sockets` admin op (none when absent). */
  readonly openSockets?: (() => ReadonlyArray<unknown>) | undefined
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
}

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

const JSON_TYPE = { "Content-Type": "application/json; charset=utf-8" }

const reply = (
  status: number,
  body: string,
  headers: Record<string, string> = {},
  timing: Timing = immediate
): Reply => ({
  status,
  headers: { ...JSON_TYPE, ...headers },
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
): string => JSON.stringify({ retCode, retMsg, ...top, result, retExtInfo, time })

const credentialOf = (deps: Deps, apiKey: string): Auth.Credential | undefined => {
  const extra = deps.extraKeys.get(apiKey)
  if (extra !== undefined) return extra
  const info = deps.exchange.apiKey(apiKey)
  if (info === undefined) return undefined
  return {
    apiKey: info.apiKey,
    secret: info.kind === "hmac" ? info.secret : undefined,
    rsaPublicKeyPem: info.kind === "rsa" ? info.publicKeyPem : undefined,
    uid: info.uid,
    isMaster: deps.exchange.isMaster(info.uid),
    readOnly: info.readOnly === 1,
    permissions: info.permissions as unknown as Readonly<Record<string, ReadonlyArray<string>>>,
    ips: info.ips
  }
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
}

const adminOps: ReadonlySet<string> = new Set<string>([
  ...Faults.ops,
  "state",
  "balance",
  "balances",
  "book",
  "api-key",
  "violations",
  "sockets"
])

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined)
const num = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined)

/**
 * Runs one admin op (`POST /__admin/<op>`): the fault commands, plus `state`, `balance` (set one coin balance),
 * `balances`, `book` (an order book), `api-key` (register a key with chosen permissions, IPs, read-only flag or
 * sub-account status), `violations` and `sockets` (every open WebSocket: path, API key, topics; also `GET`).
 *
 * @since 0.1.0
 * @category admin
 */
export const admin = (deps: Deps, op: string, body: Readonly<Record<string, unknown>>): Reply => {
  const now = deps.now()
  const ok = (value: unknown) => reply(200, JSON.stringify({ ok: true, result: value }))
  const bad = (message: string) => reply(400, JSON.stringify({ ok: false, error: message }))
  switch (op) {
    case "state":
      return ok(deps.faults.state())
    case "violations":
      return ok(deps.violations)
    case "sockets":
      return reply(200, JSON.stringify({ ok: true, sockets: deps.openSockets?.() ?? [] }))
    case "balance": {
      const coin = str(body.coin)
      const amount = str(body.amount) ?? (num(body.amount) === undefined ? undefined : String(body.amount))
      if (coin === undefined || amount === undefined) return bad("coin and amount are required")
      const uid = str(body.uid) ?? deps.exchange.demo.uid
      const accountType = (str(body.accountType) ?? "UNIFIED") as AccountType
      deps.exchange.setBalance(uid, accountType, coin, amount, now)
      return ok(deps.exchange.balances(uid, accountType))
    }
    case "balances": {
      const uid = str(body.uid) ?? deps.exchange.demo.uid
      return ok(deps.exchange.balances(uid, (str(body.accountType) ?? "UNIFIED") as AccountType))
    }
    case "book": {
      const category = str(body.category) as Category | undefined
      const symbol = str(body.symbol)
      if (category === undefined || symbol === undefined) return bad("category and symbol are required")
      const book = deps.exchange.orderbook(category, symbol, num(body.limit) ?? 50, now)
      return book === undefined ? bad(`unknown instrument ${category} ${symbol}`) : ok(book)
    }
    case "api-key": {
      const apiKey = str(body.apiKey)
      const uid = str(body.uid)
      if (apiKey === undefined || uid === undefined) return bad("apiKey and uid are required")
      const permissions = (body.permissions ?? {}) as Record<string, ReadonlyArray<string>>
      deps.extraKeys.set(apiKey, {
        apiKey,
        secret: str(body.secret),
        rsaPublicKeyPem: str(body.rsaPublicKeyPem),
        uid,
        isMaster: body.isMaster !== false,
        readOnly: body.readOnly === true,
        permissions,
        ips: Array.isArray(body.ips) ? body.ips.filter((x): x is string => typeof x === "string") : []
      })
      return ok({ apiKey })
    }
    default: {
      if (!(Faults.ops as ReadonlyArray<string>).includes(op)) return bad(`unknown op ${op}`)
      deps.faults.apply({ ...body, op } as Faults.Command)
      return ok(deps.faults.state())
    }
  }
}

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

const DEFAULT_CORS: Readonly<Record<string, string>> = corsHeaders()

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
 * Answers one request (pure apart from the exchange, fault and rate-limit state it reads and changes).
 *
 * @since 0.1.0
 * @category server
 */
export const respond = (deps: Deps, req: IncomingRequest): Reply => {
  const q = req.url.indexOf("?")
  const path = q < 0 ? req.url : req.url.slice(0, q)
  const rawQuery = q < 0 ? "" : req.url.slice(q + 1)

  if (path.startsWith("/__admin/")) {
    const op = path.slice("/__admin/".length)
    // reads may be GETs (`GET /__admin/sockets`); every change is a POST
    if (req.method !== "POST" && !(req.method === "GET" && op === "sockets")) return text(404, "Not Found")
    if (!adminOps.has(op)) return text(404, "Not Found")
    const body = req.body.trim() === "" ? {} : parseBody(req.body)
    if (body === undefined) return reply(400, JSON.stringify({ ok: false, error: "invalid JSON" }))
    return admin(deps, op, body)
  }

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

  const record = (retCode: number, retMsg: string) => {
    if (definition !== undefined && !withinContract(definition, retCode)) {
      deps.violations.push({ path, retCode, retMsg })
    }
  }
  const answer = (retCode: number, retMsg: string, headers: Record<string, string> = {}, timing = immediate) => {
    record(retCode, retMsg)
    return reply(200, envelope(retCode, retMsg, {}, now), headers, timing)
  }

  deps.exchange.tick(now)

  if (market !== undefined) {
    const params = queryParams(rawQuery)
    const tooLong = Guards.oversized(params)
    if (tooLong !== undefined) return answer(10001, `params error: ${tooLong} is too long`)
    if (definition !== undefined) {
      const checked = validate(definition.request, params)
      if (Either.isLeft(checked)) return answer(10001, checked.left)
    }
    const result = marketAnswer(market, deps.exchange, params, now)
    if (!result.ok) return answer(result.retCode, result.retMsg)
    return reply(200, envelope(0, result.retMsg ?? "OK", result.value, now, {}, result.top))
  }
  if (privateHandler === undefined) return text(404, "Not Found")

  if (definition?.auth === "public") {
    // a desk's public endpoint: no signature, the same format checks as the market's
    const params = queryParams(rawQuery)
    const tooLong = Guards.oversized(params)
    if (tooLong !== undefined) return answer(10001, `params error: ${tooLong} is too long`)
    const checked = validate(definition.request, params)
    if (Either.isLeft(checked)) return answer(10001, checked.left)
    const result = privateHandler({ uid: "", apiKey: "", ip: req.ip }, params, now)
    if (!result.ok) return answer(result.retCode, result.retMsg)
    return reply(200, envelope(0, "OK", result.value, now, result.retExtInfo ?? {}))
  }

  const verdict = Auth.verifyV5(
    { method: req.method, headers: req.headers, rawQuery, rawBody: req.body },
    (key) => credentialOf(deps, key),
    now
  )
  if (!verdict.ok) {
    if (verdict.status !== 200) return text(verdict.status, verdict.retMsg)
    return answer(verdict.retCode, verdict.retMsg)
  }
  const credential = verdict.credential

  let params: Record<string, unknown>
  if (method === "GET") {
    params = queryParams(rawQuery)
  } else {
    const body = parseBody(req.body)
    if (body === undefined) return answer(10001, "params error: the body must be a JSON object")
    params = body
  }
  // Format checks before any business rule: a runaway value is refused before anything converts it.
  const tooLong = Guards.oversized(params)
  if (tooLong !== undefined) return answer(10001, `params error: ${tooLong} is too long`)
  const notUid = Guards.nonNumericUid(params)
  if (notUid !== undefined) return answer(10001, `params error: ${notUid} must be a numeric UID`)
  const category = typeof params.category === "string" ? params.category : undefined
  const group = definition?.rateGroup ?? path.replace(/^\/v\d+\//, "")
  const batchOp = BATCH_PATHS.get(path)
  const items = batchOp !== undefined && Array.isArray(params.request) ? params.request : undefined
  // Batches consume one unit per order (options: one per request).
  const cost = items !== undefined && category !== "option" ? Math.max(1, items.length) : 1
  const budget = deps.rateLimits.take(credential.uid, group, category, method === "GET", now, cost)
  const limitHeaders = RateLimits.headers(budget)
  if (budget.granted === 0) return answer(10006, RateLimits.tooManyVisits, limitHeaders)

  const refused = Auth.authorize(
    credential,
    definition ?? { permission: undefined, masterOnly: false, method, idempotent: method === "GET" },
    params,
    req.ip
  )
  if (refused !== undefined) return answer(refused.retCode, refused.retMsg, limitHeaders)

  let wire: Record<string, unknown> = params
  if (definition !== undefined) {
    const checked = validate(definition.request, params)
    if (Either.isLeft(checked)) return answer(10001, checked.left, limitHeaders)
    // GET handlers take the query strings as sent; bodies go on with the schema's wire types.
    if (method !== "GET") wire = checked.right
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
    if (!result.ok) return answer(result.retCode, result.retMsg, limitHeaders, timing)
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
      envelope(0, "OK", { ...value, list: [...(value.list ?? []), ...rejected] }, now, ext),
      limitHeaders,
      timing
    )
  }

  const result = privateHandler(caller, wire, now)
  if (!result.ok) return answer(result.retCode, result.retMsg, limitHeaders, timing)
  return reply(200, envelope(0, "OK", result.value, now, result.retExtInfo ?? {}), limitHeaders, timing)
}

const clientIp = (req: http.IncomingMessage): string => req.socket.remoteAddress ?? ""

/**
 * The `node:http` request listener: reads the body, answers with `respond`, adds the CORS headers, and answers
 * OPTIONS preflights with 204. A handler that throws is answered with HTTP 500 and recorded as a violation.
 *
 * @since 0.1.0
 * @category server
 */
export const handler =
  (deps: Deps) =>
  (req: http.IncomingMessage, res: http.ServerResponse): void => {
    res.sendDate = false
    const requested = req.headers["access-control-request-headers"]
    const cors = typeof requested === "string" ? corsHeaders(requested) : DEFAULT_CORS
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors)
      res.end()
      return
    }
    // Over the limit: answered at once, before (declared length) or as soon as (chunked) the body passes it.
    const tooLarge = () => {
      req.removeAllListeners("data")
      req.removeAllListeners("end")
      const body = "Request Entity Too Large"
      res.shouldKeepAlive = false
      res.writeHead(413, { ...cors, "Content-Type": "text/plain; charset=utf-8", Connection: "close" })
      res.end(body)
      // the rest of the body is discarded unread
      req.resume()
    }
    const declared = Number(req.headers["content-length"] ?? 0)
    if (declared > Guards.maxBodyBytes) {
      tooLarge()
      return
    }
    const chunks: Array<Buffer> = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > Guards.maxBodyBytes) tooLarge()
      else chunks.push(chunk)
    })
    req.on("end", () => {
      let out: Reply
      try {
        const body = Guards.decodeUtf8(Buffer.concat(chunks))
        out =
          body === undefined
            ? reply(200, envelope(10001, "params error: the body is not valid UTF-8", {}, deps.now()))
            : respond(deps, {
                method: req.method ?? "GET",
                url: req.url ?? "/",
                headers: req.headers,
                body,
                ip: clientIp(req)
              })
      } catch (e) {
        const message = e instanceof globalThis.Error ? e.message : String(e)
        deps.violations.push({ path: req.url ?? "", retCode: -500, retMsg: message })
        out = text(500, "Internal Server Error")
      }
      const write = () => {
        if (res.destroyed) return
        res.writeHead(out.status, { ...cors, ...out.headers, "Content-Length": String(Buffer.byteLength(out.body)) })
        res.end(out.body)
      }
      if (out.withhold) return // the client's timeout decides
      const url = req.url ?? "/"
      const path = url.split("?")[0] ?? url
      const after = path.startsWith("/__admin/") ? undefined : deps.faults.takeResponse(path)
      // processed but never answered: the client sees the connection close and cannot know the outcome
      if (after?.kind === "drop") return void req.socket.destroy()
      const delayMs = out.delayMs + (after?.kind === "delay" ? after.ms : 0)
      if (delayMs > 0) setTimeout(write, delayMs)
      else write()
    })
  }
