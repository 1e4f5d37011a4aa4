/**
 * Futures trading bots: combo (`/v5/fcombobot/*`), grid (`/v5/fgridbot/*`) and martingale (`/v5/fmartingalebot/*`)
 * bots — parameter limits, creation, details and closing. Field names are snake_case as on the wire; the bots
 * answer a business `status_code` inside a successful envelope, and their state names are the server's enum
 * constants (`BOT_CLOSE_CODE_CANCELED_MANUALLY`, ...), kept as strings.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as SchemaTransformation from "effect/SchemaTransformation"
import { DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

// Bot ids are 64-bit: the docs type them as integers but send strings; a number is turned into its string.
const BotId = LazySchema.make(() =>
  Schema.Union([
    Schema.String,
    Schema.Number.pipe(
      Schema.decodeTo(Schema.String, SchemaTransformation.transform({ decode: String, encode: Number }))
    )
  ]).annotate({ identifier: "FuturesBotId" })
)

/**
 * An acceptable range as `min`/`max` (combo and martingale limits).
 *
 * @since 0.1.0
 * @category schemas
 */
export class MinMax extends LazyClass.Class<MinMax>("FuturesBotMinMax")(() => ({
  max: DecimalOrEmpty,
  min: DecimalOrEmpty
})) {}

/**
 * An acceptable range as `from`/`to` (grid validation).
 *
 * @since 0.1.0
 * @category schemas
 */
export class FromTo extends LazyClass.Class<FromTo>("FuturesBotFromTo")(() => ({
  from: DecimalOrEmpty,
  to: DecimalOrEmpty
})) {}

/**
 * The body of the close and detail calls: the bot's id.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BotIdRequest = LazySchema.struct("FuturesBotIdRequest", () => ({
  bot_id: Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters naming one bot.
 *
 * @since 0.1.0
 * @category models
 */
export interface BotIdRequest extends Schema.Schema.Type<typeof BotIdRequest> {}

/**
 * The result of closing a combo or martingale bot.
 *
 * @since 0.1.0
 * @category schemas
 */
export class BotClosed extends LazyClass.Class<BotClosed>("FuturesBotClosed")(() => ({
  status_code: Schema.Number,
  debug_msg: Schema.String
})) {}

/**
 * One symbol of a combo portfolio: weight (all sum to 1) and side (`1` long, `2` short).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ComboSymbolSetting = LazySchema.struct("FuturesComboSymbolSetting", () => ({
  symbol: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  target_position_percent: DecimalString,
  side: Schema.Literals([1, 2])
}))

const comboParams = () => ({
  leverage: DecimalString,
  init_margin: DecimalString,
  /** `1` time, `2` drift percentage, `3` either, `4` manual, `5` on settings change, `6` on transfer. */
  adjust_position_mode: Schema.Literals([1, 2, 3, 4, 5, 6]),
  symbol_settings: Schema.Array(ComboSymbolSetting).pipe(Schema.check(Schema.isMinLength(1))),
  adjust_position_percent: Schema.optional(DecimalString),
  adjust_position_time_interval: Schema.optional(Schema.Int),
  sl_percent: Schema.optional(DecimalString),
  tp_percent: Schema.optional(DecimalString),
  trailing_stop_percent: Schema.optional(DecimalString)
})

/**
 * The body of `POST /v5/fcombobot/getlimit`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ComboLimitRequest = LazySchema.struct("FuturesComboLimitRequest", () => ({
  ...comboParams(),
  need_to_slippage: Schema.optional(Schema.Boolean)
}))

/**
 * The parameters of `getFuturesComboBotLimit`.
 *
 * @since 0.1.0
 * @category models
 */
export interface ComboLimitRequest extends Schema.Schema.Type<typeof ComboLimitRequest> {}

/**
 * The result of `/v5/fcombobot/getlimit`: each parameter's range and a `check_code` naming the first one out of
 * range (`LIMIT_CHECK_CODE_SUCCESS_UNSPECIFIED` when all fit).
 *
 * @since 0.1.0
 * @category schemas
 */
