/**
 * The unified account: the wallet balance, the account info, fee rates, the margin mode, collateral coins, what a
 * spot balance can buy or sell, the transaction log, and the account settings (hedging, SMP group, MMP).
 *
 * @since 0.1.0
 */
import * as Account from "../../Http/v5/Account.js"
import * as Trade from "../../Http/v5/Trade.js"
import * as Fixed from "../base/Fixed.js"
import { type Caller, fail, isFail, nonEmpty, ok, type Params, paramError, type Result, text } from "../base/Handler.js"
import type { AccountSettings } from "../books/AccountSettings.js"
import { type Accounts, SCALE } from "../books/Accounts.js"
import type { Ledger } from "../books/Ledger.js"
import { type Positions, settleValue } from "../books/Positions.js"
import type { Clearing } from "../Clearing.js"
import { type Margin, USD_DECIMALS } from "../Margin.js"
import type { Mmp } from "../Mmp.js"
import * as Instruments from "../market/Instruments.js"
import type { MarketSource } from "../market/MarketSource.js"
import { categoryOf } from "../TradeHandler.js"
import type { Views } from "../Views.js"
import type { DcpDesk } from "./Dcp.js"
import * as Desk from "./Desk.js"

/**
 * What the account desk works on.
 *
 * @since 0.1.0
 * @category models
 */
