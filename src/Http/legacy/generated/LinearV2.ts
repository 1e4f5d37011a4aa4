/**
 * LinearV2: the remaining calls of the v3-era bybit-api client for this family, generated from a table of its
 * method names, HTTP methods and paths, with request fields (required ones plain) and response shapes taken from
 * the family's legacy docs (parameter tables and response examples), and the calls its client makes on another
 * family's path (aliases of that family's definition). Signing and envelope as the hand-written definitions of the
 * family.
 *
 * Written by `npx tsx scripts/legacy/generate.ts` from `scripts/legacy/table/LinearV2.json`: change the table (or
 * the generator) and run it again, not this file; test/Scripts/LegacyGenerated.test.ts fails when they differ.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../../../Schema/LazySchema.js"
import { callable } from "../../BybitHttp.js"
import * as Endpoint from "../../Endpoint.js"
import { alias } from "../Alias.js"
import * as InverseV2 from "../InverseV2.js"
import * as InverseV2Generated from "./InverseV2.js"

const legacy = { signing: "legacy", envelope: "legacy" } as const

/**
 * `GET /public/linear/kline` (bybit-api `getKline`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getKline = Endpoint.make({
  ...legacy,
  name: "getKline",
  method: "GET",
  path: "/public/linear/kline",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      interval: Schema.String,
      from: Schema.Number,
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        id: Schema.Number,
        symbol: Schema.String,
        period: Schema.String,
        start_at: Schema.Number,
        volume: Schema.Number,
        open: Schema.Number,
        high: Schema.Number,
        low: Schema.Number,
        close: Schema.Number,
        interval: Schema.String,
        open_time: Schema.Number,
        turnover: Schema.Number
      })
    )
})

/**
 * `GET /public/linear/mark-price-kline` (bybit-api `getMarkPriceKline`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMarkPriceKline = Endpoint.make({
  ...legacy,
  name: "getMarkPriceKline",
  method: "GET",
  path: "/public/linear/mark-price-kline",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      interval: Schema.String,
      from: Schema.Number,
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        id: Schema.Number,
        symbol: Schema.String,
        period: Schema.String,
        start_at: Schema.Number,
        open: Schema.Number,
        high: Schema.Number,
        low: Schema.Number,
        close: Schema.Number
      })
    )
})

/**
 * `GET /public/linear/index-price-kline` (bybit-api `getIndexPriceKline`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getIndexPriceKline = Endpoint.make({
  ...legacy,
  name: "getIndexPriceKline",
  method: "GET",
  path: "/public/linear/index-price-kline",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      interval: Schema.String,
      from: Schema.Number,
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        symbol: Schema.String,
        period: Schema.String,
        open_time: Schema.Number,
        open: Schema.String,
        high: Schema.String,
        low: Schema.String,
        close: Schema.String
      })
    )
})

/**
 * `GET /public/linear/premium-index-kline` (bybit-api `getPremiumIndexKline`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPremiumIndexKline = Endpoint.make({
  ...legacy,
  name: "getPremiumIndexKline",
  method: "GET",
  path: "/public/linear/premium-index-kline",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      interval: Schema.String,
      from: Schema.Number,
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        symbol: Schema.String,
        period: Schema.String,
        open_time: Schema.Number,
        open: Schema.String,
        high: Schema.String,
        low: Schema.String,
        close: Schema.String
      })
    )
})

/**
 * `POST /private/linear/order/replace` (bybit-api `replaceActiveOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const replaceActiveOrder = Endpoint.make({
  ...legacy,
  name: "replaceActiveOrder",
  method: "POST",
  path: "/private/linear/order/replace",
  auth: "private",
  request: () =>
    Schema.Struct({
      order_id: Schema.optional(Schema.String),
      order_link_id: Schema.optional(Schema.String),
      symbol: Schema.String,
      p_r_qty: Schema.optional(Schema.Number),
      p_r_price: Schema.optional(Schema.Number),
      take_profit: Schema.optional(Schema.Number),
      stop_loss: Schema.optional(Schema.Number),
      tp_trigger_by: Schema.optional(Schema.String),
      sl_trigger_by: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      order_id: Schema.String
    })
})

/**
 * `POST /private/linear/stop-order/create` (bybit-api `placeConditionalOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const placeConditionalOrder = Endpoint.make({
  ...legacy,
  name: "placeConditionalOrder",
  method: "POST",
  path: "/private/linear/stop-order/create",
  auth: "private",
  request: () =>
    Schema.Struct({
      side: Schema.String,
      symbol: Schema.String,
      order_type: Schema.String,
      qty: Schema.Number,
      price: Schema.optional(Schema.Number),
      base_price: Schema.Number,
      stop_px: Schema.Number,
      time_in_force: Schema.String,
      trigger_by: Schema.String,
      reduce_only: Schema.Boolean,
      close_on_trigger: Schema.Boolean,
      order_link_id: Schema.optional(Schema.String),
      take_profit: Schema.optional(Schema.Number),
      stop_loss: Schema.optional(Schema.Number),
      tp_trigger_by: Schema.optional(Schema.String),
      sl_trigger_by: Schema.optional(Schema.String),
      position_idx: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      user_id: Schema.Number,
      stop_order_id: Schema.String,
      symbol: Schema.String,
      side: Schema.String,
      order_type: Schema.String,
      price: Schema.Number,
      qty: Schema.Number,
      time_in_force: Schema.String,
      order_status: Schema.String,
      trigger_price: Schema.Number,
      order_link_id: Schema.String,
      created_time: Schema.String,
      updated_time: Schema.String,
      base_price: Schema.String,
      trigger_by: Schema.String,
      tp_trigger_by: Schema.String,
      sl_trigger_by: Schema.String,
      take_profit: Schema.Number,
      stop_loss: Schema.Number,
      reduce_only: Schema.Boolean,
      close_on_trigger: Schema.Boolean,
      position_idx: Schema.Number
    })
})

/**
 * `GET /private/linear/stop-order/list` (bybit-api `getConditionalOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getConditionalOrder = Endpoint.make({
  ...legacy,
  name: "getConditionalOrder",
  method: "GET",
  path: "/private/linear/stop-order/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      stop_order_id: Schema.optional(Schema.String),
      order_link_id: Schema.optional(Schema.String),
      symbol: Schema.String,
      stop_order_status: Schema.optional(Schema.String),
      order: Schema.optional(Schema.String),
      page: Schema.optional(Schema.Number),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      current_page: Schema.Number,
      last_page: Schema.Number,
      data: Schema.Array(
        Schema.Struct({
          stop_order_id: Schema.String,
          user_id: Schema.Number,
          symbol: Schema.String,
          side: Schema.String,
          order_type: Schema.String,
          price: Schema.Number,
          qty: Schema.Number,
          time_in_force: Schema.String,
          order_status: Schema.String,
          trigger_price: Schema.Number,
          order_link_id: Schema.String,
          created_time: Schema.String,
          updated_time: Schema.String,
          take_profit: Schema.Number,
          stop_loss: Schema.Number,
          tp_trigger_by: Schema.String,
          sl_trigger_by: Schema.String,
          base_price: Schema.String,
          trigger_by: Schema.String,
          reduce_only: Schema.optional(Schema.Boolean),
          close_on_trigger: Schema.optional(Schema.Boolean)
        })
      )
    })
})

/**
 * `POST /private/linear/stop-order/cancel` (bybit-api `cancelConditionalOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelConditionalOrder = Endpoint.make({
  ...legacy,
  name: "cancelConditionalOrder",
  method: "POST",
  path: "/private/linear/stop-order/cancel",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      stop_order_id: Schema.optional(Schema.String),
      order_link_id: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      stop_order_id: Schema.String
    })
})

/**
 * `POST /private/linear/stop-order/cancel-all` (bybit-api `cancelAllConditionalOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelAllConditionalOrders = Endpoint.make({
  ...legacy,
  name: "cancelAllConditionalOrders",
  method: "POST",
  path: "/private/linear/stop-order/cancel-all",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String
    }),
  response: () => Schema.Array(Schema.String)
})

/**
 * `POST /private/linear/stop-order/replace` (bybit-api `replaceConditionalOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const replaceConditionalOrder = Endpoint.make({
  ...legacy,
  name: "replaceConditionalOrder",
  method: "POST",
  path: "/private/linear/stop-order/replace",
  auth: "private",
  request: () =>
    Schema.Struct({
      stop_order_id: Schema.optional(Schema.String),
      order_link_id: Schema.optional(Schema.String),
      symbol: Schema.String,
      p_r_qty: Schema.optional(Schema.Number),
      p_r_price: Schema.optional(Schema.Number),
      p_r_trigger_price: Schema.optional(Schema.Number),
      take_profit: Schema.optional(Schema.Number),
      stop_loss: Schema.optional(Schema.Number),
      tp_trigger_by: Schema.optional(Schema.String),
      sl_trigger_by: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      stop_order_id: Schema.String
    })
})

/**
 * `POST /private/linear/position/set-auto-add-margin` (bybit-api `setAutoAddMargin`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setAutoAddMargin = Endpoint.make({
  ...legacy,
  name: "setAutoAddMargin",
  method: "POST",
  path: "/private/linear/position/set-auto-add-margin",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      side: Schema.String,
      auto_add_margin: Schema.Boolean,
      position_idx: Schema.optional(Schema.Number)
    }),
  response: Schema.Null
})

/**
 * `POST /private/linear/position/switch-isolated` (bybit-api `setMarginSwitch`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setMarginSwitch = Endpoint.make({
  ...legacy,
  name: "setMarginSwitch",
  method: "POST",
  path: "/private/linear/position/switch-isolated",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      is_isolated: Schema.Boolean,
      buy_leverage: Schema.Number,
      sell_leverage: Schema.Number
    }),
  response: Schema.Null
})

/**
 * `POST /private/linear/position/switch-mode` (bybit-api `setPositionMode`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setPositionMode = Endpoint.make({
  ...legacy,
  name: "setPositionMode",
  method: "POST",
  path: "/private/linear/position/switch-mode",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String),
      coin: Schema.optional(Schema.String),
      mode: Schema.String
    }),
  response: Schema.Null
})

/**
 * `POST /private/linear/tpsl/switch-mode` (bybit-api `setPositionTpSlMode`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setPositionTpSlMode = Endpoint.make({
  ...legacy,
  name: "setPositionTpSlMode",
  method: "POST",
  path: "/private/linear/tpsl/switch-mode",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      tp_sl_mode: Schema.String
    }),
  response: () =>
    Schema.Struct({
      tp_sl_mode: Schema.String
    })
})

/**
 * `POST /private/linear/position/add-margin` (bybit-api `setAddReduceMargin`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setAddReduceMargin = Endpoint.make({
  ...legacy,
  name: "setAddReduceMargin",
  method: "POST",
  path: "/private/linear/position/add-margin",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      side: Schema.String,
      margin: Schema.Number,
      position_idx: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      PositionListResult: Schema.Struct({
        user_id: Schema.Number,
        symbol: Schema.String,
        side: Schema.String,
        size: Schema.Number,
        position_value: Schema.Number,
        entry_price: Schema.Number,
        liq_price: Schema.Number,
        bust_price: Schema.Number,
        leverage: Schema.Number,
        auto_add_margin: Schema.Number,
        is_isolated: Schema.Boolean,
        position_margin: Schema.Number,
        occ_closing_fee: Schema.Number,
        realised_pnl: Schema.Number,
        cum_realised_pnl: Schema.Number,
        free_qty: Schema.Number,
        tp_sl_mode: Schema.String,
        unrealised_pnl: Schema.Number,
        deleverage_indicator: Schema.Number,
        risk_id: Schema.Number,
        stop_loss: Schema.Number,
        take_profit: Schema.Number,
        trailing_stop: Schema.Number,
        tp_trigger_by: Schema.Number,
        sl_trigger_by: Schema.Number,
        position_idx: Schema.Number,
        mode: Schema.String
      }),
      wallet_balance: Schema.Number,
      available_balance: Schema.Number
    })
})

/**
 * `POST /private/linear/position/set-leverage` (bybit-api `setUserLeverage`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setUserLeverage = Endpoint.make({
  ...legacy,
  name: "setUserLeverage",
  method: "POST",
  path: "/private/linear/position/set-leverage",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      buy_leverage: Schema.Number,
      sell_leverage: Schema.Number
    }),
  response: Schema.Null
})

/**
 * `POST /private/linear/position/trading-stop` (bybit-api `setTradingStop`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setTradingStop = Endpoint.make({
  ...legacy,
  name: "setTradingStop",
  method: "POST",
  path: "/private/linear/position/trading-stop",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      side: Schema.String,
      take_profit: Schema.optional(Schema.Number),
      stop_loss: Schema.optional(Schema.Number),
      trailing_stop: Schema.optional(Schema.Number),
      tp_trigger_by: Schema.optional(Schema.String),
      sl_trigger_by: Schema.optional(Schema.String),
      sl_size: Schema.optional(Schema.Number),
      tp_size: Schema.optional(Schema.Number),
      position_idx: Schema.optional(Schema.Number)
    }),
  response: Schema.Null
})

/**
 * `GET /private/linear/trade/execution/history-list` (bybit-api `getHistoryTradeRecords`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getHistoryTradeRecords = Endpoint.make({
  ...legacy,
  name: "getHistoryTradeRecords",
  method: "GET",
  path: "/private/linear/trade/execution/history-list",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      start_time: Schema.optional(Schema.Number),
      end_time: Schema.optional(Schema.Number),
      exec_type: Schema.optional(Schema.String),
      page_token: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      page_token: Schema.String,
      data: Schema.Array(
        Schema.Struct({
          order_id: Schema.String,
          order_link_id: Schema.String,
          side: Schema.String,
          symbol: Schema.String,
          exec_id: Schema.String,
          price: Schema.Number,
          order_price: Schema.Number,
          order_qty: Schema.Number,
          order_type: Schema.String,
          fee_rate: Schema.Number,
          exec_price: Schema.Number,
          exec_type: Schema.String,
          exec_qty: Schema.Number,
          exec_fee: Schema.Number,
          exec_value: Schema.Number,
          leaves_qty: Schema.Number,
          closed_size: Schema.Number,
          last_liquidity_ind: Schema.String,
          trade_time: Schema.Number,
          trade_time_ms: Schema.Number
        })
      )
    })
})

/**
 * `GET /private/linear/trade/closed-pnl/list` (bybit-api `getClosedPnl`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getClosedPnl = Endpoint.make({
  ...legacy,
  name: "getClosedPnl",
  method: "GET",
  path: "/private/linear/trade/closed-pnl/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      start_time: Schema.optional(Schema.Number),
      end_time: Schema.optional(Schema.Number),
      exec_type: Schema.optional(Schema.String),
      page: Schema.optional(Schema.Number),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      current_page: Schema.Number,
      data: Schema.Array(
        Schema.Struct({
          id: Schema.Number,
          user_id: Schema.Number,
          symbol: Schema.String,
          order_id: Schema.String,
          side: Schema.String,
          qty: Schema.Number,
          order_price: Schema.Number,
          order_type: Schema.String,
          exec_type: Schema.String,
          closed_size: Schema.Number,
          cum_entry_value: Schema.Number,
          avg_entry_price: Schema.Number,
          cum_exit_value: Schema.Number,
          avg_exit_price: Schema.Number,
          closed_pnl: Schema.Number,
          fill_count: Schema.Number,
          leverage: Schema.Number,
          created_at: Schema.Number
        })
      )
    })
})

/**
 * `GET /private/linear/funding/predicted-funding` (bybit-api `getPredictedFundingFee`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPredictedFundingFee = Endpoint.make({
  ...legacy,
  name: "getPredictedFundingFee",
  method: "GET",
  path: "/private/linear/funding/predicted-funding",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String
    }),
  response: () =>
    Schema.Struct({
      predicted_funding_rate: Schema.Number,
      predicted_funding_fee: Schema.Number
    })
})

/**
 * `GET /private/linear/funding/prev-funding` (bybit-api `getLastFundingFee`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLastFundingFee = Endpoint.make({
  ...legacy,
  name: "getLastFundingFee",
  method: "GET",
  path: "/private/linear/funding/prev-funding",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String
    }),
  response: () =>
    Schema.Struct({
      symbol: Schema.String,
      side: Schema.String,
      size: Schema.Number,
      funding_rate: Schema.Number,
      exec_fee: Schema.Number,
      exec_time: Schema.String
    })
})

/**
 * `GET /private/linear/order/search` (bybit-api `queryActiveOrder`).
 * With an order id the order itself, without one the open orders of `symbol`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const queryActiveOrder = Endpoint.make({
  ...legacy,
  name: "queryActiveOrder",
  method: "GET",
  path: "/private/linear/order/search",
  auth: "private",
  request: () =>
    Schema.Struct({
      order_id: Schema.optional(Schema.String),
      order_link_id: Schema.optional(Schema.String),
      symbol: Schema.String
    }),
  response: () =>
    Schema.Union([
      Schema.Struct({
        order_id: Schema.String,
        user_id: Schema.Number,
        symbol: Schema.String,
        side: Schema.String,
        order_type: Schema.String,
        price: Schema.Number,
        qty: Schema.Number,
        time_in_force: Schema.String,
        order_status: Schema.String,
        last_exec_price: Schema.Number,
        cum_exec_qty: Schema.Number,
        cum_exec_value: Schema.Number,
        cum_exec_fee: Schema.Number,
        order_link_id: Schema.String,
        reduce_only: Schema.Boolean,
        close_on_trigger: Schema.Boolean,
        created_time: Schema.String,
        updated_time: Schema.String,
        take_profit: Schema.Number,
        stop_loss: Schema.Number,
        tp_trigger_by: Schema.String,
        sl_trigger_by: Schema.String
      }),
      Schema.Array(
        Schema.Struct({
          order_id: Schema.String,
          user_id: Schema.Number,
          symbol: Schema.String,
          side: Schema.String,
          order_type: Schema.String,
          price: Schema.Number,
          qty: Schema.Number,
          time_in_force: Schema.String,
          order_status: Schema.String,
          last_exec_price: Schema.Number,
          cum_exec_qty: Schema.Number,
          cum_exec_value: Schema.Number,
          cum_exec_fee: Schema.Number,
          order_link_id: Schema.String,
          reduce_only: Schema.Boolean,
          close_on_trigger: Schema.Boolean,
          created_time: Schema.String,
          updated_time: Schema.String,
          take_profit: Schema.Number,
          stop_loss: Schema.Number,
          tp_trigger_by: Schema.String,
          sl_trigger_by: Schema.String
        })
      )
    ])
})

/**
 * `GET /private/linear/stop-order/search` (bybit-api `queryConditionalOrder`).
 * With an order id the order itself, without one the open orders of `symbol`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const queryConditionalOrder = Endpoint.make({
  ...legacy,
  name: "queryConditionalOrder",
  method: "GET",
  path: "/private/linear/stop-order/search",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      stop_order_id: Schema.optional(Schema.String),
      order_link_id: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Union([
      Schema.Struct({
        stop_order_id: Schema.String,
        user_id: Schema.Number,
        symbol: Schema.String,
        side: Schema.String,
        order_type: Schema.String,
        price: Schema.Number,
        qty: Schema.Number,
        time_in_force: Schema.String,
        order_status: Schema.String,
        trigger_price: Schema.Number,
        order_link_id: Schema.String,
        created_time: Schema.String,
        updated_time: Schema.String,
        take_profit: Schema.Number,
        stop_loss: Schema.Number,
        tp_trigger_by: Schema.String,
        sl_trigger_by: Schema.String,
        base_price: Schema.String,
        trigger_by: Schema.String,
        reduce_only: Schema.Boolean,
        close_on_trigger: Schema.Boolean
      }),
      Schema.Array(
        Schema.Struct({
          stop_order_id: Schema.String,
          user_id: Schema.Number,
          symbol: Schema.String,
          side: Schema.String,
          order_type: Schema.String,
          price: Schema.Number,
          qty: Schema.Number,
          time_in_force: Schema.String,
          order_status: Schema.String,
          trigger_price: Schema.Number,
          order_link_id: Schema.String,
          created_time: Schema.String,
          updated_time: Schema.String,
          take_profit: Schema.Number,
          stop_loss: Schema.Number,
          tp_trigger_by: Schema.String,
          sl_trigger_by: Schema.String,
          base_price: Schema.String,
          trigger_by: Schema.String,
          reduce_only: Schema.Boolean,
          close_on_trigger: Schema.Boolean
        })
      )
    ])
})

/**
 * `GET /private/linear/trade/execution/list` (bybit-api `getTradeRecords`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getTradeRecords = Endpoint.make({
  ...legacy,
  name: "getTradeRecords",
  method: "GET",
  path: "/private/linear/trade/execution/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      start_time: Schema.optional(Schema.Number),
      end_time: Schema.optional(Schema.Number),
      exec_type: Schema.optional(Schema.String),
      page: Schema.optional(Schema.Number),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      current_page: Schema.Number,
      data: Schema.Array(
        Schema.Struct({
          order_id: Schema.String,
          order_link_id: Schema.String,
          side: Schema.String,
          symbol: Schema.String,
          exec_id: Schema.String,
          price: Schema.Number,
          order_price: Schema.Number,
          order_qty: Schema.Number,
          order_type: Schema.String,
          fee_rate: Schema.Number,
          exec_price: Schema.Number,
          exec_type: Schema.String,
          exec_qty: Schema.Number,
          exec_fee: Schema.Number,
          exec_value: Schema.Number,
          leaves_qty: Schema.Number,
          closed_size: Schema.Number,
          last_liquidity_ind: Schema.String,
          trade_time: Schema.Number,
          trade_time_ms: Schema.Number
        })
      )
    })
})

/**
 * `GET /public/linear/risk-limit` (bybit-api `getRiskLimitList`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getRiskLimitList = Endpoint.make({
  ...legacy,
  name: "getRiskLimitList",
  method: "GET",
  path: "/public/linear/risk-limit",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        id: Schema.Number,
        symbol: Schema.String,
        limit: Schema.Number,
        maintain_margin: Schema.Number,
        starting_margin: Schema.Number,
        section: Schema.Array(Schema.String),
        is_lowest_risk: Schema.Number,
        created_at: Schema.String,
        updated_at: Schema.String,
        max_leverage: Schema.Number
      })
    )
})

/**
 * `POST /private/linear/position/set-risk` (bybit-api `setRiskLimit`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setRiskLimit = Endpoint.make({
  ...legacy,
  name: "setRiskLimit",
  method: "POST",
  path: "/private/linear/position/set-risk",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      side: Schema.String,
      risk_id: Schema.Number,
      position_idx: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      risk_id: Schema.Number
    })
})

// One linear position (one per side in hedge mode).
const LinearPosition = LazySchema.make(() =>
  Schema.Struct({
    user_id: Schema.Number,
    symbol: Schema.String,
    side: Schema.String,
    size: Schema.Number,
    position_value: Schema.Number,
    entry_price: Schema.Number,
    liq_price: Schema.Number,
    bust_price: Schema.Number,
    leverage: Schema.Number,
    auto_add_margin: Schema.Number,
    is_isolated: Schema.Boolean,
    position_margin: Schema.Number,
    occ_closing_fee: Schema.Number,
    realised_pnl: Schema.Number,
    cum_realised_pnl: Schema.Number,
    free_qty: Schema.Number,
    tp_sl_mode: Schema.String,
    unrealised_pnl: Schema.Number,
    deleverage_indicator: Schema.Number,
    risk_id: Schema.Number,
    stop_loss: Schema.Number,
    take_profit: Schema.Number,
    trailing_stop: Schema.Number,
    position_idx: Schema.Number,
    mode: Schema.String,
    // the docs' example sends these on one side of a hedge-mode pair only, as numbers
    tp_trigger_by: Schema.optional(Schema.Number),
    sl_trigger_by: Schema.optional(Schema.Number)
  })
)

/**
 * `GET /private/linear/position/list` (bybit-api `getPosition`).
 * With `symbol` its positions, without it every symbol's, each with `is_valid`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPosition = Endpoint.make({
  ...legacy,
  name: "getPosition",
  method: "GET",
  path: "/private/linear/position/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Union([
      Schema.Array(LinearPosition),
      Schema.Array(Schema.Struct({ is_valid: Schema.Boolean, data: LinearPosition }))
    ])
})

/**
 * `GET /v2/public/orderBook/L2` (bybit-api `getOrderBook`): the InverseV2 definition `getOrderBook`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOrderBook = alias(InverseV2.orderBook, "getOrderBook")

/**
 * `GET /v2/public/tickers` (bybit-api `getTickers`): the InverseV2 definition `getTickers`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getTickers = alias(InverseV2.tickers, "getTickers")

/**
 * `GET /v2/public/symbols` (bybit-api `getSymbols`): the InverseV2 definition `getSymbols`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getSymbols = alias(InverseV2Generated.getSymbols, "getSymbols")

/**
 * `GET /v2/public/open-interest` (bybit-api `getOpenInterest`): the InverseV2 definition `getOpenInterest`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOpenInterest = alias(InverseV2Generated.getOpenInterest, "getOpenInterest")

/**
 * `GET /v2/public/big-deal` (bybit-api `getLatestBigDeal`): the InverseV2 definition `getLatestBigDeal`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLatestBigDeal = alias(InverseV2Generated.getLatestBigDeal, "getLatestBigDeal")

/**
 * `GET /v2/public/account-ratio` (bybit-api `getLongShortRatio`): the InverseV2 definition `getLongShortRatio`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLongShortRatio = alias(InverseV2Generated.getLongShortRatio, "getLongShortRatio")

/**
 * `GET /v2/private/account/api-key` (bybit-api `getApiKeyInfo`): the InverseV2 definition `getApiKeyInfo`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getApiKeyInfo = alias(InverseV2Generated.getApiKeyInfo, "getApiKeyInfo")

/**
 * `GET /v2/private/wallet/balance` (bybit-api `getWalletBalance`): the InverseV2 definition `getWalletBalance`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getWalletBalance = alias(InverseV2Generated.getWalletBalance, "getWalletBalance")

/**
 * `GET /v2/private/wallet/fund/records` (bybit-api `getWalletFundRecords`): the InverseV2 definition `getWalletFundRecords`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getWalletFundRecords = alias(InverseV2Generated.getWalletFundRecords, "getWalletFundRecords")

/**
 * `GET /v2/private/wallet/withdraw/list` (bybit-api `getWithdrawRecords`): the InverseV2 definition `getWithdrawRecords`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getWithdrawRecords = alias(InverseV2Generated.getWithdrawRecords, "getWithdrawRecords")

/**
 * `GET /v2/private/exchange-order/list` (bybit-api `getAssetExchangeRecords`): the InverseV2 definition `getAssetExchangeRecords`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getAssetExchangeRecords = alias(InverseV2Generated.getAssetExchangeRecords, "getAssetExchangeRecords")

/**
 * `GET /v2/public/time` (bybit-api `getServerTime`): the InverseV2 definition `getServerTime`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getServerTime = alias(InverseV2.serverTime, "getServerTime")

/**
 * `GET /v2/public/announcement` (bybit-api `getApiAnnouncements`): the InverseV2 definition `getApiAnnouncements`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getApiAnnouncements = alias(InverseV2Generated.getApiAnnouncements, "getApiAnnouncements")

/**
 * Every generated endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  getKline,
  getMarkPriceKline,
  getIndexPriceKline,
  getPremiumIndexKline,
  replaceActiveOrder,
  placeConditionalOrder,
  getConditionalOrder,
  cancelConditionalOrder,
  cancelAllConditionalOrders,
  replaceConditionalOrder,
  setAutoAddMargin,
  setMarginSwitch,
  setPositionMode,
  setPositionTpSlMode,
  setAddReduceMargin,
  setUserLeverage,
  setTradingStop,
  getHistoryTradeRecords,
  getClosedPnl,
  getPredictedFundingFee,
  getLastFundingFee,
  queryActiveOrder,
  queryConditionalOrder,
  getTradeRecords,
  getRiskLimitList,
  setRiskLimit,
  getPosition,
  getOrderBook,
  getTickers,
  getSymbols,
  getOpenInterest,
  getLatestBigDeal,
  getLongShortRatio,
  getApiKeyInfo,
  getWalletBalance,
  getWalletFundRecords,
  getWithdrawRecords,
  getAssetExchangeRecords,
  getServerTime,
  getApiAnnouncements
]

/**
 * The callables, by the bybit-api method name.
 *
 * @since 0.1.0
 * @category callables
 */