export class ComboLimit extends LazyClass.Class<ComboLimit>("FuturesComboLimit")(() => ({
  status_code: Schema.Number,
  debug_msg: Schema.String,
  check_code: Schema.String,
  init_margin: MinMax,
  leverage: MinMax,
  adjust_position_percent: MinMax,
  adjust_position_time_interval: MinMax,
  sl_percent: MinMax,
  tp_percent: MinMax,
  trailing_stop_percent: MinMax
})) {}

/**
 * The body of `POST /v5/fcombobot/create`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ComboCreateRequest = LazySchema.make(() =>
  Schema.Struct(comboParams()).annotate({
    identifier: "FuturesComboCreateRequest"
  })
)

/**
 * The parameters of `createFuturesComboBot`.
 *
 * @since 0.1.0
 * @category models
 */
export interface ComboCreateRequest extends Schema.Schema.Type<typeof ComboCreateRequest> {}

/**
 * The result of creating a combo or martingale bot: its id (`status_code` 421: the user is banned, with the reason).
 *
 * @since 0.1.0
 * @category schemas
 */
export class BotCreated extends LazyClass.Class<BotCreated>("FuturesBotCreated")(() => ({
  status_code: Schema.Number,
  debug_msg: Schema.String,
  bot_id: BotId,
  ban_reason_text: Schema.optional(Schema.String)
})) {}

/**
 * One symbol of a running combo bot.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ComboSymbol extends LazyClass.Class<ComboSymbol>("FuturesComboSymbol")(() => ({
  symbol: Schema.String,
  base_token: Schema.String,
  quote_token: Schema.String,
  target_position_percent: DecimalOrEmpty,
  // the docs' example sends SIDE_LONG/SIDE_SHORT, their table Long/Short
  side: Enums.tolerant(Schema.Literals(["SIDE_LONG", "SIDE_SHORT", "Long", "Short"])),
  symbol_id: Schema.Number
})) {}

/**
 * A combo bot: configuration, status, P&L, margins and timestamps (Unix seconds as strings).
 *
 * @since 0.1.0
 * @category schemas
 */
export class ComboBot extends LazyClass.Class<ComboBot>("FuturesComboBot")(() => ({
  bot_id: Schema.String,
  bot_mode: Schema.String,
  bot_display_status: Schema.String,
  bot_name: Schema.String,
  leverage: DecimalOrEmpty,
  total_margin: DecimalOrEmpty,
  equity: DecimalOrEmpty,
  total_pnl: DecimalOrEmpty,
  total_pnl_per: DecimalOrEmpty,
  roi: DecimalOrEmpty,
  total_apr: DecimalOrEmpty,
  realized_pnl: DecimalOrEmpty,
  unrealized_pnl: DecimalOrEmpty,
  total_exec_fee: DecimalOrEmpty,
  funding_fee: DecimalOrEmpty,
  total_position_value: DecimalOrEmpty,
  margin_balance: DecimalOrEmpty,
  available_balance: DecimalOrEmpty,
  imr: DecimalOrEmpty,
  mmr: DecimalOrEmpty,
  symbol_settings: Schema.Array(ComboSymbol),
  adjust_position_mode: Schema.String,
  adjust_position_percent: DecimalOrEmpty,
  adjust_position_time_interval: Schema.Number,
  adjusted_position_num: Schema.String,
  last_adjust_position_time: Schema.String,
  sl_percent: DecimalOrEmpty,
  tp_percent: DecimalOrEmpty,
  trailing_stop_percent: DecimalOrEmpty,
  stop_type: Schema.String,
  close_code: Schema.String,
  exit_equity: DecimalOrEmpty,
  sl_exit_equity: DecimalOrEmpty,
  tp_exit_equity: DecimalOrEmpty,
  midway_transfer: DecimalOrEmpty,
  settlement_assets: Schema.String,
  follow_num: Schema.Number,
  used_reward_amount: DecimalOrEmpty,
  used_reward_id: Schema.String,
  total_bonus: DecimalOrEmpty,
  run_time_duration: Schema.String,
  create_time: Schema.String,
  end_time: Schema.String,
  last_modify_setting_time: Schema.String,
  ws_token: Schema.String
})) {}

