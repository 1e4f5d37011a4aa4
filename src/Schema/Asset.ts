/**
 * Asset reads of `/v5/asset/*`: coin balances per account type (`query-account-coins-balance`,
 * `query-account-coin-balance`, `query-asset-info`, `asset-overview`), coin and chain info, withdrawable amounts,
 * option/USDC-futures delivery and USDC-perpetual settlement records, and the funding-account history.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

const Flag = LazySchema.make(() => Schema.Literals([0, 1]))

/**
 * The query of `/v5/asset/transfer/query-account-coins-balance`. `coin` (comma-separated, at most 10) is required
 * for `UNIFIED`; `memberId` is required when a master key reads a sub UID.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AllCoinsBalanceRequest = LazySchema.struct("AllCoinsBalanceRequest", () => ({
  memberId: Schema.optional(Schema.String),
  accountType: Enums.AccountType,
  coin: Schema.optional(Schema.String),
  withBonus: Schema.optional(Flag)
}))

/**
 * The parameters of an all-coins balance query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AllCoinsBalanceRequest extends Schema.Schema.Type<typeof AllCoinsBalanceRequest> {}

/**
 * One coin's balance: wallet balance, transferable part and bonus (`""` when not queried).
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinBalanceItem extends LazyClass.Class<CoinBalanceItem>("CoinBalanceItem")(() => ({
  coin: Schema.String,
  walletBalance: DecimalOrEmpty,
  transferBalance: DecimalOrEmpty,
  bonus: Schema.optional(DecimalOrEmpty)
})) {}

/**
 * The result of `/v5/asset/transfer/query-account-coins-balance`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AllCoinsBalance extends LazyClass.Class<AllCoinsBalance>("AllCoinsBalance")(() => ({
  accountType: Enums.AccountTypeTolerant,
  memberId: Schema.String,
  balance: Schema.Array(CoinBalanceItem)
})) {}

/**
 * The query of `/v5/asset/transfer/query-account-coin-balance`: one coin of one account type, optionally with the
 * amount transferable to another UID (`toMemberId`) or account type (`toAccountType`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const CoinBalanceRequest = LazySchema.struct("CoinBalanceRequest", () => ({
  memberId: Schema.optional(Schema.String),
  toMemberId: Schema.optional(Schema.String),
  accountType: Enums.AccountType,
  toAccountType: Schema.optional(Enums.AccountType),
  coin: Schema.String,
  withBonus: Schema.optional(Flag),
  withTransferSafeAmount: Schema.optional(Flag),
  withLtvTransferSafeAmount: Schema.optional(Flag)
}))

/**
 * The parameters of a single-coin balance query.
 *
 * @since 0.1.0
 * @category models
 */
export interface CoinBalanceRequest extends Schema.Schema.Type<typeof CoinBalanceRequest> {}

/**
 * One coin's balance with the safe transfer amounts (`""` unless asked for).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SingleCoinBalance extends LazyClass.Class<SingleCoinBalance>("SingleCoinBalance")(() => ({
  coin: Schema.String,
  walletBalance: DecimalOrEmpty,
  transferBalance: DecimalOrEmpty,
  bonus: Schema.optional(DecimalOrEmpty),
  transferSafeAmount: Schema.optional(DecimalOrEmpty),
  ltvTransferSafeAmount: Schema.optional(DecimalOrEmpty)
})) {}

/**
 * The result of `/v5/asset/transfer/query-account-coin-balance`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinBalance extends LazyClass.Class<CoinBalance>("CoinBalance")(() => ({
  accountType: Enums.AccountTypeTolerant,
  bizType: Schema.Number,
  accountId: Schema.String,
  memberId: Schema.String,
  balance: SingleCoinBalance
})) {}

/**
 * The query of `/v5/asset/transfer/query-asset-info` (classic accounts, `SPOT` only).
 *
 * @since 0.1.0
 * @category schemas
 */
