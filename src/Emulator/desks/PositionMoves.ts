/**
 * Position moves between a master account and its sub-accounts (`/v5/position/move-positions`) at given prices
 * without fees, rejected when the receiving party cannot afford the margin, and the move history.
 *
 * @since 0.1.0
 */
import * as Position from "../../Http/v5/Position.js"
import type { Bus } from "../Bus.js"
import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  type Fail,
  fail,
  isFail,
  nonEmpty,
  ok,
  type Params,
  paramError,
  type Result,
  text
} from "../base/Handler.js"
import { hashUuid } from "../base/Prng.js"
import type { Accounts } from "../books/Accounts.js"
import type { Ledger } from "../books/Ledger.js"
import type { MoveRecord, Moves } from "../books/Moves.js"
import { type Positions, settleValue } from "../books/Positions.js"
import type { Clearing } from "../Clearing.js"
import type { Margin } from "../Margin.js"
import type { Instrument } from "../market/Instruments.js"
import { categoryOf, instrumentOf } from "../TradeHandler.js"
import * as Desk from "./Desk.js"

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class PositionMovesDesk implements Desk.Desk {
  readonly name = "position-moves"
  readonly routes: ReadonlyArray<Desk.Route>
  private moveSeq = 0

  constructor(
    private readonly env: {
      readonly seed: number
      readonly accounts: Accounts
      readonly positions: Positions
      readonly margin: Margin
      readonly clearing: Clearing
      readonly ledger: Ledger
      readonly bus: Bus
      readonly moves: Moves
      /** Advances the market to `now`. */
      readonly tick: (now: number) => void
    }
  ) {
    this.routes = [
      Desk.route(Position.movePositions, (c, p, n) => this.movePositions(c, p, n)),
      Desk.route(Position.moveHistory, (c, p) => env.moves.history(env.accounts.masterOf(c.uid), p))
    ]
  }

  /** One leg of a move, checked: the instrument, `fromUid`'s side, price and quantity units. */
  private moveLeg(
    raw: unknown,
    parties: ReadonlyArray<string>
  ): { i: Instrument; side: "Buy" | "Sell"; price: bigint; qty: bigint } | Fail {
    const item = (typeof raw === "object" && raw !== null ? raw : {}) as Params
    const category = categoryOf(item, ["linear", "inverse", "option"])
    if (isFail(category)) return category
    const i = instrumentOf(category, item)
    if (isFail(i)) return i
    const side = text(item, "side")
    if (side !== "Buy" && side !== "Sell") return paramError("side invalid")
    const price = Fixed.parse(text(item, "price") ?? "", i.priceDecimals)
    if (price === undefined || price <= 0n || price % BigInt(i.tickUnits) !== 0n) return paramError("price invalid")
    const qty = Fixed.parse(text(item, "qty") ?? "", i.qtyDecimals)
    const min = Fixed.parse(i.minOrderQty, i.qtyDecimals) ?? 0n
    if (qty === undefined || qty < min || qty <= 0n || qty % BigInt(i.stepUnits) !== 0n) {
      return paramError("qty invalid")
    }
    if (category !== "option" && parties.some((uid) => this.env.positions.settings(uid, i).mode !== 0)) {
      return paramError("position mode must be one-way for both uids")
    }
    return { i, side, price, qty }
  }

  /**
   * `/v5/position/move-positions`: moves positions between the master and its subs at the given prices, without
   * fees. The receiving party must afford the margin of what the move opens for it, else the move is `Rejected`
   * (`rejectParty` `Taker` for `fromUid`, `Maker` for `toUid`).
   */
  private movePositions(caller: Caller, p: Params, now: number): Result<object> {
    this.env.tick(now)
    const fromUid = nonEmpty(p, "fromUid")
    const toUid = nonEmpty(p, "toUid")
    if (fromUid === undefined || toUid === undefined) return paramError("fromUid and toUid are required")
    if (fromUid === toUid) return paramError("fromUid and toUid must differ")
    const master = this.env.accounts.masterOf(caller.uid)
    const family = (uid: string) => {
      const m = this.env.accounts.member(uid)
      return m !== undefined && (m.uid === master || m.parentUid === master)
    }
    if (!family(fromUid) || !family(toUid)) {
      return fail(500010, "The subaccount specified does not belong to the parent account")
    }
    const raw = Array.isArray(p.list) ? p.list : []
    if (raw.length === 0 || raw.length > 25) return paramError("list must hold 1 to 25 legs")
    const legs: Array<{ i: Instrument; side: "Buy" | "Sell"; price: bigint; qty: bigint }> = []
    for (const item of raw) {
      const leg = this.moveLeg(item, [fromUid, toUid])
      if (isFail(leg)) return leg
      legs.push(leg)
    }
    this.moveSeq++
    const blockTradeId = hashUuid(this.env.seed, 0x6d6f7665, this.moveSeq).replaceAll("-", "")
    const opposite = (s: "Buy" | "Sell"): "Buy" | "Sell" => (s === "Buy" ? "Sell" : "Buy")
    // What each party must still afford: the margin of the size a leg opens for it (closing needs none).
    const short = (uid: string, sideOf: (s: "Buy" | "Sell") => "Buy" | "Sell"): boolean => {
      const need = new Map<string, bigint>()
      for (const l of legs) {
        const side = sideOf(l.side)
        const pos = this.env.positions.position(uid, l.i, 0)
        const open = pos.size > 0n && pos.side !== side ? l.qty - Fixed.min(l.qty, pos.size) : l.qty
        const cost = this.env.margin.orderCost(uid, l.i, side, settleValue(l.i, l.price, open))
        need.set(l.i.settleCoin, (need.get(l.i.settleCoin) ?? 0n) + cost)
      }
      return [...need].some(([coin, cost]) => cost > this.env.margin.available(uid, coin, now))
    }
    const rejectParty = short(fromUid, (s) => s) ? "Taker" : short(toUid, opposite) ? "Maker" : ""
    const records: Array<MoveRecord> = []
    legs.forEach((l, n) => {
      for (const [uid, side] of [
        [fromUid, l.side],
        [toUid, opposite(l.side)]
      ] as const) {
        const orderId = hashUuid(this.env.seed, 0x6d6f7666 + n, this.moveSeq * 2 + (uid === fromUid ? 0 : 1))
        const execId = hashUuid(this.env.seed, 0x6d6f7765 + n, this.moveSeq * 2 + (uid === fromUid ? 0 : 1))
        const price = Fixed.formatTrimmed(l.price, l.i.priceDecimals)
        const qty = Fixed.format(l.qty, l.i.qtyDecimals)
        if (rejectParty === "") this.settleMove(uid, l.i, side, l.qty, l.price, { orderId, execId }, now)
        records.push({
          master,
          blockTradeId,
          category: l.i.category,
          orderId,
          userId: uid,
          symbol: l.i.symbol,
          side,
          price,
          qty,
          status: rejectParty === "" ? "Filled" : "Rejected",
          execId: rejectParty === "" ? execId : "",
          resultCode: rejectParty === "" ? 0 : 110044,
          resultMessage: rejectParty === "" ? "" : "Available margin is insufficient",
          createdAt: now,
          updatedAt: now,
          rejectParty
        })
      }
    })
    this.env.moves.record(records)
    if (rejectParty === "") {
      for (const uid of [fromUid, toUid]) {
        for (const i of new Set(legs.map((l) => l.i))) this.env.clearing.pushPositions(uid, i, now)
        this.env.clearing.pushWallet(uid, now)
      }
    }
    return ok({ blockTradeId, status: rejectParty === "" ? "Processing" : "Rejected", rejectParty })
  }

  /** Settles one party of a moved leg: the position, the cash (premium or realised PnL) and the ledger. */
  private settleMove(
    uid: string,
    i: Instrument,
    side: "Buy" | "Sell",
    qty: bigint,
    price: bigint,
    ids: { readonly orderId: string; readonly execId: string },
    now: number
  ): void {
    const seq = this.env.bus.nextSeq()
    const qtyText = Fixed.format(qty, i.qtyDecimals)
    const priceText = Fixed.format(price, i.priceDecimals)
    const s = this.env.positions.apply({
      uid,
      instrument: i,
      positionIdx: 0,
      side,
      qty,
      price,
      fee: 0n,
      order: { orderId: ids.orderId, side, qty: qtyText, price: priceText, orderType: "Limit" },
      now,
      seq
    })
    const value = settleValue(i, price, qty)
    const cashFlow = i.category === "option" ? (side === "Buy" ? -value : value) : s.pnl
    this.env.accounts.add(uid, "UNIFIED", i.settleCoin, cashFlow)
    this.env.ledger.record({
      uid,
      type: "TRADE",
      category: i.category,
      symbol: i.symbol,
      side,
      currency: i.settleCoin,
      qty: qtyText,
      size: Fixed.format(s.position.size, i.qtyDecimals),
      tradePrice: priceText,
      fee: 0n,
      feeRate: "0",
      cashFlow,
      change: cashFlow,
      cashBalance: this.env.accounts.balance(uid, "UNIFIED", i.settleCoin),
      tradeId: ids.execId,
      orderId: ids.orderId,
      orderLinkId: "",
      time: now
    })
  }
}
