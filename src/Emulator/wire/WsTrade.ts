/**
 * Order entry over the emulator's `/v5/trade` stream: `order.create`, `order.amend`, `order.cancel`
 * (args: exactly one REST body) and `order.create-batch`, `order.amend-batch`, `order.cancel-batch`
 * (args: `[{category, request:[…]}]`), answered per `reqId` as
 * `{reqId?, retCode, retMsg, op, data, retExtInfo, header{X-Bapi-Limit…, Traceid, Timenow}, connId}` through the
 * same exchange operations as REST, with the REST rate limits (the account's budget is shared).
 *
 * Checked here before the exchange: authentication, `reqId` (≤ 36 chars, never reused on the connection: 20006),
 * `header.X-BAPI-TIMESTAMP` inside `X-BAPI-RECV-WINDOW` (10002), the op (10404), the category (10404), and the key's
 * rights for the REST endpoint the op mirrors (`Rights`, the check every door asks: 10010, 10005).
 *
 * @since 0.1.0
 */
import * as Trade from "../../Http/v5/Trade.js"
import type { Credential } from "../books/ApiKeys.js"
import type { Caller, Exchange, Params, Result } from "../Exchange.js"
import { type Budget, RateLimits } from "../RateLimits.js"
import * as Rights from "./Rights.js"
import type { Ids, Request } from "./WsProtocol.js"

type Op = "create" | "amend" | "cancel"

interface OpSpec {
  readonly op: Op
  readonly batch: boolean
  /** The REST endpoint the op mirrors: its rate-limit group and what it asks of the key (`Rights`). */
  readonly endpoint: Rights.Asked & { readonly rateGroup: string }
}

const OPS: Readonly<Record<string, OpSpec>> = {
  "order.create": { op: "create", batch: false, endpoint: Trade.create },
  "order.amend": { op: "amend", batch: false, endpoint: Trade.amend },
  "order.cancel": { op: "cancel", batch: false, endpoint: Trade.cancel },
  "order.create-batch": { op: "create", batch: true, endpoint: Trade.createBatch },
  "order.amend-batch": { op: "amend", batch: true, endpoint: Trade.amendBatch },
  "order.cancel-batch": { op: "cancel", batch: true, endpoint: Trade.cancelBatch }
}

const CATEGORIES: ReadonlySet<string> = new Set(["spot", "linear", "inverse", "option"])

/**
 * Whether an op is one of the order-entry ops.
 *
 * @since 0.1.0
 * @category trade
 */
export const isTradeOp = (op: string): boolean => Object.hasOwn(OPS, op)

/**
 * The most `reqId` characters the exchange accepts.
 *
 * @since 0.1.0
 * @category constants
 */
export const maxReqIdLength = 36

/**
 * What the trade desk needs: the exchange, the rate limits shared with REST (a fresh set when absent),
 * deterministic ids.
 *
 * @since 0.1.0
 * @category models
 */
export interface TradeDeps {
  readonly exchange: Exchange
  readonly rateLimits?: RateLimits | undefined
  readonly ids: Ids
}

/**
 * The connection state the trade desk reads: its id, the authenticated caller, the `reqId`s it has seen.
 *
 * @since 0.1.0
 * @category models
 */
export interface TradeSession {
  readonly connId: string
  readonly uid: string | undefined
  readonly apiKey: string | undefined
  readonly reqIds: Set<string>
  /** The peer's address (the upgrade's socket): every op asks the key's rights from it. */
  readonly ip: string
}

const isRecord = (u: unknown): u is Params => typeof u === "object" && u !== null && !Array.isArray(u)

/**
 * Answers order-entry requests of the trade channel.
 *
 * @since 0.1.0
 * @category models
 */
export class TradeDesk {
  private readonly rateLimits: RateLimits

  constructor(private readonly deps: TradeDeps) {
    this.rateLimits = deps.rateLimits ?? new RateLimits()
  }

  private header(budget: Budget, now: number): Record<string, string> {
    return {
      "X-Bapi-Limit": String(budget.limit),
      "X-Bapi-Limit-Status": String(budget.remaining),
      "X-Bapi-Limit-Reset-Timestamp": String(budget.resetAt),
      Traceid: this.deps.ids.trace(),
      Timenow: String(now)
    }
  }

