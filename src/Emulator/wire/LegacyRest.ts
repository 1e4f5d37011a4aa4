/**
 * The emulator's pre-V5 REST: routes from the legacy endpoint definitions (`Http/legacy/all`), authenticates in the
 * family's own style (legacy signed parameters from query, form or JSON body; or V3 `X-BAPI-*` headers), validates
 * with the definition's request schema, answers from the exchange's state through the per-family handlers of
 * `legacy/*` (and the few calls kept here), and wraps results in the family's envelope (`ret_code`/`time_now`, or
 * `retCode`).
 * `respond` returns `undefined` for paths it does not serve; the emulator hands it to `Rest.respond` (as
 * `Deps.legacy`), which tries it after its admin, IP-limit and fault checks and before V5 routing.
 *
 * Orders, leverage and balances go through the exchange's own V5 handlers, so a legacy order rests in the same
 * matching engine and shows in the V5 lists; the public calls read the same market data (books, the trade tape,
 * funding) and coin table as the V5 market and asset endpoints. The USDC perpetual calls trade the emulator's USDC
 * perpetuals (`BTCPERP`, `ETHPERP`).
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import type * as Endpoint from "../../Http/Endpoint.js"
import * as All from "../../Http/legacy/all.js"
import * as Fixed from "../base/Fixed.js"
import type { Caller, Exchange } from "../Exchange.js"
import * as Instruments from "../market/Instruments.js"
import * as Auth from "./Auth.js"
import * as Asset from "./legacy/Asset.js"
import { type Answer, createOrder, fail, type Handler, type Params, str, tif, v5 } from "./legacy/Common.js"
import * as ContractV2 from "./legacy/ContractV2.js"
import * as ContractV2Account from "./legacy/ContractV2Account.js"
import * as ContractV2Positions from "./legacy/ContractV2Positions.js"
import * as ContractV2Records from "./legacy/ContractV2Records.js"
import * as ContractV2Settings from "./legacy/ContractV2Settings.js"
import * as InverseStopOrders from "./legacy/InverseStopOrders.js"
import * as SpotV1 from "./legacy/SpotV1.js"
import * as SpotV3 from "./legacy/SpotV3.js"
import * as SpotV3Account from "./legacy/SpotV3Account.js"
import * as StopOrders from "./legacy/StopOrders.js"
import * as UnifiedV3 from "./legacy/UnifiedV3.js"
import * as Usdc from "./legacy/Usdc.js"
import * as Rest from "./Rest.js"
import * as Rights from "./Rights.js"

const authParams: ReadonlySet<string> = new Set(["api_key", "timestamp", "sign", "recv_window", "recvWindow"])

const book = (exchange: Exchange, category: "spot" | "linear" | "inverse" | "option", params: Params, now: number) =>
  exchange.orderbook(category, str(params.symbol), Number(params.limit ?? 25), now)

const handlers: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  ...ContractV2.routes,
  ...ContractV2Account.routes,
  ...ContractV2Positions.routes,
  ...ContractV2Records.routes,
  ...ContractV2Settings.routes,
  ...StopOrders.routes,
  ...InverseStopOrders.routes,
  ...SpotV1.routes,
  ...SpotV3.routes,
  ...SpotV3Account.routes,
  ...Asset.routes,
  ...UnifiedV3.routes,
  ...Usdc.routes,
  // --- public
  ["GET /v2/public/time", () => ({ ok: true, value: {} })],
  [
    "GET /v3/public/time",
    (_e, _c, _p, now) => ({ ok: true, value: { timeSecond: String(Math.floor(now / 1000)), timeNano: `${now}000000` } })
  ],
  [
    "GET /derivatives/v3/public/order-book/L2",
    (e, _c, p, now) => {
      const b = book(e, (p.category as "linear" | "inverse" | "option" | undefined) ?? "linear", p, now)
      return b === undefined
        ? fail(10001, "symbol invalid")
        : { ok: true, value: { s: b.s, b: b.b, a: b.a, ts: now, u: b.u } }
    }
  ],
  [
    "GET /v2/public/orderBook/L2",
    (e, _c, p, now) => {
      const b = book(e, "inverse", p, now)
      if (b === undefined) return fail(10001, "symbol invalid")
      const side = (levels: ReadonlyArray<readonly [string, string]>, s: string) =>
        levels.map(([price, size]) => ({ symbol: b.s, price, size: Number(size), side: s }))
      return { ok: true, value: [...side(b.b, "Buy"), ...side(b.a, "Sell")] }
    }
  ],
  [
    "GET /perpetual/usdc/openapi/public/v1/order-book",
    (e, _c, p, now) =>
      Usdc.perpetualOf(e, p.symbol) === undefined ? fail(10001, "symbol invalid") : usdcBook(e, "linear", p, now)
  ],
  [
    "GET /contract/v3/public/copytrading/symbol/list",
    () => ({
      ok: true,
      value: {
        list: Instruments.byCategory("linear").flatMap((i) => {
          const info = i.info as Instruments.FuturesInfo
          if (info.copyTrading === "none") return []
          const { maxOrderQty, minOrderQty, qtyStep } = info.lotSizeFilter
          return [
            {
              symbol: i.symbol,
              baseCurrency: i.baseCoin,
              quoteCurrency: i.quoteCoin,
              priceScale: info.priceScale,
              // the exchange's base-tier linear rates
              takerFee: "0.00055",
              makerFee: "0.0002",
              fundingInterval: String(info.fundingInterval),
              leverageFilter: {
                maxLeverage: info.leverageFilter.maxLeverage,
                minLeverage: info.leverageFilter.minLeverage
              },
              priceFilter: info.priceFilter,
              lotSizeFilter: { qtyStep, maxOrderQty, minOrderQty }
            }
          ]
        })
      }
    })
  ],
  ["GET /option/usdc/openapi/public/v1/order-book", (e, _c, p, now) => usdcBook(e, "option", p, now)],
  [
    "GET /public/linear/recent-trading-records",
    (e, _c, p, now) => {
      const instrument = e.instrument("linear", str(p.symbol))
      if (instrument === undefined) return fail(10001, "symbol invalid")
      const limit = p.limit === undefined ? 500 : Number(p.limit)
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return fail(10001, "limit must be 1 to 1000")
      return {
        ok: true,
        value: e.market.recentTrades(instrument, now, limit).map((t) => ({
          id: t.execId,
          symbol: t.symbol,
          price: Number(t.price),
          qty: Number(t.size),
          side: t.side,
          time: new Date(Number(t.time)).toISOString(),
          trade_time_ms: Number(t.time)
        }))
      }
    }
  ],
  [
    "GET /public/linear/funding/prev-funding-rate",
    (e, _c, p, now) => {
      const instrument = e.instrument("linear", str(p.symbol))
      // dated futures have no funding
      const last = instrument === undefined ? undefined : e.market.fundingHistory(instrument, { limit: 1 }, now)[0]
      if (last === undefined) return fail(10001, "symbol invalid")
      return {
        ok: true,
        value: {
          symbol: last.symbol,
          funding_rate: Number(last.fundingRate),
          funding_rate_timestamp: new Date(Number(last.fundingRateTimestamp)).toISOString()
        }
      }
    }
  ],
  [
    "POST /contract/v3/private/order/create",
    (e, c, p, now) => derivativesOrder(e, c, { ...p, category: "linear" }, now)
  ],
  ["POST /unified/v3/private/order/create", (e, c, p, now) => derivativesOrder(e, c, p, now)],
  [
    "POST /contract/v3/private/copytrading/order/create",
    (e, c, p, now) => derivativesOrder(e, c, { ...p, category: "linear", timeInForce: "GoodTillCancel" }, now)
  ],
  ["GET /v2/private/execution/list", (e, c, p, now) => executions(e, c, p, now)],
  [
    "POST /perpetual/usdc/openapi/private/v1/place-order",
    Usdc.perpetualOnly((e, c, p, now) => {
      const created = createOrder(
        e,
        c,
        {
          category: "linear",
          symbol: p.symbol,
          side: p.side,
          orderType: p.orderType,
          qty: str(p.orderQty),
          ...(p.orderPrice === undefined ? {} : { price: str(p.orderPrice) }),
          timeInForce: tif[str(p.timeInForce)] ?? "GTC",
          ...(p.reduceOnly === undefined ? {} : { reduceOnly: p.reduceOnly === true }),
          ...(p.orderLinkId === undefined ? {} : { orderLinkId: p.orderLinkId })
        },
        now
      )
      if (Result.isFailure(created)) return created.failure
      return {
        ok: true,
        value: {
          orderId: created.success.orderId,
          orderLinkId: created.success.orderLinkId,
          mmp: p.mmp === true,
          symbol: str(p.symbol),
          orderType: str(p.orderType),
          side: str(p.side),
          orderQty: str(p.orderQty),
          orderPrice: str(p.orderPrice),
          iv: "",
          timeInForce: str(p.timeInForce ?? "GoodTillCancel"),
          orderStatus: "Created",
          createdAt: `${now}000`,
          basePrice: "",
          triggerPrice: str(p.triggerPrice),
          takeProfit: str(p.takeProfit),
          stopLoss: str(p.stopLoss),
          slTriggerBy: str(p.slTriggerBy),
          tpTriggerBy: str(p.tptriggerby)
        }
      }
    })
  ],
  [
    "POST /perpetual/usdc/openapi/private/v1/predicted-funding",
    (e, c, p, now) => {
      const instrument = Usdc.perpetualOf(e, p.symbol)
      if (instrument === undefined) return fail(3100111, "contract name not found")
      const rate = str((e.market.ticker(instrument, now) as { fundingRate?: string }).fundingRate)
      const answer = v5(e, "/v5/position/list", c, { category: "linear", symbol: instrument.symbol }, now)
      if (!answer.ok) return answer
      const positions = (answer.value as { list: ReadonlyArray<Record<string, unknown>> }).list
      return {
        ok: true,
        value: { predictedFundingRate: rate, predictedFundingFee: fundingFee(positions, rate) }
      }
    }
  ],
  ["GET /futures/private/execution/list", (e, c, p, now) => executions(e, c, p, now)],
  [
    "POST /option/usdc/openapi/private/v1/query-active-orders",
    (e, c, p, now) => {
      const answer = v5(
        e,
        "/v5/order/realtime",
        c,
        {
          category: p.category === "OPTION" ? "option" : "linear",
          ...(p.symbol === undefined ? { settleCoin: "USDC" } : { symbol: p.symbol })
        },
        now
      )
      if (!answer.ok) return answer
      const list = (answer.value as { list: ReadonlyArray<Record<string, unknown>> }).list
      return {
        ok: true,
        value: {
          resultTotalSize: list.length,
          cursor: "",
          dataList: list.map((o) => ({
            symbol: str(o.symbol),
            orderType: str(o.orderType),
            orderLinkId: str(o.orderLinkId),
            orderId: str(o.orderId),
            stopOrderType: str(o.stopOrderType) || "UNKNOWN",
            orderStatus: str(o.orderStatus),
            takeProfit: str(o.takeProfit),
            cumExecValue: str(o.cumExecValue),
            createdAt: str(o.createdTime),
            orderPnl: "-",
            price: str(o.price),
            tpTriggerBy: str(o.tpTriggerBy) || "UNKNOWN",
            timeInForce: str(o.timeInForce),
            basePrice: "",
            side: str(o.side),
            triggerPrice: str(o.triggerPrice),
            cumExecFee: str(o.cumExecFee),
            leavesQty: str(o.leavesQty),
            slTriggerBy: str(o.slTriggerBy) || "UNKNOWN",
            iv: "",
            closeOnTrigger: String(o.closeOnTrigger === true),
            cumExecQty: str(o.cumExecQty),
            reduceOnly: o.reduceOnly === true ? 1 : 0,
            qty: str(o.qty),
            stopLoss: str(o.stopLoss),
            lastExecPrice: "0",
            triggerBy: str(o.triggerBy) || "UNKNOWN",
            orderIM: ""
          }))
        }
      }
    }
  ]
])

/** The caller's predicted fee: position value times the rate, longs paying a positive rate (8 decimals). */
function fundingFee(positions: ReadonlyArray<Record<string, unknown>>, rate: string): string {
  const scale = 8
  const rateScale = Fixed.decimalsOf(rate)
  const rateUnits = Fixed.parse(rate, rateScale) ?? 0n
  let total = 0n
  for (const position of positions) {
    const value = str(position.positionValue)
    const valueUnits = Fixed.parse(value, Fixed.decimalsOf(value)) ?? 0n
    if (valueUnits === 0n) continue
    const product = valueUnits * rateUnits * (position.side === "Sell" ? -1n : 1n)
    total += Fixed.rescale(product, Fixed.decimalsOf(value) + rateScale, scale, "down")
  }
  return Fixed.formatTrimmed(total, scale)
}

