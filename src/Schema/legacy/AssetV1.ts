/**
 * Account asset v1 (`/asset/v1`) shapes: snake_case, legacy envelope. Source: bybit-exchange/docs-legacy
 * `source/includes/account_asset/v1/_api_transfer.md`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"

/**
 * Account types of the v1 transfer API.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AccountType = LazySchema.make(() =>
  Schema.Literals(["CONTRACT", "SPOT", "INVESTMENT", "OPTION", "UNIFIED", "FUND"])
)

/**
 * `POST /asset/v1/private/transfer` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InternalTransferRequest = LazySchema.make(() =>
  Schema.Struct({
    transfer_id: Schema.String,
    coin: Schema.String,
    amount: Schema.String,
    from_account_type: AccountType,
    to_account_type: AccountType
  })
)

/**
 * `POST /asset/v1/private/transfer`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransferAck = LazySchema.make(() =>
  Schema.Struct({ transfer_id: Schema.String }).annotate({
    identifier: "AssetV1TransferAck"
  })
)

/**
 * `GET /asset/v1/private/transfer/list` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransferListRequest = LazySchema.make(() =>
  Schema.Struct({
    transfer_id: Schema.optional(Schema.String),
    coin: Schema.optional(Schema.String),
    status: Schema.optional(Schema.Literals(["SUCCESS", "PENDING", "FAILED"])),
    start_time: Schema.optional(Schema.Number),
    end_time: Schema.optional(Schema.Number),
    direction: Schema.optional(Schema.Literals(["Prev", "Next"])),
    limit: Schema.optional(Schema.Number),
    cursor: Schema.optional(Schema.String)
  })
)

/**
 * One internal transfer; `timestamp` is seconds as a string.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Transfer = LazySchema.struct("AssetV1Transfer", () => ({
  transfer_id: Schema.String,
  coin: Schema.String,
  amount: Schema.String,
  from_account_type: Schema.String,
  to_account_type: Schema.String,
  timestamp: Schema.String,
  status: Schema.String
}))

/**
 * `GET /asset/v1/private/transfer/list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransferList = LazySchema.make(() =>
  Schema.Struct({
    list: Schema.Array(Transfer),
    cursor: Schema.String
  }).annotate({
    identifier: "AssetV1TransferList"
  })
)

/**
 * `GET /asset/v1/private/sub-member/member-ids`: numeric ids, and the transferable ones as strings.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubAccounts = LazySchema.struct("AssetV1SubAccounts", () => ({
  sub_user_id: Schema.Array(Schema.Number),
  transferable_sub_ids: Schema.Array(Schema.String)
}))

/**
 * `GET /asset/v1/public/deposit/allowed-deposit-list` parameters: a coin, a chain and a 1-based page. Source:
 * bybit-exchange/docs-legacy `source/includes/account_asset/v1/_api_transfer.md` ("Supported Deposit List").
 *
 * @since 0.1.0
 * @category schemas
 */
export const AllowedDepositListRequest = LazySchema.make(() =>
  Schema.Struct({
    coin: Schema.optional(Schema.String),
    chain: Schema.optional(Schema.String),
    page_index: Schema.optional(Schema.Number),
    page_size: Schema.optional(Schema.Number)
  })
)

/**
 * One coin and chain open for deposit: confirmations needed and the smallest credited amount.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DepositConfig = LazySchema.struct("AssetV1DepositConfig", () => ({
  coin: Schema.String,
  chain: Schema.String,
  coin_show_name: Schema.String,
  chain_type: Schema.String,
  block_confirm_number: Schema.Number,
  min_deposit_amount: Schema.String
}))

/**
 * `GET /asset/v1/public/deposit/allowed-deposit-list`: one page, and the number of matching entries as a string.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AllowedDepositList = LazySchema.struct("AssetV1AllowedDepositList", () => ({
  config_list: Schema.Array(DepositConfig),
  total: Schema.String
}))