/**
 * The result of `/v5/fcombobot/detail`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ComboDetail extends LazyClass.Class<ComboDetail>("FuturesComboDetail")(() => ({
  status_code: Schema.Number,
  debug_msg: Schema.String,
  detail: ComboBot
})) {}

const gridShape = () => ({
  symbol: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  /** `1` neutral, `2` long, `3` short. */
  grid_mode: Schema.Literals([1, 2, 3]),
  min_price: DecimalString,
  max_price: DecimalString,
  cell_number: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(2))),
  leverage: DecimalString,
  /** `1` arithmetic, `2` geometric. */
  grid_type: Schema.Literals([1, 2]),
  stop_loss_price: Schema.optional(DecimalString),
  take_profit_price: Schema.optional(DecimalString),
  /** `1` both by %, `2` both by price, `3` TP price + SL %, `4` TP % + SL price. */
  tp_sl_type: Schema.optional(Schema.Literals([1, 2, 3, 4])),
  entry_price: Schema.optional(DecimalString),
  stop_loss_per: Schema.optional(DecimalString),
  take_profit_per: Schema.optional(DecimalString),
  trailing_stop_per: Schema.optional(DecimalString),
  move_up_price: Schema.optional(DecimalString),
  move_down_price: Schema.optional(DecimalString)
})

/**
 * The body of `POST /v5/fgridbot/validate`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GridValidateRequest = LazySchema.struct("FuturesGridValidateRequest", () => ({
  ...gridShape(),
  init_margin: Schema.optional(DecimalString)
}))

/**
 * The parameters of `validateFuturesGridInput`.
 *
 * @since 0.1.0
 * @category models
 */
export interface GridValidateRequest extends Schema.Schema.Type<typeof GridValidateRequest> {}

/**
 * The result of `/v5/fgridbot/validate`: each parameter's range, estimated liquidation prices and a `check_code`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridValidation extends LazyClass.Class<GridValidation>("FuturesGridValidation")(() => ({
  status_code: Schema.Number,
  debug_msg: Schema.String,
  check_code: Schema.String,
  investment: FromTo,
  profit: FromTo,
  cell_number: FromTo,
  min_price: FromTo,
  max_price: FromTo,
  leverage: FromTo,
  stop_loss: FromTo,
  take_profit: FromTo,
  take_profit_price: FromTo,
  stop_loss_price: FromTo,
  entry_price: FromTo,
  trailing_stop_per: FromTo,
  long_liq_price: DecimalOrEmpty,
  short_liq_price: DecimalOrEmpty,
  move_up_price: FromTo,
  move_down_price: FromTo,
  cell_gtv0_per: DecimalOrEmpty
})) {}

/**
 * The body of `POST /v5/fgridbot/create`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GridCreateRequest = LazySchema.struct("FuturesGridCreateRequest", () => ({
  ...gridShape(),
  total_investment: DecimalString
}))

/**
 * The parameters of `createFuturesGridBot`.
 *
 * @since 0.1.0
 * @category models
 */
export interface GridCreateRequest extends Schema.Schema.Type<typeof GridCreateRequest> {}

