/**
 * `GET /v5/account/wallet-balance`: account totals and per-coin balances (also the WS `wallet` payload).
 * Every figure may be `""` (non-unified accounts, portfolio margin, deprecated fields).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/account/wallet-balance`: `accountType` (`UNIFIED` on UTA 2.0) and optional comma-separated
 * `coin`s (without it only non-zero assets are returned).
 *
 * @since 0.1.0
 * @category schemas
 */
export const WalletBalanceRequest = LazySchema.struct("WalletBalanceRequest", () => ({
  accountType: Enums.AccountType,
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of a wallet-balance query.
 *
 * @since 0.1.0
 * @category models
 */
export interface WalletBalanceRequest extends Schema.Schema.Type<typeof WalletBalanceRequest> {}

const Figure = Schema.optional(DecimalOrEmpty)

/**
 * One coin of an account.
 *
 * @since 0.1.0
 * @category schemas
 */
export class WalletCoin extends LazyClass.Class<WalletCoin>("WalletCoin")(() => ({
  coin: Schema.String,
  equity: Figure,
  usdValue: Figure,
  walletBalance: Figure,
  locked: Figure,
  spotHedgingQty: Figure,
  borrowAmount: Figure,
  accruedInterest: Figure,
  totalOrderIM: Figure,
  totalPositionIM: Figure,
  totalPositionMM: Figure,
  unrealisedPnl: Figure,
  cumRealisedPnl: Figure,
  bonus: Figure,
  marginCollateral: Schema.optional(Schema.Boolean),
  collateralSwitch: Schema.optional(Schema.Boolean),
  spotBorrow: Figure,
  /** Platform collateral restriction: `-1` unknown, `0` off, `1` near the limit, `2` on. */
  colRes: Schema.optional(Schema.String),
  free: Figure,
  availableToWithdraw: Figure,
  availableToBorrow: Figure
})) {}

/**
 * One account's totals (USD-converted) and coins.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Wallet extends LazyClass.Class<Wallet>("Wallet")(() => ({
  accountType: Enums.AccountTypeTolerant,
  coin: Schema.Array(WalletCoin),
  accountIMRate: Figure,
  accountMMRate: Figure,
  accountIMRateByMp: Figure,
  accountMMRateByMp: Figure,
  totalEquity: Figure,
  totalWalletBalance: Figure,
  totalMarginBalance: Figure,
  totalAvailableBalance: Figure,
  totalPerpUPL: Figure,
  totalInitialMargin: Figure,
  totalMaintenanceMargin: Figure,
  totalInitialMarginByMp: Figure,
  totalMaintenanceMarginByMp: Figure,
  accountLTV: Figure
})) {}

/**
 * The result of `/v5/account/wallet-balance`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class WalletBalance extends LazyClass.Class<WalletBalance>("WalletBalance")(() => ({
  list: Schema.Array(Wallet)
})) {}
