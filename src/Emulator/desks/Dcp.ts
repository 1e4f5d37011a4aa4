/**
 * Disconnect-Cancel-Protection: the time window an account sets per product (`/v5/order/disconnected-cancel-all`),
 * what `/v5/account/query-dcp-info` shows of it, and the cancel of every open order of a product when the private
 * stream's window lapses.
 *
 * @since 0.1.0
 */
import * as Account from "../../Http/v5/Account.js"
import * as Trade from "../../Http/v5/Trade.js"
import type { Bus } from "../Bus.js"
import { type Caller, int, nonEmpty, ok, type Params, paramError, type Result } from "../base/Handler.js"
import type { Clearing } from "../Clearing.js"
import type { DcpProduct } from "../ExchangeTypes.js"
import type { MatchingEngine } from "../engine/MatchingEngine.js"
import type { Margin } from "../Margin.js"
import type { Category } from "../market/Instruments.js"
import * as Desk from "./Desk.js"

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class DcpDesk implements Desk.Desk {
  readonly name = "dcp"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly dcp = new Map<string, number>()

  constructor(
    private readonly env: {
      readonly engine: MatchingEngine
      readonly margin: Margin
      readonly clearing: Clearing
      readonly bus: Bus
    }
  ) {
    this.routes = [
      Desk.route(Trade.disconnectedCancelAll, (c, p, n) => this.setDcp(c, p, n)),
      Desk.route(Account.dcpInfo, (c) => this.dcpInfo(c))
    ]
  }

  /** Cancels every open order of a DCP product of an account (the WS layer calls it when DCP fires). */
  dcpCancel(uid: string, product: DcpProduct, now: number): void {
    const categories: ReadonlyArray<Category> =
      product === "SPOT" ? ["spot"] : product === "OPTIONS" ? ["option"] : ["linear", "inverse"]
    for (const category of categories) {
      const r = this.env.engine.cancelAll({ accountId: uid, category }, now, "CancelByDCP")
      this.env.clearing.applyReport(r.report, now, [])
    }
  }

  /** The DCP window (seconds) of an account's product, `undefined` when DCP is not set. */
  dcpWindow(uid: string, product: DcpProduct): number | undefined {
    return this.dcp.get(`${uid}\u0000${product}`)
  }

  private setDcp(caller: Caller, p: Params, now: number): Result<object> {
    const w = int(p, "timeWindow")
    if (w === undefined || Number.isNaN(w) || w < 3 || w > 300) return paramError("timeWindow invalid")
    const product = nonEmpty(p, "product") ?? "OPTIONS"
    if (product !== "OPTIONS" && product !== "DERIVATIVES" && product !== "SPOT") return paramError("product invalid")
    this.dcp.set(`${caller.uid}\u0000${product}`, w)
    this.env.bus.push({
      uid: caller.uid,
      topic: "dcp",
      product,
      id: this.env.bus.nextId(caller.uid, "dcp"),
      creationTime: now,
      data: [{ product, dcpStatus: "ON", timeWindow: String(w) }]
    })
    return ok({})
  }

  private dcpInfo(caller: Caller): Result<object> {
    const dcpInfos: Array<object> = []
    for (const product of ["SPOT", "DERIVATIVES", "OPTIONS"] as const) {
      const w = this.dcpWindow(caller.uid, product)
      if (w !== undefined) dcpInfos.push({ product, dcpStatus: "ON", timeWindow: String(w) })
    }
    return ok({ dcpInfos })
  }
}
