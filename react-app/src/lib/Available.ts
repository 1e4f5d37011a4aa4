/**
 * What the order form can spend: the coin an order is paid in and how much of it is free, and the leverage it is
 * placed at, from the live account.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import type { AccountState } from "effect-bybit"
import type { Instrument } from "./Instrument.js"

/**
 * What the account can spend on this side, in the coin the order is paid in: spot the quote (buy) or base (sell)
 * coin's free balance; inverse the base coin's; linear and options the settle coin's own figure — its balance less
 * what is locked and what orders and positions hold as margin, and never more than the account's available balance
 * (USD) in that coin. Other collateral is not counted here (the Wallet tab shows it in USD).
 *
 * @since 0.1.0
 * @category accounts
 */
export const available = (
  state: AccountState.State | undefined,
  instrument: Instrument,
  side: "Buy" | "Sell"
): { readonly amount: string; readonly coin: string } | undefined => {
  const wallet = state === undefined ? undefined : Option.getOrUndefined(state.wallet)
  if (wallet === undefined) return undefined
  const n = (text: string | undefined) => {
    const value = Number(text ?? 0)
    return Number.isFinite(value) ? value : 0
  }
  const free = (coin: string, margined: boolean) => {
    const c = wallet.coin.find((x) => x.coin === coin)
    if (c === undefined) return { amount: "0", coin }
    const held = n(c.locked) + (margined ? n(c.totalOrderIM) + n(c.totalPositionIM) : 0)
    let amount = n(c.walletBalance) - held
    // the account's own limit, in this coin at the coin's USD price
    const usdPerCoin = n(c.walletBalance) > 0 ? n(c.usdValue) / n(c.walletBalance) : 0
    if (margined && usdPerCoin > 0 && wallet.totalAvailableBalance) {
      amount = Math.min(amount, n(wallet.totalAvailableBalance) / usdPerCoin)
    }
    return { amount: String(Math.max(0, amount)), coin }
  }
  switch (instrument.category) {
    case "spot":
      return side === "Buy" ? free(instrument.quoteCoin, false) : free(instrument.baseCoin, false)
    case "inverse":
      return free(instrument.baseCoin, true)
    default:
      return free(instrument.settleCoin, true)
  }
}

/**
 * The symbol's leverage at the exchange (set with or without a position), else its position's.
 *
 * @since 0.1.0
 * @category accounts
 */
export const leverageOf = (
  state: AccountState.State | undefined,
  symbol: string,
  setting: string | undefined
): number | undefined => {
  const position = state?.positions.find((p) => p.symbol === symbol)
  for (const text of [setting, position?.leverage]) {
    const leverage = Number(text ?? "")
    if (text !== undefined && text !== "" && Number.isFinite(leverage) && leverage > 0) return leverage
  }
  return undefined
}