export const AssetInfoRequest = LazySchema.struct("AssetInfoRequest", () => ({
  accountType: Schema.Literal("SPOT"),
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of an asset-info query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AssetInfoRequest extends Schema.Schema.Type<typeof AssetInfoRequest> {}

/**
 * One spot asset: frozen, free and withdrawing amounts.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpotAsset extends LazyClass.Class<SpotAsset>("SpotAsset")(() => ({
  coin: Schema.String,
  frozen: DecimalOrEmpty,
  free: DecimalOrEmpty,
  withdraw: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/asset/transfer/query-asset-info`: the spot account status and assets.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AssetInfo extends LazyClass.Class<AssetInfo>("AssetInfo")(() => ({
  spot: Schema.Struct({
    status: Enums.tolerant(Schema.Literals(["ACCOUNT_STATUS_NORMAL", "ACCOUNT_STATUS_UNSPECIFIED"])),
    assets: Schema.Array(SpotAsset)
  })
})) {}

/**
 * The query of `/v5/asset/asset-overview`: `memberId` when a master key reads a sub UID.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AssetOverviewRequest = LazySchema.struct("AssetOverviewRequest", () => ({
  memberId: Schema.optional(Schema.String),
  valuationCurrency: Schema.optional(Schema.String),
  accountType: Schema.optional(Schema.String)
}))

/**
 * The parameters of an asset overview.
 *
 * @since 0.1.0
 * @category models
 */
export interface AssetOverviewRequest extends Schema.Schema.Type<typeof AssetOverviewRequest> {}

/**
 * A coin's equity within an account or sub-category (negative for debts).
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinEquity extends LazyClass.Class<CoinEquity>("CoinEquity")(() => ({
  coin: Schema.String,
  equity: Decimal,
  /** Alpha liquidity positions only: the position's price range and the unit of `equity`. */
  extMap: Schema.optional(
    Schema.Struct({
      priceUpper: Schema.optional(Schema.String),
      priceLower: Schema.optional(Schema.String),
      equityUnit: Schema.optional(Schema.String)
    })
  )
})) {}

/**
 * The asset account types of the overview (`FundingAccount`, `UnifiedTradingAccount`, `Earn`, ...), or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AssetAccountTypeTolerant = LazySchema.make(() =>
  Enums.tolerant(
    Schema.Literals([
      "FundingAccount",
      "UnifiedTradingAccount",
      "Earn",
      "TradingBot",
      "CopyTrading",
      "CryptoLoans",
      "CryptoLoans_legacy",
      "PayLater",
      "Launchpool",
      "TradFi",
      "MarginStakedSOL",
      "Alpha"
    ])
  )
)

/**
 * One account of the overview: coins directly, or per product sub-category (`Earn`, `TradingBot`, ...).
 *
 * @since 0.1.0
 * @category schemas
 */
export class AssetAccount extends LazyClass.Class<AssetAccount>("AssetAccount")(() => ({
  accountType: AssetAccountTypeTolerant,
  totalEquity: Decimal,
  valuationCurrency: Schema.String,
  snapshotTime: Schema.String,
  coinDetail: Schema.optional(Schema.Array(CoinEquity)),
  categories: Schema.optional(
    Schema.Array(
      Schema.Struct({
        category: Schema.String,
        equity: Decimal,
        coinDetail: Schema.Array(CoinEquity)
      })
    )
  )
})) {}

/**
 * The result of `/v5/asset/asset-overview`: the total equity and its breakdown per account.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AssetOverview extends LazyClass.Class<AssetOverview>("AssetOverview")(() => ({
  totalEquity: Decimal,
  list: Schema.Array(AssetAccount)
})) {}

/**
 * The query of `/v5/asset/coin/query-info`: one coin, or all without it.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CoinInfoRequest = LazySchema.struct("CoinInfoRequest", () => ({
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of a coin-info query.
 *
 * @since 0.1.0
 * @category models
 */
export interface CoinInfoRequest extends Schema.Schema.Type<typeof CoinInfoRequest> {}

/**
 * One chain of a coin: confirmations, fees and limits, and the deposit/withdraw switches (`"1"` normal, `"0"`
 * suspended). An empty `withdrawFee` means the coin cannot be withdrawn on this chain.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinChain extends LazyClass.Class<CoinChain>("CoinChain")(() => ({
  chain: Schema.String,
  chainType: Schema.String,
  confirmation: Schema.String,
  withdrawFee: DecimalOrEmpty,
  depositMin: DecimalOrEmpty,
  withdrawMin: DecimalOrEmpty,
  minAccuracy: Schema.String,
  chainDeposit: Schema.String,
  chainWithdraw: Schema.String,
  withdrawPercentageFee: DecimalOrEmpty,
  contractAddress: Schema.optional(Schema.String),
  safeConfirmNumber: Schema.optional(Schema.String),
  /** Largest withdrawal per transaction on this chain; `-1` means no limit. */
  withdrawMax: Schema.optional(DecimalOrEmpty)
})) {}