function usdcBook(e: Exchange, category: "linear" | "option", p: Params, now: number): Answer {
  const b = book(e, category, p, now)
  if (b === undefined) return fail(10001, "symbol invalid")
  const side = (levels: ReadonlyArray<readonly [string, string]>, s: string) =>
    levels.map(([price, size]) => ({ price, size, side: s }))
  return { ok: true, value: [...side(b.b, "Buy"), ...side(b.a, "Sell")] }
}

function derivativesOrder(e: Exchange, c: Caller | undefined, p: Params, now: number): Answer {
  const created = createOrder(
    e,
    c,
    {
      category: p.category,
      symbol: p.symbol,
      side: p.side,
      orderType: p.orderType,
      qty: str(p.qty),
      ...(p.price === undefined ? {} : { price: str(p.price) }),
      timeInForce: tif[str(p.timeInForce)] ?? "GTC",
      ...(p.orderLinkId === undefined ? {} : { orderLinkId: p.orderLinkId })
    },
    now
  )
  return Result.isFailure(created) ? created.failure : { ok: true, value: created.success }
}

function executions(e: Exchange, c: Caller | undefined, p: Params, now: number): Answer {
  const answer = v5(e, "/v5/execution/list", c, { category: "inverse", symbol: p.symbol }, now)
  if (!answer.ok) return answer
  const list = (answer.value as { list: ReadonlyArray<Record<string, unknown>> }).list
  return {
    ok: true,
    value: {
      order_id: str(p.order_id),
      trade_list: list.map((x) => ({
        closed_size: Number(x.closedSize ?? 0),
        cross_seq: Number(x.seq ?? 0),
        exec_fee: str(x.execFee),
        exec_id: str(x.execId),
        exec_price: str(x.execPrice),
        exec_qty: Number(x.execQty),
        exec_time: (Number(x.execTime) / 1000).toFixed(6),
        exec_type: str(x.execType),
        exec_value: str(x.execValue),
        fee_rate: str(x.feeRate),
        last_liquidity_ind: x.isMaker === true ? "AddedLiquidity" : "RemovedLiquidity",
        leaves_qty: Number(x.leavesQty ?? 0),
        nth_fill: 1,
        order_id: str(x.orderId),
        order_link_id: str(x.orderLinkId),
        order_price: str(x.orderPrice),
        order_qty: Number(x.orderQty ?? 0),
        order_type: str(x.orderType),
        side: str(x.side),
        symbol: str(x.symbol),
        user_id: Number(c?.uid ?? 0)
      }))
    }
  }
}

