/**
 * Account asset v3 (`/asset/v3`) shapes: camelCase, V3 envelope and header signing. Source: bybit-api
 * `AccountAssetClientV3` (git `e4957b0~1`) for paths and parameters; no response example was stored, so the
 * results keep to the fields the v5 successors document under the same names.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"

/**
 * `POST /asset/v3/private/transfer/inter-transfer` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InterTransferRequest = LazySchema.make(() =>
  Schema.Struct({
    transferId: Schema.String,
    coin: Schema.String,
    amount: Schema.String,
    fromAccountType: Schema.String,
    toAccountType: Schema.String
  })
)

/**
 * `POST /asset/v3/private/transfer/inter-transfer`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransferAck = LazySchema.make(() =>
  Schema.Struct({ transferId: Schema.String }).annotate({
    identifier: "AssetV3TransferAck"
  })
)

/**
 * `GET /asset/v3/private/transfer/account-coin/balance/query` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CoinBalanceRequest = LazySchema.make(() =>
  Schema.Struct({ accountType: Schema.String, coin: Schema.String })
)

/**
 * `GET /asset/v3/private/transfer/account-coin/balance/query`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CoinBalance = LazySchema.struct("AssetV3CoinBalance", () => ({
  accountType: Schema.String,
  balance: Schema.Struct({
    coin: Schema.String,
    walletBalance: Schema.String,
    transferBalance: Schema.String
  })
}))

/**
 * `POST /asset/v3/private/withdraw/cancel` parameters. The docs send the withdrawal's id as `id`; bybit-api's
 * `cancelWithdrawal(withdrawalId)` names it `withdrawalId`, which is the name callers use here: it is encoded to
 * `id` on the wire. Source: bybit-exchange/docs-legacy `source/includes/account_asset/v3/_api_transfer.md`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelWithdrawalRequest = LazySchema.make(() =>
  Schema.Struct({
    withdrawalId: Schema.Number
  }).pipe(Schema.encodeKeys({ withdrawalId: "id" }))
)

/**
 * `POST /asset/v3/private/withdraw/cancel`: `status` is 1 when cancelled, 0 when it could not be.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelWithdrawal = LazySchema.make(() =>
  Schema.Struct({ status: Schema.Number }).annotate({
    identifier: "AssetV3CancelWithdrawal"
  })
)

/**
 * `GET /asset/v3/public/deposit/allowed-deposit-list/query` parameters. Source: bybit-exchange/docs-legacy
 * `source/includes/account_asset/v3/_api_transfer.md` ("Supported Deposit List").
 *
 * @since 0.1.0
 * @category schemas
 */
export const AllowedDepositListRequest = LazySchema.make(() =>
  Schema.Struct({
    coin: Schema.optional(Schema.String),
    chain: Schema.optional(Schema.String),
    cursor: Schema.optional(Schema.String),
    limit: Schema.optional(Schema.Number)
  })
)

/**
 * One coin and chain open for deposit: confirmations needed and the smallest credited amount.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DepositConfig = LazySchema.struct("AssetV3DepositConfig", () => ({
  coin: Schema.String,
  chain: Schema.String,
  coinShowName: Schema.String,
  chainType: Schema.String,
  blockConfirmNumber: Schema.Number,
  minDepositAmount: Schema.String
}))

/**
 * `GET /asset/v3/public/deposit/allowed-deposit-list/query`: one page and the cursor of the next ("" after the
 * last).
 *
 * @since 0.1.0
 * @category schemas
 */
export const AllowedDepositList = LazySchema.struct("AssetV3AllowedDepositList", () => ({
  configList: Schema.Array(DepositConfig),
  nextPageCursor: Schema.String
}))
