/**
 * The emulator's positions (linear, inverse, option): position mode, leverage and margin mode per symbol,
 * settlement of executions into positions (average entry, size, realised PnL — linear `(exit − entry) · qty`,
 * inverse `qty · (1/entry − 1/exit)`), TP/SL/trailing settings and closed-PnL records. Values are exact scaled
 * integers (units of 10^-18 of the settle coin).
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import * as NestedMap from "../base/NestedMap.js"
import type { Category, Instrument } from "../market/Instruments.js"
import * as Instruments from "../market/Instruments.js"
import { SCALE } from "./Accounts.js"

/**
 * A position side: `""` when flat.
 *
 * @since 0.1.0
 * @category models
 */
export type PositionSide = "" | "Buy" | "Sell"

/**
 * One position (per account, instrument and position index).
 *
 * @since 0.1.0
 * @category models
 */
export interface Position {
  readonly uid: string
  readonly instrument: Instrument
  readonly positionIdx: 0 | 1 | 2
  side: PositionSide
  /** Size in quantity units (10^-qtyDecimals). */
  size: bigint
  /** Entry value in settle-coin units (10^-18): quote value on linear/option, coin value on inverse. */
  value: bigint
  /** Opening fees of the open size not yet booked into a closed-PnL record. */
  openFee: bigint
  takeProfit: string
  stopLoss: string
  trailingStop: string
  activePrice: string
  tpTriggerBy: string
  slTriggerBy: string
  tpslMode: "Full" | "Partial"
  /** The risk-limit tier (`/v5/position/set-risk-limit`; 1 is the lowest). */
  riskId: number
  /** Margin added to an isolated position beyond its initial margin (`/v5/position/add-margin`), 10^-18 units. */
  margin: bigint
  /** Reduce-only after a risk-limit change, until `/v5/position/confirm-pending-mmr` lifts it. */
  reduceOnly: boolean
  curRealisedPnl: bigint
  cumRealisedPnl: bigint
  createdTime: number
  updatedTime: number
  openTime: number
  seq: number
}

/**
 * Per-symbol settings of an account.
 *
 * @since 0.1.0
 * @category models
 */
export interface SymbolSettings {
  /** 0 one-way (MergedSingle), 3 hedge (BothSides). */
  mode: 0 | 3
  buyLeverage: string
  sellLeverage: string
  /** 0 cross, 1 isolated. */
  tradeMode: 0 | 1
  autoAddMargin: 0 | 1
}

/**
 * An execution to settle.
 *
 * @since 0.1.0
 * @category models
 */
export interface Fill {
  readonly uid: string
  readonly instrument: Instrument
  readonly positionIdx: 0 | 1 | 2
  readonly side: "Buy" | "Sell"
  /** Quantity units. */
  readonly qty: bigint
  /** Price units (10^-priceDecimals). */
  readonly price: bigint
  /** Fee in settle-coin units (10^-18; negative for a rebate). */
  readonly fee: bigint
  readonly order: {
    readonly orderId: string
    readonly side: "Buy" | "Sell"
    readonly qty: string
    readonly price: string
    readonly orderType: string
  }
  readonly now: number
  readonly seq: number
}

/**
 * What a settled execution did: the size it closed, its price PnL (`execPnl`) and the cash it moved into the
 * settle coin (PnL minus fee).
 *
 * @since 0.1.0
 * @category models
 */
export interface Settlement {
  readonly position: Position
  readonly closedSize: bigint
  readonly pnl: bigint
  readonly cashFlow: bigint
}

/**
 * A closed-PnL record (`/v5/position/closed-pnl` item), built per closing order.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClosedPnl {
  readonly uid: string
  readonly category: Category
  readonly symbol: string
  readonly orderId: string
  readonly side: "Buy" | "Sell"
  readonly qty: string
  readonly orderPrice: string
  readonly orderType: string
  readonly leverage: string
  readonly createdTime: number
  updatedTime: number
  closedSize: bigint
  cumEntryValue: bigint
  cumExitValue: bigint
  closedPnl: bigint
  openFee: bigint
  closeFee: bigint
  fillCount: number
}

const ONE = Fixed.pow10(SCALE)

/**
 * The settle-coin value (10^-18 units) of `qty` at `price` (both in instrument units): quote value on linear,
 * spot and option, coin value (`qty / price`) on inverse.
 *
 * @since 0.1.0
 * @category math
 */