/**
 * Serialises a legacy envelope; `time_now` is seconds with six decimals, as the v2 APIs send it.
 *
 * @since 0.1.0
 * @category envelope
 */
export const legacyEnvelope = (retCode: number, retMsg: string, result: unknown, now: number): string =>
  JSON.stringify({
    ret_code: retCode,
    ret_msg: retMsg,
    ext_code: "",
    ext_info: "",
    result,
    time_now: (now / 1000).toFixed(6)
  })

const reply = (endpoint: Endpoint.Any, retCode: number, retMsg: string, result: unknown, now: number): Rest.Reply => ({
  status: 200,
  headers: { "Content-Type": "application/json; charset=utf-8" },
  body:
    endpoint.envelope === "legacy"
      ? legacyEnvelope(retCode, retMsg, result, now)
      : Rest.envelope(retCode, retMsg, result, now),
  delayMs: 0,
  withhold: false
})

const parseParams = (
  endpoint: Endpoint.Any,
  req: Rest.IncomingRequest,
  rawQuery: string,
  contentType: string
): Record<string, unknown> | undefined => {
  if (endpoint.method !== "POST") return Object.fromEntries(new URLSearchParams(rawQuery))
  if (contentType.includes("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams(req.body))
  if (req.body.trim() === "") return {}
  try {
    const value: unknown = JSON.parse(req.body)
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether a method and path is a legacy route this module answers.
 *
 * @since 0.1.0
 * @category routing
 */
export const serves = (method: string, path: string): boolean =>
  handlers.has(`${method} ${path}`) && All.byKey.has(`${method} ${path}`)

/**
 * The `method path` keys of every legacy call the emulator answers.
 *
 * @since 0.1.0
 * @category routing
 */
export const served: ReadonlyArray<string> = [...handlers.keys()].filter((key) => All.byKey.has(key))

/**
 * Answers a legacy request, or `undefined` when the method and path are not a served legacy route.
 *
 * @since 0.1.0
 * @category server
 */
export const respond = (deps: Rest.Deps, req: Rest.IncomingRequest): Rest.Reply | undefined => {
  const q = req.url.indexOf("?")
  const path = q < 0 ? req.url : req.url.slice(0, q)
  const rawQuery = q < 0 ? "" : req.url.slice(q + 1)
  const key = `${req.method} ${path}`
  const endpoint = All.byKey.get(key)
  const handler = handlers.get(key)
  if (endpoint === undefined || handler === undefined) return undefined
  const now = deps.now()
  if (req.unreadable !== undefined) return reply(endpoint, 10001, req.unreadable, {}, now)
  const contentType = String(req.headers["content-type"] ?? "")
  const params = parseParams(endpoint, req, rawQuery, contentType)
  if (params === undefined) return reply(endpoint, 10001, "params error: the body must be a JSON object", {}, now)
  deps.exchange.tick(now)

  let caller: Caller | undefined
  if (endpoint.auth === "private") {
    const lookup = (apiKey: string) => deps.exchange.credential(apiKey)
    // checked on the signing clock, as V5 is: during a replay that is the bot's wall clock, not the recording's
    const signedAt = Rest.signingTime(deps)
    const verdict =
      endpoint.signing === "legacy"
        ? Auth.verifyLegacy(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, str(v)])), lookup, signedAt)
        : Auth.verifyV5({ method: req.method, headers: req.headers, rawQuery, rawBody: req.body }, lookup, signedAt)
    if (!verdict.ok) {
      if (verdict.status !== 200) {
        return {
          status: verdict.status,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
          body: verdict.retMsg,
          delayMs: 0,
          withhold: false
        }
      }
      return reply(endpoint, verdict.retCode, verdict.retMsg, {}, now)
    }
    const refused = Rights.check(verdict.credential, req.ip, endpoint, params)
    if (refused !== undefined) {
      const door = endpoint.envelope === "legacy" ? "legacy" : "legacyV3"
      return reply(endpoint, refused.retCode, Rights.message(door, refused), {}, now)
    }
    caller = { uid: verdict.credential.uid, apiKey: verdict.credential.apiKey }
  }
  const business = Object.fromEntries(Object.entries(params).filter(([k]) => !authParams.has(k)))
  const checked = Rest.validate(endpoint.request, business)
  if (Result.isFailure(checked)) return reply(endpoint, 10001, checked.failure, {}, now)
  // the handlers read wire types: query strings stay strings, bodies keep their JSON types
  const answer = handler(
    deps.exchange,
    caller,
    endpoint.method === "POST" && !contentType.includes("form") ? checked.success : { ...business, ...checked.success },
    now
  )
  return answer.ok
    ? reply(endpoint, 0, "OK", answer.value, now)
    : reply(endpoint, answer.retCode, answer.retMsg, {}, now)
}