/**
 * The result of `/v5/fgridbot/create`: the bot id and the validation `check_code`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridCreated extends LazyClass.Class<GridCreated>("FuturesGridCreated")(() => ({
  status_code: Schema.Number,
  debug_msg: Schema.String,
  bot_id: BotId,
  check_code: Schema.String,
  ban_reason_text: Schema.optional(Schema.String)
})) {}

/**
 * The result of `/v5/fgridbot/close`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridClosed extends LazyClass.Class<GridClosed>("FuturesGridClosed")(() => ({
  status_code: Schema.Number,
  debug_msg: Schema.String,
  bot_id: BotId
})) {}

/**
 * A futures grid bot: range and grid, P&L, balances, prices, exit settings, copy-trading and fees; timestamps in
 * ms as strings; `""` where a figure is not set.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridBot extends LazyClass.Class<GridBot>("FuturesGridBot")(() => ({
  bot_id: Schema.String,
  symbol: Schema.String,
  base_token: Schema.String,
  quote_token: Schema.String,
  status: Schema.String,
  grid_mode: Schema.String,
  grid_type: Schema.String,
  min_price: DecimalOrEmpty,
  max_price: DecimalOrEmpty,
  cell_number: Schema.Number,
  leverage: DecimalOrEmpty,
  real_leverage: DecimalOrEmpty,
  total_investment: DecimalOrEmpty,
  total_value: DecimalOrEmpty,
  current_position: DecimalOrEmpty,
  pnl: DecimalOrEmpty,
  pnl_per: DecimalOrEmpty,
  grid_profit: DecimalOrEmpty,
  grid_apr: DecimalOrEmpty,
  total_apr: DecimalOrEmpty,
  realised_pnl: DecimalOrEmpty,
  unrealised_pnl: DecimalOrEmpty,
  funding_fee: DecimalOrEmpty,
  position_balance: DecimalOrEmpty,
  available_balance: DecimalOrEmpty,
  total_order_balance: DecimalOrEmpty,
  equity: DecimalOrEmpty,
  last_price: DecimalOrEmpty,
  mark_price: DecimalOrEmpty,
  liquidation_price: DecimalOrEmpty,
  stop_loss_per: DecimalOrEmpty,
  take_profit_per: DecimalOrEmpty,
  stop_loss_price: DecimalOrEmpty,
  take_profit_price: DecimalOrEmpty,
  tp_sl_type: Schema.String,
  entry_price: DecimalOrEmpty,
  real_close_price: DecimalOrEmpty,
  min_price_precision: DecimalOrEmpty,
  tick_size: DecimalOrEmpty,
  trailing_stop_per: DecimalOrEmpty,
  trailing_stop_exit_equity: DecimalOrEmpty,
  close_reason: Schema.String,
  bot_close_code: Schema.String,
  futures_pos_side: Schema.String,
  arbitrage_num: Schema.Number,
  arbitrage_num_24: Schema.Number,
  min_profit: DecimalOrEmpty,
  max_profit: DecimalOrEmpty,
  move_up_price: DecimalOrEmpty,
  move_down_price: DecimalOrEmpty,
  curr_min_price: DecimalOrEmpty,
  curr_max_price: DecimalOrEmpty,
  i_m_rate: DecimalOrEmpty,
  m_m_rate: DecimalOrEmpty,
  account_type: Schema.String,
  allow_follow: Schema.Number,
  follow_num: Schema.Number,
  copy_trade_is_master: Schema.Boolean,
  copy_trade_follower_num: Schema.String,
  used_reward_amount: DecimalOrEmpty,
  used_reward_id: Schema.String,
  init_bonus: DecimalOrEmpty,
  used_bonus_amount: DecimalOrEmpty,
  settlement_assets: Schema.String,
  cum_withdrew_amount: DecimalOrEmpty,
  current_profit: DecimalOrEmpty,
  current_per: DecimalOrEmpty,
  taker_fee_rate: DecimalOrEmpty,
  maker_fee_rate: DecimalOrEmpty,
  operation_time: Schema.String,
  create_time: Schema.String,
  modify_time: Schema.String,
  end_time: Schema.String,
  adl_rank_indicator: Schema.Number
})) {}

/**
 * The result of `/v5/fgridbot/detail`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class GridDetail extends LazyClass.Class<GridDetail>("FuturesGridDetail")(() => ({
  status_code: Schema.Number,
  debug_msg: Schema.String,
  detail: GridBot
})) {}

/**
 * The body of `POST /v5/fmartingalebot/getlimit`: `martingale_mode` `1` long, `2` short; `auto_cycle_toggle` `1`
 * restarts after each round's take-profit, `2` stops.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MartingaleLimitRequest = LazySchema.struct("FuturesMartingaleLimitRequest", () => ({
  symbol: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  martingale_mode: Schema.Literals([1, 2]),
  leverage: DecimalString,
  price_float_percent: Schema.optional(DecimalString),
  add_position_percent: Schema.optional(DecimalString),
  add_position_num: Schema.optional(Schema.Int),
  init_margin: Schema.optional(DecimalString),
  round_tp_percent: Schema.optional(DecimalString),
  sl_percent: Schema.optional(DecimalString),
  entry_price: Schema.optional(DecimalString),
  auto_cycle_toggle: Schema.optional(Schema.Literals([1, 2])),
  need_to_slippage: Schema.optional(Schema.Boolean)
}))

/**
 * The parameters of `getFuturesMartingaleBotLimit`.
 *
 * @since 0.1.0
 * @category models
 */
