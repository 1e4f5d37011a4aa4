/**
 * Spot grid and DCA bots: grid parameter ranges, created/closed bot acks and grid bot details. Field names are
 * snake_case as on the wire.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The body of `POST /v5/grid/validate-input`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GridBotValidateInputRequest = LazySchema.struct("GridBotValidateInputRequest", () => ({
  symbol: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  cell_number: Schema.Int,
  max_price: DecimalString,
  min_price: DecimalString,
  invest_mode: Schema.optional(Schema.Literals([0, 1, 2])),
  base_investment: Schema.optional(DecimalString),
  quote_investment: Schema.optional(DecimalString),
  stop_loss: Schema.optional(DecimalString),
  take_profit: Schema.optional(DecimalString),
  entry_price: Schema.optional(DecimalString),
  ts_percent: Schema.optional(DecimalString),
  enable_trailing: Schema.optional(Schema.Boolean),
  limit_up_price: Schema.optional(DecimalString)
}))

/**
 * The parameters of `validateSpotGridInput`.
 *
 * @since 0.1.0
 * @category models
 */
export interface GridBotValidateInputRequest extends Schema.Schema.Type<typeof GridBotValidateInputRequest> {}

/**
 * An entry of the `validateSpotGridInput` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotValidateInputResultInvestment extends LazyClass.Class<GridBotValidateInputResultInvestment>(
  "GridBotValidateInputResultInvestment"
)(() => ({
  from: DecimalOrEmpty,
  to: DecimalOrEmpty
})) {}

/**
 * An entry of the `validateSpotGridInput` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotValidateInputResultProfit extends LazyClass.Class<GridBotValidateInputResultProfit>(
  "GridBotValidateInputResultProfit"
)(() => ({
  from: DecimalOrEmpty,
  to: DecimalOrEmpty
})) {}

/**
 * An entry of the `validateSpotGridInput` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotValidateInputResultCellNumber extends LazyClass.Class<GridBotValidateInputResultCellNumber>(
  "GridBotValidateInputResultCellNumber"
)(() => ({
  from: DecimalOrEmpty,
  to: DecimalOrEmpty
})) {}

/**
 * An entry of the `validateSpotGridInput` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotValidateInputResultMinPrice extends LazyClass.Class<GridBotValidateInputResultMinPrice>(
  "GridBotValidateInputResultMinPrice"
)(() => ({
  from: DecimalOrEmpty,
  to: DecimalOrEmpty
})) {}

/**
 * An entry of the `validateSpotGridInput` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotValidateInputResultMaxPrice extends LazyClass.Class<GridBotValidateInputResultMaxPrice>(
  "GridBotValidateInputResultMaxPrice"
)(() => ({
  from: DecimalOrEmpty,
  to: DecimalOrEmpty
})) {}

/**
 * An entry of the `validateSpotGridInput` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotValidateInputResultStopLoss extends LazyClass.Class<GridBotValidateInputResultStopLoss>(
  "GridBotValidateInputResultStopLoss"
)(() => ({
  from: DecimalOrEmpty,
  to: DecimalOrEmpty
})) {}

/**
 * An entry of the `validateSpotGridInput` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotValidateInputResultTakeProfit extends LazyClass.Class<GridBotValidateInputResultTakeProfit>(
  "GridBotValidateInputResultTakeProfit"
)(() => ({
  from: DecimalOrEmpty,
  to: DecimalOrEmpty
})) {}

/**
 * An entry of the `validateSpotGridInput` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotValidateInputResultEntryPrice extends LazyClass.Class<GridBotValidateInputResultEntryPrice>(
  "GridBotValidateInputResultEntryPrice"
)(() => ({
  from: DecimalOrEmpty,
  to: DecimalOrEmpty
})) {}

/**
 * An entry of the `validateSpotGridInput` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotValidateInputResultBaseInvestment extends LazyClass.Class<GridBotValidateInputResultBaseInvestment>(
  "GridBotValidateInputResultBaseInvestment"
)(() => ({
  from: DecimalOrEmpty,
  to: DecimalOrEmpty
})) {}

/**
 * An entry of the `validateSpotGridInput` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotValidateInputResultTsPercent extends LazyClass.Class<GridBotValidateInputResultTsPercent>(
  "GridBotValidateInputResultTsPercent"
)(() => ({
  from: DecimalOrEmpty,
  to: DecimalOrEmpty
})) {}

/**
 * An entry of the `validateSpotGridInput` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotValidateInputResultLimitUpPrice extends LazyClass.Class<GridBotValidateInputResultLimitUpPrice>(
  "GridBotValidateInputResultLimitUpPrice"
)(() => ({
  from: DecimalOrEmpty,
  to: DecimalOrEmpty
})) {}

/**
 * The result of `POST /v5/grid/validate-input`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotValidateInputResult extends LazyClass.Class<GridBotValidateInputResult>(
  "GridBotValidateInputResult"
)(() => ({
  status_code: Schema.Number,
  debug_msg: Schema.String,
  investment: GridBotValidateInputResultInvestment,
  profit: GridBotValidateInputResultProfit,
  cell_number: GridBotValidateInputResultCellNumber,
  min_price: GridBotValidateInputResultMinPrice,
  max_price: GridBotValidateInputResultMaxPrice,
  stop_loss: GridBotValidateInputResultStopLoss,
  take_profit: GridBotValidateInputResultTakeProfit,
  entry_price: GridBotValidateInputResultEntryPrice,
  cell_distance: Decimal,
  check_code: Schema.String,
  base_investment: GridBotValidateInputResultBaseInvestment,
  ts_percent: GridBotValidateInputResultTsPercent,
  limit_up_price: GridBotValidateInputResultLimitUpPrice
})) {}

/**
 * The body of `POST /v5/grid/create-grid`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GridBotCreateGridRequest = LazySchema.struct("GridBotCreateGridRequest", () => ({
  symbol: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  max_price: DecimalString,
  min_price: DecimalString,
  cell_number: Schema.Int,
  invest_mode: Schema.optional(Schema.Literals([0, 1, 2])),
  base_investment: Schema.optional(DecimalString),
  quote_investment: Schema.optional(DecimalString),
  entry_price: Schema.optional(DecimalString),
  stop_loss_price: Schema.optional(DecimalString),
  take_profit_price: Schema.optional(DecimalString),
  ts_percent: Schema.optional(DecimalString),
  enable_trailing: Schema.optional(Schema.Boolean),
  limit_up_price: Schema.optional(DecimalString)
}))

/**
 * The parameters of `createSpotGridBot`.
 *
 * @since 0.1.0
 * @category models
 */