export const settleValue = (i: Instrument, price: bigint, qty: bigint): bigint => {
  if (i.category === "inverse") {
    if (price === 0n) return 0n
    return Fixed.divide(qty * Fixed.pow10(SCALE + i.priceDecimals - i.qtyDecimals), price, "down")
  }
  return price * qty * Fixed.pow10(SCALE - i.priceDecimals - i.qtyDecimals)
}

/**
 * A balance-scale amount as the exchange prints it (trailing zeros trimmed).
 *
 * @since 0.1.0
 * @category formatting
 */
export const amount = (units: bigint): string => Fixed.formatTrimmed(units, SCALE)

/**
 * A balance-scale amount rounded to `decimals` (half up) and trimmed.
 *
 * @since 0.1.0
 * @category formatting
 */
export const rounded = (units: bigint, decimals: number): string =>
  Fixed.formatTrimmed(Fixed.rescale(units, SCALE, decimals, "halfUp"), decimals)

/**
 * The average price of a value over a size: exact at the price decimals when it divides, else with 8 more
 * decimals (trimmed), as the exchange prints averages.
 *
 * @since 0.1.0
 * @category math
 */
export const averagePrice = (i: Instrument, value: bigint, size: bigint): string => {
  if (size === 0n || value === 0n) return "0"
  const pd = i.priceDecimals
  const extra = pd + 8
  // linear: price = value / size scaled; inverse: price = size / value.
  const num =
    i.category === "inverse"
      ? size * Fixed.pow10(SCALE - i.qtyDecimals + extra)
      : value * Fixed.pow10(extra + i.qtyDecimals - SCALE + SCALE)
  const den = i.category === "inverse" ? value : size * ONE
  const units = Fixed.divide(num, den, "halfUp")
  const atTick = Fixed.rescale(units, extra, pd, "halfUp")
  if (Fixed.rescale(atTick, pd, extra, "down") === units) return Fixed.format(atTick, pd)
  return Fixed.formatTrimmed(units, extra)
}

const noPositions: ReadonlyArray<Position> = Object.freeze([])

/**
 * Positions and per-symbol settings of every account.
 *
 * @since 0.1.0
 * @category models
 */
export class Positions {
  private readonly positions = new Map<string, Position>()
  /** The positions of each instrument, in creation order (a position once made is never removed). */
  private readonly byInstrument = new Map<Instrument, Array<Position>>()
  private readonly settingsBy = new Map<string, SymbolSettings>()
  /**
   * The position mode an account set by coin (`/v5/position/switch-mode` with `coin`), keyed
   * `uid\u0000category\u0000coin`: the mode a symbol of that coin takes when its settings are first made (a symbol
   * listed later inherits it). Absent means the system default, one-way.
   */
  private readonly coinModes = new Map<string, 0 | 3>()
  private readonly closed: Array<ClosedPnl> = []
  /** Closed-PnL records by uid and closing order (nested maps: no key string made per fill). */
  private readonly closedByOrder = new Map<string, Map<string, ClosedPnl>>()
  private seq = 0

  /** The default leverage of a new symbol setting. */
  constructor(private readonly defaultLeverage: string = "10") {}

  // The map keys of an account's instrument (its settings, then its positions 0, 1, 2), built once: an order looks
  // them up about ten times, and building and hashing a fresh key string each time showed in the profile.
  private readonly keysBy = new Map<string, WeakMap<Instrument, ReadonlyArray<string>>>()

  private keys(uid: string, i: Instrument): ReadonlyArray<string> {
    let byInstrument = this.keysBy.get(uid)
    if (byInstrument === undefined) {
      byInstrument = new WeakMap()
      this.keysBy.set(uid, byInstrument)
    }
    let keys = byInstrument.get(i)
    if (keys === undefined) {
      const base = `${uid}\u0000${i.category}\u0000${i.symbol}`
      keys = [base, `${base}\u00000`, `${base}\u00001`, `${base}\u00002`]
      byInstrument.set(i, keys)
    }
    return keys
  }

  /** The settings of an account for an instrument (created with the defaults on first use). */
  settings(uid: string, i: Instrument): SymbolSettings {
    const k = this.keys(uid, i)[0] as string
    let s = this.settingsBy.get(k)
    if (s === undefined) {
      const max = Number((i.info as { leverageFilter?: { maxLeverage: string } }).leverageFilter?.maxLeverage ?? "1")
      const lev = Math.min(Number(this.defaultLeverage), max)
      // a symbol never configured takes its coin's mode (symbol > coin > system default), where it offers it
      const mode = Instruments.hedgeable(i) ? this.coinMode(uid, i.category, i.settleCoin) : 0
      s = { mode, buyLeverage: String(lev), sellLeverage: String(lev), tradeMode: 0, autoAddMargin: 0 }
      this.settingsBy.set(k, s)
    }
    return s
  }