export interface MartingaleLimitRequest extends Schema.Schema.Type<typeof MartingaleLimitRequest> {}

/**
 * The result of `/v5/fmartingalebot/getlimit`: each parameter's range and a `check_code`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MartingaleLimit extends LazyClass.Class<MartingaleLimit>("FuturesMartingaleLimit")(() => ({
  status_code: Schema.Number,
  debug_msg: Schema.String,
  check_code: Schema.String,
  price_float_percent: MinMax,
  add_position_percent: MinMax,
  add_position_num: MinMax,
  init_margin: MinMax,
  round_tp_percent: MinMax,
  sl_percent: MinMax,
  entry_price: MinMax,
  leverage: MinMax
})) {}

/**
 * The body of `POST /v5/fmartingalebot/create`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MartingaleCreateRequest = LazySchema.struct("FuturesMartingaleCreateRequest", () => ({
  symbol: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  martingale_mode: Schema.Literals([1, 2]),
  leverage: DecimalString,
  price_float_percent: DecimalString,
  add_position_percent: DecimalString,
  add_position_num: Schema.Int,
  init_margin: DecimalString,
  round_tp_percent: DecimalString,
  auto_cycle_toggle: Schema.optional(Schema.Literals([1, 2])),
  sl_percent: Schema.optional(DecimalString),
  entry_price: Schema.optional(DecimalString)
}))

/**
 * The parameters of `createFuturesMartingaleBot`.
 *
 * @since 0.1.0
 * @category models
 */
export interface MartingaleCreateRequest extends Schema.Schema.Type<typeof MartingaleCreateRequest> {}

/**
 * A martingale bot: configuration, round progress, position, P&L and balances; timestamps in seconds as strings.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MartingaleBot extends LazyClass.Class<MartingaleBot>("FuturesMartingaleBot")(() => ({
  bot_id: Schema.String,
  symbol: Schema.String,
  base_token: Schema.String,
  quote_token: Schema.String,
  bot_display_status: Schema.String,
  fmart_mode: Schema.String,
  leverage: DecimalOrEmpty,
  actual_leverage: DecimalOrEmpty,
  single_round_target_profit_per: DecimalOrEmpty,
  add_pos_num: Schema.String,
  add_pos_per: DecimalOrEmpty,
  price_float_per: DecimalOrEmpty,
  entry_price: DecimalOrEmpty,
  sl_per: DecimalOrEmpty,
  total_margin: DecimalOrEmpty,
  pnl: DecimalOrEmpty,
  pnl_per: DecimalOrEmpty,
  realized_pnl: DecimalOrEmpty,
  unrealized_pnl: DecimalOrEmpty,
  net_funding_fee: DecimalOrEmpty,
  total_apr: DecimalOrEmpty,
  completed_rounds: Schema.Number,
  current_round: Schema.Number,
  current_added_pos_num: Schema.Number,
  pos_size: DecimalOrEmpty,
  avg_pos_price: DecimalOrEmpty,
  pos_balance: DecimalOrEmpty,
  order_balance: DecimalOrEmpty,
  available_balance: DecimalOrEmpty,
  mark_price: DecimalOrEmpty,
  current_price: DecimalOrEmpty,
  estimated_liq_price: DecimalOrEmpty,
  auto_cycle: Schema.String,
  stop_type: Schema.String,
  close_code: Schema.String,
  close_price: DecimalOrEmpty,
  tick_size: DecimalOrEmpty,
  settlement_assets: Schema.String,
  follow_num: Schema.Number,
  used_reward_amount: DecimalOrEmpty,
  used_reward_id: Schema.String,
  total_bonus: DecimalOrEmpty,
  operation_time: Schema.String,
  create_time: Schema.String,
  modify_time: Schema.String,
  end_time: Schema.String,
  running_duration: Schema.String,
  adl_rank_indicator: Schema.Number
})) {}

/**
 * The result of `/v5/fmartingalebot/detail`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MartingaleDetail extends LazyClass.Class<MartingaleDetail>("FuturesMartingaleDetail")(() => ({
  status_code: Schema.Number,
  debug_msg: Schema.String,
  fmart_detail: MartingaleBot
})) {}