export interface GridBotCreateGridRequest extends Schema.Schema.Type<typeof GridBotCreateGridRequest> {}

/**
 * The result of `POST /v5/grid/create-grid`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotCreateGridResult extends LazyClass.Class<GridBotCreateGridResult>("GridBotCreateGridResult")(
  () => ({
    status_code: Schema.Number,
    debug_msg: Schema.String,
    grid_id: Schema.String,
    ban_reason_text: Schema.String
  })
) {}

/**
 * The body of `POST /v5/grid/query-grid-detail`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GridBotGridDetailRequest = LazySchema.struct("GridBotGridDetailRequest", () => ({
  grid_id: Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters of `getSpotGridBotDetail`.
 *
 * @since 0.1.0
 * @category models
 */
export interface GridBotGridDetailRequest extends Schema.Schema.Type<typeof GridBotGridDetailRequest> {}

/**
 * An entry of the `getSpotGridBotDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotGridDetailResultDetail extends LazyClass.Class<GridBotGridDetailResultDetail>(
  "GridBotGridDetailResultDetail"
)(() => ({
  grid_id: Schema.String,
  symbol: Schema.String,
  base_token: Schema.String,
  quote_token: Schema.String,
  total_investment: Decimal,
  total_profit: Decimal,
  max_price: Decimal,
  min_price: Decimal,
  cell_number: Schema.Number,
  grid_profit: Decimal,
  grid_apr: Decimal,
  total_apr: Decimal,
  arbitrage_num: Schema.Number,
  arbitrage_num_24: Schema.Number,
  allow_follow: Schema.Number,
  operation_time: Schema.String,
  status: Enums.tolerant(
    Schema.Literals(["RAW", "REJECTED", "NEW", "INITIALIZING", "RUNNING", "CANCELLING", "COMPLETED"])
  ),
  entry_price: DecimalOrEmpty,
  stop_loss_price: DecimalOrEmpty,
  take_profit_price: DecimalOrEmpty,
  current_price: Decimal,
  close_reason: Schema.String,
  bot_close_code: Schema.String,
  follow_num: Schema.Number,
  create_time: Schema.String,
  end_time: Schema.String,
  used_reward_amount: DecimalOrEmpty,
  settlement_assets: Schema.String,
  account_type: Schema.String,
  cum_withdrew_amount: Decimal,
  current_profit: Decimal,
  current_per: Decimal,
  spot_symbol_status: Schema.String,
  used_reward_id: Schema.String,
  taker_fee_rate: Decimal,
  maker_fee_rate: Decimal,
  equity: Decimal,
  ts_exit_equity: Decimal,
  ts_percent: Decimal,
  is_support_ts: Schema.Boolean,
  enable_trailing: Schema.Boolean,
  limit_up_price: DecimalOrEmpty,
  ori_max_price: DecimalOrEmpty,
  ori_min_price: DecimalOrEmpty,
  ori_cell_number: Schema.Number
})) {}

/**
 * The result of `POST /v5/grid/query-grid-detail`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotGridDetailResult extends LazyClass.Class<GridBotGridDetailResult>("GridBotGridDetailResult")(
  () => ({
    status_code: Schema.Number,
    detail: GridBotGridDetailResultDetail,
    debug_msg: Schema.String
  })
) {}

/**
 * The body of `POST /v5/grid/close-grid`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GridBotCloseGridRequest = LazySchema.struct("GridBotCloseGridRequest", () => ({
  grid_id: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  close_mode: Schema.Literals(["2", "3", "4"])
}))

/**
 * The parameters of `closeSpotGridBot`.
 *
 * @since 0.1.0
 * @category models
 */