  /** The mode an account set for a coin of a category (one-way, 0, unless set): what its new symbols take. */
  coinMode(uid: string, category: Category, coin: string): 0 | 3 {
    return this.coinModes.get(`${uid}\u0000${category}\u0000${coin}`) ?? 0
  }

  /**
   * A switch by coin, as the docs describe it: the coin's mode becomes `mode` (the symbols configured later take it),
   * and each of `instruments` (the coin's symbols that offer the mode) switches unless `locked` (a position or an open
   * order), which keeps its mode. Returns the symbols kept.
   */
  switchCoin(
    uid: string,
    category: Category,
    coin: string,
    mode: 0 | 3,
    instruments: ReadonlyArray<Instrument>,
    locked: (i: Instrument) => boolean
  ): ReadonlyArray<Instrument> {
    // a locked symbol's settings are made first, under the coin's old mode, so it cannot inherit the new one
    const kept = instruments.filter((i) => locked(i))
    for (const i of kept) this.settings(uid, i)
    this.coinModes.set(`${uid}\u0000${category}\u0000${coin}`, mode)
    for (const i of instruments) {
      if (kept.includes(i)) continue
      const s = this.settingsBy.get(this.keys(uid, i)[0] as string)
      if (s !== undefined) s.mode = mode
    }
    return kept
  }

  /** A position (a flat one is created on first use). */
  position(uid: string, i: Instrument, positionIdx: 0 | 1 | 2): Position {
    const k = this.keys(uid, i)[positionIdx + 1] as string
    let p = this.positions.get(k)
    if (p === undefined) {
      p = {
        uid,
        instrument: i,
        positionIdx,
        side: "",
        size: 0n,
        value: 0n,
        openFee: 0n,
        takeProfit: "",
        stopLoss: "",
        trailingStop: "0",
        activePrice: "",
        tpTriggerBy: "",
        slTriggerBy: "",
        tpslMode: "Full",
        riskId: 1,
        margin: 0n,
        reduceOnly: false,
        curRealisedPnl: 0n,
        cumRealisedPnl: 0n,
        createdTime: 0,
        updatedTime: 0,
        openTime: 0,
        seq: -1
      }
      this.positions.set(k, p)
      const mine = this.byInstrument.get(i)
      if (mine === undefined) this.byInstrument.set(i, [p])
      else mine.push(p)
    }
    return p
  }

  /** The positions of an account that exist (were ever touched), in creation order. */
  list(uid: string, category?: Category): ReadonlyArray<Position> {
    const out: Array<Position> = []
    for (const p of this.positions.values()) {
      if (p.uid === uid && (category === undefined || p.instrument.category === category)) out.push(p)
    }
    return out
  }

  /** Every position of an instrument, of every account. */
  listAll(i: Instrument): ReadonlyArray<Position> {
    // asked at every replayed line (position stops): read from the instrument's own list, a copy of it
    const mine = this.byInstrument.get(i)
    return mine === undefined ? noPositions : mine.slice()
  }

  /** The indices of an instrument's positions for the account's current mode. */
  indices(uid: string, i: Instrument): ReadonlyArray<0 | 1 | 2> {
    return this.settings(uid, i).mode === 3 ? [1, 2] : [0]
  }

  /** Whether an account holds any size on an instrument. */
  hasSize(uid: string, i: Instrument): boolean {
    for (const idx of [0, 1, 2] as const) {
      const p = this.positions.get(this.keys(uid, i)[idx + 1] as string)
      if (p !== undefined && p.size > 0n) return true
    }
    return false
  }

  /** The size a reduce-only order of `side` may close (quantity units). */
  reducible(uid: string, i: Instrument, side: "Buy" | "Sell", positionIdx: 0 | 1 | 2): bigint {
    const idx: 0 | 1 | 2 =
      positionIdx === 0 && this.settings(uid, i).mode === 3 ? (side === "Buy" ? 2 : 1) : positionIdx
    const p = this.position(uid, i, idx)
    if (p.size === 0n || p.side === side) return 0n
    return p.size
  }

