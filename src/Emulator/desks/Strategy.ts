/**
 * The strategy service (`/v5/strategy/create`, `list`, `order-list`, `stop` and the private `strategy` topic): TWAP
 * strategies, worked by `Twap` on the exchange's clock (`tick`). Chase and iceberg strategies are refused (60061):
 * the emulator works only TWAP. Each account sees and stops only its own strategies (another's id is not found,
 * 60065); placing one needs the key's trading permission (the endpoint's definition says which; the one check of
 * rights refuses it before this desk).
 *
 * Codes, as the docs name them: 60061 a type the emulator does not work; 60078 a symbol the product has not;
 * 60077 a duration that the interval does not divide; 60200 / 60201 a slice (the size over `duration / interval`)
 * below the instrument's minimum order quantity / above its maximum; 60065 an unknown id; 60062 stopping a strategy
 * that ran its course, 60074 one already stopped.
 *
 * @since 1.2.0
 */
import * as Strategy from "../../Http/v5/Strategy.js"
import type { Bus } from "../Bus.js"
import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  type Fail,
  fail,
  int,
  isFail,
  limitOf,
  nonEmpty,
  offsetPage,
  ok,
  type Params,
  paramError,
  type Result,
  text
} from "../base/Handler.js"
import type { MatchingEngine } from "../engine/MatchingEngine.js"
import type { Category } from "../market/Instruments.js"
import * as Instruments from "../market/Instruments.js"
import * as Twap from "../Twap.js"
import * as Desk from "./Desk.js"
import type { OrdersDesk } from "./Orders.js"

const PRODUCTS: Readonly<Record<string, { readonly category: Category; readonly settle?: string }>> = {
  UTA_USDT: { category: "linear", settle: "USDT" },
  UTA_USDT_FUTURE: { category: "linear", settle: "USDT" },
  UTA_USDC: { category: "linear", settle: "USDC" },
  UTA_SPOT: { category: "spot" },
  UTA_INVERSE: { category: "inverse" },
  UTA_INVERSE_FUTURE: { category: "inverse" }
}

const INTERVALS = new Set([5, 10, 15, 30, 60, 120])

/**
 * The desk.
 *
 * @since 1.2.0
 * @category models
 */
export class StrategyDesk implements Desk.Desk {
  readonly name = "strategy"
  readonly routes: ReadonlyArray<Desk.Route>
  /** Every strategy, in creation order. */
  private readonly twaps = new Map<string, Twap.Twap>()
  private created = 0
  /** Set while `tick` places slices: a slice's own order steps the exchange, which must not step them again. */
  private working = false

  constructor(private readonly hooks: Twap.TwapHooks) {
    this.routes = [
      Desk.route(Strategy.create, (c, p, n) => this.create(c, p, n)),
      Desk.route(Strategy.list, (c, p) => this.list(c, p)),
      Desk.route(Strategy.orderList, (c, p) => this.orderList(c, p)),
      Desk.route(Strategy.stop, (c, p, n) => this.stop(c, p, n))
    ]
  }

  /** Places the slices due at `now` and ends the strategies whose duration has run. */
  tick(now: number): void {
    if (this.working) return
    this.working = true
    try {
      for (const twap of this.twaps.values()) Twap.advance(this.hooks, twap, now)
    } finally {
      this.working = false
    }
  }

  private create(caller: Caller, p: Params, now: number): Result<object> {
    const read = this.read(caller, p, now)
    if (isFail(read)) return read
    this.twaps.set(read.strategyId, read)
    this.hooks.push(read, now)
    // the first slice goes at once
    this.tick(now)
    // `result` is the exchange's: null when the strategy started
    return ok({ strategyId: read.strategyId, result: null })
  }