  private rights(
    credential: Credential,
    session: TradeSession,
    spec: OpSpec,
    params: Params
  ): { readonly retCode: number; readonly retMsg: string } | undefined {
    const refused = Rights.check(credential, session.ip, spec.endpoint, params)
    return refused === undefined ? undefined : { retCode: refused.retCode, retMsg: Rights.message("trade", refused) }
  }

  /** The response frame to one order-entry request at server time `now`. */
  handle(session: TradeSession, req: Request, now: number): string {
    const reqId = req.reqId === undefined ? {} : { reqId: req.reqId }
    const spec = OPS[req.op]
    const first = req.args?.[0]
    const category = isRecord(first) && typeof first.category === "string" ? first.category : undefined
    const uid = session.uid ?? ""
    const group = spec?.endpoint.rateGroup ?? "order/create"
    const error = (retCode: number, retMsg: string, budget?: Budget): string =>
      JSON.stringify({
        ...reqId,
        retCode,
        retMsg,
        op: req.op,
        data: {},
        header: this.header(budget ?? this.rateLimits.take(uid, group, category, false, now, 0), now),
        connId: session.connId
      })
    if (session.uid === undefined || session.apiKey === undefined) return error(10003, "Please do auth first")
    if (spec === undefined) return error(10404, "op type is not found")
    if (req.reqId !== undefined) {
      const id = String(req.reqId)
      if (id.length > maxReqIdLength) return error(10001, "reqId is too long")
      if (session.reqIds.has(id)) return error(20006, "reqId is duplicated")
      session.reqIds.add(id)
    }
    const stamp = req.header?.["X-BAPI-TIMESTAMP"]
    const stampText = typeof stamp === "string" || typeof stamp === "number" ? String(stamp) : undefined
    if (stampText === undefined || !/^\d+$/.test(stampText)) return error(10001, "X-BAPI-TIMESTAMP is required")
    const recv = req.header?.["X-BAPI-RECV-WINDOW"]
    const recvText = typeof recv === "string" || typeof recv === "number" ? String(recv) : "5000"
    const recvWindow = Number(recvText)
    const timestamp = Number(stampText)
    if (!Number.isFinite(recvWindow) || !(now - recvWindow <= timestamp && timestamp < now + 1000)) {
      return error(
        10002,
        `invalid request, please check your server timestamp or recv_window param. req_timestamp[${stampText}],server_timestamp[${now}],recv_window[${recvText}]`
      )
    }
    if (req.args === undefined || !isRecord(first) || (!spec.batch && req.args.length !== 1)) {
      return error(10001, "params error: args must hold exactly one request object")
    }
    if (category === undefined || !CATEGORIES.has(category)) return error(10404, "category is not correct/supported")
    // The one check of rights, per op (a key's IPs, read-only flag or permissions may change after its login), keyed
    // by the REST endpoint the op mirrors. Refused before the rate limit: the answer has no header and no data.
    const credential = this.deps.exchange.credential(session.apiKey)
    const refused =
      credential === undefined
        ? { retCode: 10003, retMsg: "API key is invalid." }
        : this.rights(credential, session, spec, first)
    if (refused !== undefined) {
      return JSON.stringify({
        ...reqId,
        retCode: refused.retCode,
        retMsg: refused.retMsg,
        op: req.op,
        connId: session.connId
      })
    }
    const items = spec.batch ? first.request : undefined
    const cost = spec.batch ? (Array.isArray(items) ? Math.max(items.length, 1) : 1) : 1
    const budget = this.rateLimits.take(session.uid, spec.endpoint.rateGroup, category, false, now, cost)
    if (budget.granted < cost) return error(10006, "Too many visits!", budget)
    const caller: Caller = { uid: session.uid, apiKey: session.apiKey }
    const exchange = this.deps.exchange
    exchange.tick(now)
    const result: Result<object> = spec.batch
      ? exchange.batch(spec.op, caller, first, now)
      : spec.op === "create"
        ? exchange.createOrder(caller, first, now)
        : spec.op === "amend"
          ? exchange.amendOrder(caller, first, now)
          : exchange.cancelOrder(caller, first, now)
    if (!result.ok) return error(result.retCode, result.retMsg, budget)
    return JSON.stringify({
      ...reqId,
      retCode: 0,
      retMsg: "OK",
      op: req.op,
      data: result.value,
      retExtInfo: result.retExtInfo ?? {},
      header: this.header(budget, now),
      connId: session.connId
    })
  }
}