  /** Settles one execution into its position. */
  apply(f: Fill): Settlement {
    const i = f.instrument
    const p = this.position(f.uid, i, f.positionIdx)
    const lev = this.settings(f.uid, i)
    let closedSize = 0n
    let pnl = 0n
    let closeFee = 0n
    let openQty = f.qty
    if (p.size > 0n && p.side !== f.side) {
      closedSize = Fixed.min(f.qty, p.size)
      const entry = closedSize === p.size ? p.value : Fixed.divide(p.value * closedSize, p.size, "halfUp")
      const openFeePart = closedSize === p.size ? p.openFee : Fixed.divide(p.openFee * closedSize, p.size, "halfUp")
      // Added margin is released with the size it backed.
      const marginPart = closedSize === p.size ? p.margin : Fixed.divide(p.margin * closedSize, p.size, "down")
      const exit = settleValue(i, f.price, closedSize)
      const long = p.side === "Buy"
      pnl = i.category === "inverse" ? (long ? entry - exit : exit - entry) : long ? exit - entry : entry - exit
      closeFee = closedSize === f.qty ? f.fee : Fixed.divide(f.fee * closedSize, f.qty, "halfUp")
      p.size -= closedSize
      p.value -= entry
      p.openFee -= openFeePart
      p.margin -= marginPart
      if (p.size === 0n) {
        p.side = ""
        p.value = 0n
        p.openFee = 0n
        p.takeProfit = ""
        p.stopLoss = ""
        p.trailingStop = "0"
        p.activePrice = ""
        p.reduceOnly = false
      }
      openQty = f.qty - closedSize
      this.recordClose(f, lev, closedSize, entry, exit, pnl, openFeePart, closeFee)
    }
    if (openQty > 0n) {
      if (p.size === 0n) {
        p.side = f.side
        p.openTime = f.now
        if (p.createdTime === 0) p.createdTime = f.now
        p.curRealisedPnl = 0n
      }
      p.size += openQty
      p.value += settleValue(i, f.price, openQty)
      p.openFee += f.fee - closeFee
    }
    const cashFlow = pnl - f.fee
    p.curRealisedPnl += cashFlow
    p.cumRealisedPnl += cashFlow
    p.updatedTime = f.now
    if (p.createdTime === 0) p.createdTime = f.now
    p.seq = f.seq
    this.seq++
    return { position: p, closedSize, pnl, cashFlow }
  }

  private recordClose(
    f: Fill,
    s: SymbolSettings,
    closedSize: bigint,
    entry: bigint,
    exit: bigint,
    pnl: bigint,
    openFee: bigint,
    closeFee: bigint
  ): void {
    const byOrder = NestedMap.inner(this.closedByOrder, f.uid)
    let r = byOrder.get(f.order.orderId)
    if (r === undefined) {
      r = {
        uid: f.uid,
        category: f.instrument.category,
        symbol: f.instrument.symbol,
        orderId: f.order.orderId,
        side: f.order.side,
        qty: f.order.qty,
        orderPrice: f.order.price,
        orderType: f.order.orderType,
        leverage: f.side === "Buy" ? s.sellLeverage : s.buyLeverage,
        createdTime: f.now,
        updatedTime: f.now,
        closedSize: 0n,
        cumEntryValue: 0n,
        cumExitValue: 0n,
        closedPnl: 0n,
        openFee: 0n,
        closeFee: 0n,
        fillCount: 0
      }
      byOrder.set(f.order.orderId, r)
      this.closed.push(r)
    }
    r.updatedTime = f.now
    r.closedSize += closedSize
    r.cumEntryValue += entry
    r.cumExitValue += exit
    r.openFee += openFee
    r.closeFee += closeFee
    r.closedPnl += pnl - openFee - closeFee
    r.fillCount++
  }

  /** Closed-PnL records of an account, newest first. */
  closedPnl(uid: string, category: Category): ReadonlyArray<ClosedPnl> {
    const out: Array<ClosedPnl> = []
    for (let k = this.closed.length - 1; k >= 0; k--) {
      const r = this.closed[k]
      if (r !== undefined && r.uid === uid && r.category === category) out.push(r)
    }
    return out
  }

  /** Unrealised PnL of a position at a mark price (price units), settle-coin units. */
  unrealised(p: Position, mark: bigint): bigint {
    if (p.size === 0n) return 0n
    const now = settleValue(p.instrument, mark, p.size)
    const long = p.side === "Buy"
    if (p.instrument.category === "inverse") return long ? p.value - now : now - p.value
    return long ? now - p.value : p.value - now
  }
}