export interface AccountEnv {
  readonly accounts: Accounts
  readonly positions: Positions
  readonly margin: Margin
  readonly clearing: Clearing
  readonly views: Views
  readonly market: MarketSource
  readonly settings: AccountSettings
  /** Market maker protection (configuration, state, freezes). */
  readonly mmp: Mmp
  readonly ledger: Ledger
  readonly dcp: DcpDesk
  /** Advances the market to `now`. */
  readonly tick: (now: number) => void
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class AccountDesk implements Desk.Desk {
  readonly name = "account"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly marginModes = new Map<string, string>()

  constructor(private readonly env: AccountEnv) {
    const settings = env.settings
    this.routes = [
      Desk.route(Account.walletBalance, (c, p, n) => this.walletBalance(c, p, n)),
      Desk.route(Account.info, (c, _p, n) => this.accountInfo(c, n)),
      Desk.route(Account.feeRate, (c, p) => this.feeRate(c, p)),
      Desk.route(Account.setMarginModeEndpoint, (c, p) => this.setMarginMode(c, p)),
      Desk.route(Account.transactionLog, (c, p, n) => env.ledger.transactionLog(c.uid, p, n)),
      Desk.route(Account.collateralInfo, (c, p) => settings.collateralInfo(c.uid, p)),
      Desk.route(Account.setCollateralSwitch, (c, p, n) => this.setCollateral(c, [p], false, n)),
      Desk.route(Account.setCollateralSwitchBatch, (c, p, n) =>
        this.setCollateral(c, Array.isArray(p.request) ? p.request : [], true, n)
      ),
      Desk.route(Account.setHedgingMode, (c, p) => settings.setHedging(c.uid, p)),
      Desk.route(Account.smpGroup, () => ok({ smpGroup: 0 })),
      Desk.route(Account.mmpModify, (c, p) => env.mmp.modify(c.uid, p)),
      Desk.route(Account.mmpReset, (c, p) => env.mmp.reset(c.uid, p)),
      Desk.route(Account.mmpState, (c, p, n) => env.mmp.state(c.uid, p, n)),
      Desk.route(Trade.spotBorrowCheck, (c, p, n) => this.spotBorrowCheck(c, p, n))
    ]
  }

  /** The account's margin mode (`/v5/account/set-margin-mode`), `undefined` when never set. */
  marginMode(uid: string): string | undefined {
    return this.marginModes.get(uid)
  }

  private walletBalance(caller: Caller, p: Params, now: number): Result<object> {
    const accountType = text(p, "accountType")
    if (accountType === undefined || accountType === "") return paramError("accountType is required")
    if (accountType !== "UNIFIED") return fail(10001, "accountType only support UNIFIED")
    this.env.tick(now)
    const coin = nonEmpty(p, "coin")
    const coins = coin === undefined ? undefined : coin.split(",").map((c) => c.trim().toUpperCase())
    return ok({ list: [this.env.views.walletItem(caller.uid, coins, now)] })
  }

  private accountInfo(caller: Caller, now: number): Result<object> {
    void now
    const dcpOn = (["SPOT", "DERIVATIVES", "OPTIONS"] as const).some(
      (x) => this.env.dcp.dcpWindow(caller.uid, x) !== undefined
    )
    return ok({
      unifiedMarginStatus: this.env.accounts.member(caller.uid)?.unifiedMarginStatus ?? 5,
      marginMode: this.marginModes.get(caller.uid) ?? "REGULAR_MARGIN",
      isMasterTrader: false,
      spotHedgingStatus: this.env.settings.spotHedging(caller.uid),
      updatedTime: String(this.env.accounts.member(caller.uid)?.createdAt ?? 0),
      dcpStatus: dcpOn ? "ON" : "OFF",
      timeWindow: this.env.dcp.dcpWindow(caller.uid, "DERIVATIVES") ?? 10,
      smpGroup: 0
    })
  }

  private setMarginMode(caller: Caller, p: Params): Result<object> {
    const m = text(p, "setMarginMode")
    if (m !== "ISOLATED_MARGIN" && m !== "REGULAR_MARGIN" && m !== "PORTFOLIO_MARGIN") {
      return paramError("setMarginMode invalid")
    }
    this.marginModes.set(caller.uid, m)
    return ok({ reasons: [] })
  }

  /** `set-collateral-switch` (one item, empty answer) and `-batch` (the items as set). */
  private setCollateral(caller: Caller, raw: ReadonlyArray<unknown>, batch: boolean, now: number): Result<object> {
    const items: Array<{ coin: string; collateralSwitch: string }> = []
    for (const r of raw) {
      const item = (typeof r === "object" && r !== null ? r : {}) as Params
      const coin = nonEmpty(item, "coin")
      if (coin === undefined) return paramError("coin is required")
      items.push({ coin, collateralSwitch: text(item, "collateralSwitch") ?? "" })
    }
    if (items.length === 0) return paramError("request is required")
    // A coin backs margin while it settles an open position or holds an open order's margin.
    const committed = (coin: string) =>
      this.env.margin.hold(caller.uid, coin, "orderIM") > 0n ||
      this.env.margin.hold(caller.uid, coin, "locked") > 0n ||
      this.env.positions.list(caller.uid).some((x) => x.size > 0n && x.instrument.settleCoin === coin)
    const r = this.env.settings.setCollateral(caller.uid, items, committed)
    if (!r.ok) return r
    this.env.clearing.pushWallet(caller.uid, now)
    return ok(batch ? { list: r.value } : {})
  }

  /** `/v5/order/spot-borrow-check`: what the balance buys or sells at the last price (the emulator does not lend). */
  private spotBorrowCheck(caller: Caller, p: Params, now: number): Result<object> {
    const category = text(p, "category")
    if (category !== "spot") return fail(10001, "Illegal category")
    const symbol = nonEmpty(p, "symbol")
    const i = symbol === undefined ? undefined : Instruments.find("spot", symbol)
    if (i === undefined) return paramError("symbol invalid")
    const side = text(p, "side")
    if (side !== "Buy" && side !== "Sell") return paramError("side invalid")
    this.env.tick(now)
    const price = BigInt(this.env.market.lastPriceUnits(i, now))
    const coin = side === "Buy" ? i.quoteCoin : i.baseCoin
    const free = Fixed.max(0n, this.env.margin.available(caller.uid, coin, now))
    const qtyUnits =
      side === "Buy"
        ? price === 0n
          ? 0n
          : Fixed.divide(free * Fixed.pow10(i.priceDecimals), price * Fixed.pow10(SCALE - i.qtyDecimals), "down")
        : Fixed.rescale(free, SCALE, i.qtyDecimals, "down")
    const amount = side === "Buy" ? free : settleValue(i, price, qtyUnits)
    const qty = Fixed.format(qtyUnits, i.qtyDecimals)
    const value = Fixed.formatTrimmed(Fixed.rescale(amount, SCALE, USD_DECIMALS, "down"), USD_DECIMALS)
    return ok({
      symbol: i.symbol,
      side,
      maxTradeQty: qty,
      maxTradeAmount: value,
      spotMaxTradeQty: qty,
      spotMaxTradeAmount: value,
      borrowCoin: coin
    })
  }

  private feeRate(caller: Caller, p: Params): Result<object> {
    const category = categoryOf(p)
    if (isFail(category)) return category
    const symbol = nonEmpty(p, "symbol")
    const baseCoin = nonEmpty(p, "baseCoin")
    const rates = this.env.margin.feeRates(caller.uid, category)
    if (category === "option") {
      const coins = [...new Set(Instruments.byCategory("option").map((i) => i.baseCoin))].filter(
        (c) => baseCoin === undefined || c === baseCoin
      )
      return ok({
        category,
        list: coins.map((c) => ({ symbol: "", baseCoin: c, takerFeeRate: rates.taker, makerFeeRate: rates.maker }))
      })
    }
    const list = Instruments.byCategory(category).filter((i) => symbol === undefined || i.symbol === symbol)
    if (symbol !== undefined && list.length === 0) return paramError("symbol invalid")
    const rowOf = (i: Instruments.Instrument) => {
      const own = this.env.margin.feeRates(caller.uid, category, i.symbol)
      return { symbol: i.symbol, baseCoin: "", takerFeeRate: own.taker, makerFeeRate: own.maker }
    }
    return ok({ category, list: list.map(rowOf) })
  }
}