/**
 * One coin with its chains and the maximum withdrawal per transaction.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinInfo extends LazyClass.Class<CoinInfo>("CoinInfo")(() => ({
  name: Schema.String,
  coin: Schema.String,
  remainAmount: DecimalOrEmpty,
  chains: Schema.Array(CoinChain)
})) {}

/**
 * The result of `/v5/asset/coin/query-info`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinInfoList extends LazyClass.Class<CoinInfoList>("CoinInfoList")(() => ({
  rows: Schema.Array(CoinInfo)
})) {}

/**
 * The query of `/v5/asset/withdraw/withdrawable-amount`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const WithdrawableAmountRequest = LazySchema.struct("WithdrawableAmountRequest", () => ({
  coin: Schema.String
}))

/**
 * The parameters of a withdrawable-amount query.
 *
 * @since 0.1.0
 * @category models
 */
export interface WithdrawableAmountRequest extends Schema.Schema.Type<typeof WithdrawableAmountRequest> {}

/**
 * The withdrawable and available amounts of one coin in one wallet.
 *
 * @since 0.1.0
 * @category schemas
 */
export class WalletWithdrawable extends LazyClass.Class<WalletWithdrawable>("WalletWithdrawable")(() => ({
  coin: Schema.String,
  withdrawableAmount: DecimalOrEmpty,
  availableBalance: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/asset/withdraw/withdrawable-amount`: the amount frozen by risk control (USD) and the
 * withdrawable amount per wallet (`SPOT` only on classic accounts).
 *
 * @since 0.1.0
 * @category schemas
 */
export class WithdrawableAmount extends LazyClass.Class<WithdrawableAmount>("WithdrawableAmount")(() => ({
  limitAmountUsd: DecimalOrEmpty,
  withdrawableAmount: Schema.Struct({
    SPOT: Schema.optional(WalletWithdrawable),
    FUND: Schema.optional(WalletWithdrawable),
    UTA: Schema.optional(WalletWithdrawable),
    EARN: Schema.optional(WalletWithdrawable)
  })
})) {}

/**
 * The query of `/v5/asset/delivery-record` (`option`, or `linear` for USDC futures), newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DeliveryRecordRequest = LazySchema.struct("DeliveryRecordRequest", () => ({
  category: Schema.Literals(["option", "linear", "inverse"]),
  symbol: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  expDate: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a delivery-record query.
 *
 * @since 0.1.0
 * @category models
 */
export interface DeliveryRecordRequest extends Schema.Schema.Type<typeof DeliveryRecordRequest> {}

/**
 * One delivery: time (ms), size, prices, fee and realised PnL.
 *
 * @since 0.1.0
 * @category schemas
 */
export class DeliveryRecord extends LazyClass.Class<DeliveryRecord>("DeliveryRecord")(() => ({
  deliveryTime: Enums.IntegerLike,
  symbol: Schema.String,
  side: Enums.SideTolerant,
  position: Decimal,
  entryPrice: Schema.optional(DecimalOrEmpty),
  deliveryPrice: DecimalOrEmpty,
  strike: DecimalOrEmpty,
  fee: DecimalOrEmpty,
  deliveryRpl: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/asset/delivery-record`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class DeliveryRecords extends LazyClass.Class<DeliveryRecords>("DeliveryRecords")(() => ({
  category: Enums.CategoryTolerant,
  list: Schema.Array(DeliveryRecord),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `/v5/asset/settlement-record` (USDC perpetuals: `linear`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SettlementRecordRequest = LazySchema.struct("SettlementRecordRequest", () => ({
  category: Schema.Literal("linear"),
  symbol: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a settlement-record query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SettlementRecordRequest extends Schema.Schema.Type<typeof SettlementRecordRequest> {}

/**
 * One session settlement of a USDC perpetual position.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SettlementRecord extends LazyClass.Class<SettlementRecord>("SettlementRecord")(() => ({
  symbol: Schema.String,
  side: Enums.SideTolerant,
  size: Decimal,
  sessionAvgPrice: DecimalOrEmpty,
  markPrice: DecimalOrEmpty,
  realisedPnl: DecimalOrEmpty,
  createdTime: Schema.String
})) {}

/**
 * The result of `/v5/asset/settlement-record`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SettlementRecords extends LazyClass.Class<SettlementRecords>("SettlementRecords")(() => ({
  category: Enums.CategoryTolerant,
  list: Schema.Array(SettlementRecord),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `/v5/asset/fundinghistory`: a window in **seconds** (both or neither, at most 7 days), `limit`
 * 1-100 (default 10) and the cursor.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FundingHistoryRequest = LazySchema.struct("FundingHistoryRequest", () => ({
  createTimeFrom: Schema.optional(Schema.String),
  createTimeTo: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.String),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a funding-account history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface FundingHistoryRequest extends Schema.Schema.Type<typeof FundingHistoryRequest> {}

/**
 * One funding-account movement: direction `I`/`O`, amount, balance after, time (seconds) and business type.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FundingTransaction extends LazyClass.Class<FundingTransaction>("FundingTransaction")(() => ({
  memberId: Schema.String,
  currency: Schema.String,
  ioDirection: Enums.tolerant(Schema.Literals(["I", "O"])),
  txnAmt: Decimal,
  afterAmt: DecimalOrEmpty,
  createTime: Schema.String,
  showBusiType: Schema.String,
  showBusiTypeEn: Schema.String,
  description: Schema.String,
  descriptionEn: Schema.String,
  currcCursor: Schema.optional(Schema.String)
})) {}

/**
 * The result of `/v5/asset/fundinghistory`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FundingHistory extends LazyClass.Class<FundingHistory>("FundingHistory")(() => ({
  list: Schema.Array(FundingTransaction),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `GET /v5/asset/portfolio-margin`: one base coin, or all.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PortfolioMarginRequest = LazySchema.struct("PortfolioMarginRequest", () => ({
  baseCoin: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getPortfolioMarginInfo`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PortfolioMarginRequest extends Schema.Schema.Type<typeof PortfolioMarginRequest> {}

/**
 * The portfolio margin wallet.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PortfolioMarginWallet extends LazyClass.Class<PortfolioMarginWallet>("PortfolioMarginWallet")(() => ({
  equity: DecimalOrEmpty,
  cashBalance: DecimalOrEmpty,
  marginBalance: DecimalOrEmpty,
  availableBalance: DecimalOrEmpty,
  accountIM: DecimalOrEmpty,
  accountMM: DecimalOrEmpty,
  accountMMRate: DecimalOrEmpty,
  accountIMRate: DecimalOrEmpty
})) {}

/**
 * The P&L at one price move (`-0.1` is -10%); option ranges give one value per IV shock scenario.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PnlRange extends LazyClass.Class<PnlRange>("PortfolioMarginPnlRange")(() => ({
  priceScale: Decimal,
  pnls: Schema.Array(DecimalOrEmpty)
})) {}

/**
 * A P&L range series.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PnlRanges extends LazyClass.Class<PnlRanges>("PortfolioMarginPnlRanges")(() => ({
  pnlRanges: Schema.Array(PnlRange)
})) {}

/**
 * The P&L ranges of one position.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PositionPnlRanges extends LazyClass.Class<PositionPnlRanges>("PortfolioMarginPositionPnlRanges")(() => ({
  symbolName: Schema.String,
  position: DecimalOrEmpty,
  pnlRanges: Schema.Array(PnlRange),
  sessionAvgPrice: DecimalOrEmpty,
  markPrice: DecimalOrEmpty,
  orderSize: DecimalOrEmpty,
  contractType: Schema.Number,
  settleCoin: Schema.String,
  symbolAlias: Schema.optional(Schema.String)
})) {}

/**
 * The P&L ranges of one option expiry and of its positions.
 *
 * @since 0.1.0
 * @category schemas
 */
export class OptionExpiryPnlRanges extends LazyClass.Class<OptionExpiryPnlRanges>(
  "PortfolioMarginOptionExpiryPnlRanges"
)(() => ({
  expiryDateRepresentation: Schema.String,
  pnlRanges: Schema.Array(PnlRange),
  optionPositionPnlRanges: Schema.Array(PositionPnlRanges)
})) {}

/**
 * One base coin's portfolio margin risk: aggregated and per-position P&L ranges, contingencies, margins and the
 * spot hedge.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AssetPnlRange extends LazyClass.Class<AssetPnlRange>("PortfolioMarginAssetPnlRange")(() => ({
  baseCoin: Schema.String,
  totalPnlRanges: Schema.Struct({
    ALL: Schema.optional(PnlRanges),
    PERPETUAL: Schema.optional(PnlRanges),
    OPTION: Schema.optional(PnlRanges)
  }).annotate({ identifier: "PortfolioMarginTotalPnlRanges" }),
  perpPositionPnlRanges: Schema.Array(PositionPnlRanges),
  optionExpiryDatePnlRanges: Schema.Array(OptionExpiryPnlRanges),
  contingency: Schema.Struct({
    optionContingency: DecimalOrEmpty,
    futureDeltaContingency: DecimalOrEmpty,
    optionVegaContingency: DecimalOrEmpty,
    contingencyComponents: DecimalOrEmpty,
    usdtUsdcContingency: DecimalOrEmpty,
    futureContingency: DecimalOrEmpty
  }).annotate({ identifier: "PortfolioMarginContingency" }),
  asset: Schema.Struct({
    coin: Schema.String,
    assetIM: DecimalOrEmpty,
    assetMM: DecimalOrEmpty
  }).annotate({ identifier: "PortfolioMarginAssetMargin" }),
  maxLossPriceMove: DecimalOrEmpty,
  maxLossIvShock: DecimalOrEmpty,
  totalClosePzFee: DecimalOrEmpty,
  spotHedgeInfo: Schema.Struct({
    hedgeSpotSize: DecimalOrEmpty,
    walletBalance: DecimalOrEmpty,
    usdIndexPrice: DecimalOrEmpty,
    pnlRanges: Schema.Array(PnlRange)
  }).annotate({ identifier: "PortfolioMarginSpotHedge" }),
  maxLossIvShockList: Schema.Array(DecimalOrEmpty)
})) {}

/**
 * The result of `/v5/asset/portfolio-margin` (what the web page shows).
 *
 * @since 0.1.0
 * @category schemas
 */
export class PortfolioMarginInfo extends LazyClass.Class<PortfolioMarginInfo>("PortfolioMarginInfo")(() => ({
  wallet: PortfolioMarginWallet,
  assetPnlRange: Schema.Array(AssetPnlRange)
})) {}

/**
 * The query of `GET /v5/asset/total-members-assets`: the coin to value the totals in (BTC by default).
 *
 * @since 0.1.0
 * @category schemas
 */
export const TotalMembersAssetsRequest = LazySchema.struct("TotalMembersAssetsRequest", () => ({
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getTotalMembersAssets`.
 *
 * @since 0.1.0
 * @category models
 */
export interface TotalMembersAssetsRequest extends Schema.Schema.Type<typeof TotalMembersAssetsRequest> {}

/**
 * One wallet of a member: USD value (`origb`) and value in the asked coin (`quoteb`). `stat` non-zero: its data
 * could not be read.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MemberWalletAssets extends LazyClass.Class<MemberWalletAssets>("MemberWalletAssets")(() => ({
  type: Schema.String,
  origb: DecimalOrEmpty,
  quoteb: DecimalOrEmpty,
  stat: Schema.Number
})) {}

/**
 * One member (master: `isM`; sub-account: its `type`, 1 normal ... 12 earn fund) and its wallets.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MemberAssets extends LazyClass.Class<MemberAssets>("MemberAssets")(() => ({
  uid: Schema.Number,
  isM: Schema.optional(Schema.Boolean),
  type: Schema.optional(Schema.Number),
  stat: Schema.Number,
  origb: DecimalOrEmpty,
  quoteb: Schema.optional(DecimalOrEmpty),
  items: Schema.Array(MemberWalletAssets)
})) {}

/**
 * The result of `/v5/asset/total-members-assets`: totals in USD and in the asked coin, and each member.
 *
 * @since 0.1.0
 * @category schemas
 */
export class TotalMembersAssets extends LazyClass.Class<TotalMembersAssets>("TotalMembersAssets")(() => ({
  total: DecimalOrEmpty,
  quoteTotal: DecimalOrEmpty,
  stat: Schema.Number,
  list: Schema.Array(MemberAssets)
})) {}