  private read(caller: Caller, p: Params, now: number): Twap.Twap | Fail {
    const type = text(p, "strategyType")
    if (type !== "twap") return fail(60061, `strategy creation failed: the emulator works only twap, not ${type}`)
    const product = text(p, "category") ?? ""
    const where = PRODUCTS[product]
    if (where === undefined) return paramError("category invalid")
    const i = Instruments.find(where.category, text(p, "symbol") ?? "")
    if (i === undefined || (where.settle !== undefined && i.settleCoin !== where.settle)) {
      return fail(60078, "strategy symbol not supported")
    }
    const side = text(p, "side")
    if (side !== "Buy" && side !== "Sell") return paramError("side invalid")
    const size = Fixed.parse(text(p, "size") ?? "", i.qtyDecimals)
    const step = Fixed.parse(i.qtyStep, i.qtyDecimals) ?? 1n
    if (size === undefined || size <= 0n || size % step !== 0n) return paramError("size invalid")
    const duration = int(p, "duration")
    if (duration === undefined || Number.isNaN(duration)) return paramError("duration is required for twap")
    const interval = int(p, "interval") ?? 30
    if (!INTERVALS.has(interval)) return paramError("interval invalid")
    if (duration < 300 || duration > 86400 || duration % interval !== 0) {
      return fail(60077, "invalid strategy: duration must be 300-86400 s and divisible by interval")
    }
    const limitPrice = nonEmpty(p, "limitPrice") ?? ""
    if (limitPrice !== "" && !((Fixed.parse(limitPrice, i.priceDecimals) ?? 0n) > 0n)) {
      return paramError("limitPrice invalid")
    }
    const sizes = Twap.sliceSizes(size, Twap.sliceCount(duration, interval), step)
    const smallest = sizes[0] ?? 0n
    const largest = sizes[sizes.length - 1] ?? 0n
    if (smallest < (Fixed.parse(i.minOrderQty, i.qtyDecimals) ?? 0n)) {
      return fail(60200, `TWAP step ${Fixed.format(smallest, i.qtyDecimals)} below the min order qty ${i.minOrderQty}`)
    }
    const max = limitPrice === "" ? i.maxMarketOrderQty : i.maxOrderQty
    if (largest > (Fixed.parse(max, i.qtyDecimals) ?? largest)) {
      return fail(60201, `TWAP step ${Fixed.format(largest, i.qtyDecimals)} above the max order qty ${max}`)
    }
    this.created++
    return {
      strategyId: `00000000-0000-4000-8000-${this.created.toString(16).padStart(12, "0")}`,
      caller: { uid: caller.uid, apiKey: caller.apiKey },
      product,
      instrument: i,
      side,
      size,
      duration,
      interval,
      isRandom: p.isRandom === true,
      reduceOnly: p.reduceOnly === true,
      positionIdx: int(p, "positionIdx") ?? 0,
      limitPrice,
      createdAt: now,
      slices: [],
      status: 2,
      terminateType: 0,
      terminateRemark: "",
      endedAt: 0,
      updatedAt: now
    }
  }

  private own(caller: Caller, p: Params): Twap.Twap | Fail {
    const twap = this.twaps.get(text(p, "strategyId") ?? "")
    return twap === undefined || twap.caller.uid !== caller.uid ? fail(60065, "strategy not found") : twap
  }

  private stop(caller: Caller, p: Params, now: number): Result<object> {
    this.tick(now)
    const twap = this.own(caller, p)
    if (isFail(twap)) return twap
    if (twap.status !== 2) {
      return twap.terminateType === 2
        ? fail(60074, "the strategy has been stopped")
        : fail(60062, "the strategy has been terminated")
    }
    this.working = true
    try {
      Twap.end(this.hooks, twap, now, 2, "stopped by user")
    } finally {
      this.working = false
    }
    return ok({ strategyId: twap.strategyId })
  }

  private list(caller: Caller, p: Params): Result<object> {
    const limit = limitOf({ limit: p.pageSize }, 1, 50, 20)
    if (isFail(limit)) return limit
    const status = int(p, "status")
    const begin = int(p, "beginTimeE0")
    const end = int(p, "endTimeE0")
    const mine = [...this.twaps.values()]
      .filter(
        (t) =>
          t.caller.uid === caller.uid &&
          (nonEmpty(p, "strategyId") ?? t.strategyId) === t.strategyId &&
          (nonEmpty(p, "symbol") ?? t.instrument.symbol) === t.instrument.symbol &&
          (nonEmpty(p, "category") ?? t.product) === t.product &&
          (nonEmpty(p, "strategyType") ?? "twap") === "twap" &&
          (status === undefined || status === t.status) &&
          (begin === undefined || t.createdAt >= begin * 1000) &&
          (end === undefined || t.createdAt <= end * 1000)
      )
      .reverse()
    const pageOf = offsetPage(mine, nonEmpty(p, "cursor"), limit, paramError("cursor invalid"))
    if (isFail(pageOf)) return pageOf
    return ok({ list: pageOf.list.map((t) => strategyView(this.hooks, t)), nextCursor: pageOf.next, prevCursor: "" })
  }

  private orderList(caller: Caller, p: Params): Result<object> {
    const twap = this.own(caller, p)
    if (isFail(twap)) return twap
    const limit = limitOf({ limit: p.pageSize }, 1, 50, 20)
    if (isFail(limit)) return limit
    const status = nonEmpty(p, "status")
    const rows = twap.slices
      .map((s) => orderView(this.hooks, twap, s))
      .filter((o) => status === undefined || o.status === status)
      .reverse()
    const pageOf = offsetPage(rows, nonEmpty(p, "cursor"), limit, paramError("cursor invalid"))
    if (isFail(pageOf)) return pageOf
    return ok({ list: pageOf.list, nextCursor: pageOf.next, prevCursor: "" })
  }
}