export const calls = {
  getKline: callable(getKline),
  getMarkPriceKline: callable(getMarkPriceKline),
  getIndexPriceKline: callable(getIndexPriceKline),
  getPremiumIndexKline: callable(getPremiumIndexKline),
  replaceActiveOrder: callable(replaceActiveOrder),
  placeConditionalOrder: callable(placeConditionalOrder),
  getConditionalOrder: callable(getConditionalOrder),
  cancelConditionalOrder: callable(cancelConditionalOrder),
  cancelAllConditionalOrders: callable(cancelAllConditionalOrders),
  replaceConditionalOrder: callable(replaceConditionalOrder),
  setAutoAddMargin: callable(setAutoAddMargin),
  setMarginSwitch: callable(setMarginSwitch),
  setPositionMode: callable(setPositionMode),
  setPositionTpSlMode: callable(setPositionTpSlMode),
  setAddReduceMargin: callable(setAddReduceMargin),
  setUserLeverage: callable(setUserLeverage),
  setTradingStop: callable(setTradingStop),
  getHistoryTradeRecords: callable(getHistoryTradeRecords),
  getClosedPnl: callable(getClosedPnl),
  getPredictedFundingFee: callable(getPredictedFundingFee),
  getLastFundingFee: callable(getLastFundingFee),
  queryActiveOrder: callable(queryActiveOrder),
  queryConditionalOrder: callable(queryConditionalOrder),
  getTradeRecords: callable(getTradeRecords),
  getRiskLimitList: callable(getRiskLimitList),
  setRiskLimit: callable(setRiskLimit),
  getPosition: callable(getPosition),
  getOrderBook: callable(getOrderBook),
  getTickers: callable(getTickers),
  getSymbols: callable(getSymbols),
  getOpenInterest: callable(getOpenInterest),
  getLatestBigDeal: callable(getLatestBigDeal),
  getLongShortRatio: callable(getLongShortRatio),
  getApiKeyInfo: callable(getApiKeyInfo),
  getWalletBalance: callable(getWalletBalance),
  getWalletFundRecords: callable(getWalletFundRecords),
  getWithdrawRecords: callable(getWithdrawRecords),
  getAssetExchangeRecords: callable(getAssetExchangeRecords),
  getServerTime: callable(getServerTime),
  getApiAnnouncements: callable(getApiAnnouncements)
} as const