export interface GridBotCloseGridRequest extends Schema.Schema.Type<typeof GridBotCloseGridRequest> {}

/**
 * The result of `POST /v5/grid/close-grid`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotCloseGridResult extends LazyClass.Class<GridBotCloseGridResult>("GridBotCloseGridResult")(() => ({
  status_code: Schema.Number,
  debug_msg: Schema.String
})) {}

/**
 * The body of `POST /v5/dca/create-bot`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GridBotCreateDcaRequest = LazySchema.struct("GridBotCreateDcaRequest", () => ({
  parameters: Schema.Struct({
    frequency_in_second: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(10))),
    quote_coin: Schema.String,
    pairs: Schema.NonEmptyArray(Schema.Struct({ base: Schema.String, amount: DecimalString })).pipe(
      Schema.check(Schema.isMaxLength(5))
    ),
    max_invest_amount: Schema.optional(DecimalString)
  })
}))

/**
 * The parameters of `createDcaBot`.
 *
 * @since 0.1.0
 * @category models
 */
export interface GridBotCreateDcaRequest extends Schema.Schema.Type<typeof GridBotCreateDcaRequest> {}

/**
 * The result of `POST /v5/dca/create-bot`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotCreateDcaResult extends LazyClass.Class<GridBotCreateDcaResult>("GridBotCreateDcaResult")(() => ({
  status_code: Schema.Number,
  bot_id: Schema.Number,
  debug_msg: Schema.String,
  ban_reason_text: Schema.String
})) {}

/**
 * The body of `POST /v5/dca/close-bot`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GridBotCloseDcaRequest = LazySchema.struct("GridBotCloseDcaRequest", () => ({
  bot_id: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  close_mode: Schema.Literals(["2", "3"])
}))

/**
 * The parameters of `closeDcaBot`.
 *
 * @since 0.1.0
 * @category models
 */
export interface GridBotCloseDcaRequest extends Schema.Schema.Type<typeof GridBotCloseDcaRequest> {}

/**
 * The result of `POST /v5/dca/close-bot`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBotCloseDcaResult extends LazyClass.Class<GridBotCloseDcaResult>("GridBotCloseDcaResult")(() => ({
  status_code: Schema.Number,
  bot_id: Schema.String,
  close_mode: Enums.tolerant(Schema.Literals(["DCA_BASE_MODE", "DCA_QUOTE_MODE"])),
  debug_msg: Schema.String
})) {}