/**
 * The hooks, on the exchange's order desk (slices are placed and cancelled as `/v5/order/create` and
 * `/v5/order/cancel` would), its engine (the slices' orders) and its bus (the `strategy` pushes).
 *
 * @since 1.2.0
 * @category constructors
 */
export const hooksOf = (deps: {
  readonly orders: OrdersDesk
  readonly engine: MatchingEngine
  readonly bus: Bus
}): Twap.TwapHooks => {
  const hooks: Twap.TwapHooks = {
    place: (caller, params, now) => deps.orders.createOrder(caller, params, now),
    cancel: (caller, params, now) => {
      deps.orders.cancelOrder(caller, params, now)
    },
    order: (uid, category, orderId) => deps.engine.order(category, { accountId: uid, orderId }),
    push: (twap, now) => {
      const uid = twap.caller.uid
      if (!deps.bus.hears(uid)) return
      deps.bus.push({
        uid,
        topic: "strategy",
        id: deps.bus.nextId(uid, "strategy"),
        creationTime: now,
        data: [strategyUpdate(hooks, twap)]
      })
    }
  }
  return hooks
}

/**
 * A strategy as the WebSocket `strategy` topic pushes it (times in ms as numbers).
 *
 * @since 1.2.0
 * @category views
 */
export const strategyUpdate = (hooks: Twap.TwapHooks, t: Twap.Twap): object => {
  const done = Twap.executed(hooks, t)
  const i = t.instrument
  return {
    strategyId: t.strategyId,
    strategyType: "twap",
    category: t.product,
    symbol: i.symbol,
    size: Fixed.format(t.size, i.qtyDecimals),
    side: t.side,
    duration: t.duration,
    status: t.status,
    terminateType: t.terminateType,
    terminateRemark: t.terminateRemark,
    executedDuration: Math.floor(((t.status === 2 ? t.updatedAt : t.endedAt) - t.createdAt) / 1000),
    executedSize: Fixed.format(done.qty, i.qtyDecimals),
    executedAvgPrice: done.avgPrice,
    executedStartTimeE3: t.createdAt,
    executedEndTimeE3: t.endedAt,
    createdTimeE3: t.createdAt,
    updatedTimeE3: t.updatedAt,
    isRandom: t.isRandom,
    reduceOnly: t.reduceOnly,
    limitPrice: t.limitPrice,
    triggerCount: 0,
    tradingCount: t.slices.filter((s) => s.code === 0).length,
    interval: t.interval,
    leverageType: 0,
    orderType: t.limitPrice === "" ? "1" : "2"
  }
}

const strategyView = (hooks: Twap.TwapHooks, t: Twap.Twap): object => {
  const u = strategyUpdate(hooks, t) as Record<string, unknown>
  return {
    ...u,
    executedStartTimeE3: String(t.createdAt),
    executedEndTimeE3: String(t.endedAt),
    createdTimeE3: String(t.createdAt),
    updatedTimeE3: String(t.updatedAt),
    triggerPrice: "",
    isTriggered: true,
    realizedPnl: "",
    strategyName: "TWAP",
    // the chase, iceberg and POV fields, empty on a TWAP
    mode: "",
    participationRate: "",
    referenceWindow: "",
    depthReference: "",
    chasePercentE4: 0,
    chaseDistance: "",
    maxChasePrice: "",
    chaseOrderPrice: "",
    chasePrice: "",
    postOnly: 0,
    strategyPrefer: "limit",
    isRebalance: false,
    orderType: t.limitPrice === "" ? 1 : 2,
    orderPriceOffset: "",
    strategySl: "",
    strategyTp: "",
    arbitrageOrders: [],
    positionValue: "",
    filledPositionValue: ""
  }
}

const orderView = (hooks: Twap.TwapHooks, t: Twap.Twap, s: Twap.Slice) => {
  const i = t.instrument
  const o = s.orderId === "" ? undefined : hooks.order(t.caller.uid, i.category, s.orderId)
  return {
    strategyId: t.strategyId,
    orderId: s.orderId,
    symbol: i.symbol,
    side: t.side,
    size: s.qty,
    price: o?.price ?? "",
    status: Twap.sliceStatus(s, o),
    executedSize: o?.cumExecQty ?? "0",
    dealTimeE3: o === undefined || !((Fixed.parse(o.cumExecQty, i.qtyDecimals) ?? 0n) > 0n) ? "0" : o.updatedTime,
    parentOrderId: "",
    createdTimeE3: String(s.at),
    updatedTimeE3: String(o?.updatedTime ?? s.at),
    code: s.code,
    msg: s.msg,
    category: t.product,
    positionIdx: t.positionIdx,
    orderType: t.limitPrice === "" ? 1 : 2,
    leverageType: 0,
    tpPrice: "",
    slPrice: "",
    orderPriceOffset: "",
    positionValue: "",
    filledPositionValue: ""
  }
}
