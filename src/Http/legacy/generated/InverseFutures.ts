/**
 * InverseFutures: the remaining calls of the v3-era bybit-api client for this family, generated from a table of its
 * method names, HTTP methods and paths, with request fields (required ones plain) and response shapes taken from
 * the family's legacy docs (parameter tables and response examples), and the calls its client makes on another
 * family's path (aliases of that family's definition). Signing and envelope as the hand-written definitions of the
 * family.
 *
 * Written by `npx tsx scripts/legacy/generate.ts` from `scripts/legacy/table/InverseFutures.json`: change the
 * table (or the generator) and run it again, not this file; test/Scripts/LegacyGenerated.test.ts fails when they
 * differ.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { callable } from "../../BybitHttp.js"
import * as Endpoint from "../../Endpoint.js"
import { alias } from "../Alias.js"
import * as InverseV2 from "../InverseV2.js"
import * as InverseV2Generated from "./InverseV2.js"

const legacy = { signing: "legacy", envelope: "legacy" } as const

/**
 * `POST /futures/private/order/create` (bybit-api `placeActiveOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const placeActiveOrder = Endpoint.make({
  ...legacy,
  name: "placeActiveOrder",
  method: "POST",
  path: "/futures/private/order/create",
  orderEntry: "create",
  auth: "private",
  request: () =>
    Schema.Struct({
      position_idx: Schema.optional(Schema.Number),
      side: Schema.String,
      symbol: Schema.String,
      order_type: Schema.String,
      qty: Schema.Number,
      price: Schema.optional(Schema.Number),
      time_in_force: Schema.String,
      reduce_only: Schema.optional(Schema.Boolean),
      close_on_trigger: Schema.optional(Schema.Boolean),
      order_link_id: Schema.optional(Schema.String),
      take_profit: Schema.optional(Schema.Number),
      stop_loss: Schema.optional(Schema.Number),
      tp_trigger_by: Schema.optional(Schema.String),
      sl_trigger_by: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      user_id: Schema.Number,
      order_id: Schema.String,
      symbol: Schema.String,
      side: Schema.String,
      order_type: Schema.String,
      price: Schema.Number,
      qty: Schema.Number,
      time_in_force: Schema.String,
      order_status: Schema.String,
      last_exec_time: Schema.Number,
      last_exec_price: Schema.Number,
      leaves_qty: Schema.Number,
      cum_exec_qty: Schema.Number,
      cum_exec_value: Schema.Number,
      cum_exec_fee: Schema.Number,
      reject_reason: Schema.String,
      order_link_id: Schema.String,
      created_at: Schema.String,
      updated_at: Schema.String,
      take_profit: Schema.String,
      stop_loss: Schema.String,
      tp_trigger_by: Schema.String,
      sl_trigger_by: Schema.String
    })
})

/**
 * `GET /futures/private/order/list` (bybit-api `getActiveOrderList`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getActiveOrderList = Endpoint.make({
  ...legacy,
  name: "getActiveOrderList",
  method: "GET",
  path: "/futures/private/order/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      order_status: Schema.optional(Schema.String),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      data: Schema.Array(
        Schema.Struct({
          user_id: Schema.Number,
          position_idx: Schema.Number,
          order_status: Schema.String,
          symbol: Schema.String,
          side: Schema.String,
          order_type: Schema.String,
          price: Schema.String,
          qty: Schema.String,
          time_in_force: Schema.String,
          order_link_id: Schema.String,
          order_id: Schema.String,
          created_at: Schema.String,
          updated_at: Schema.String,
          leaves_qty: Schema.String,
          leaves_value: Schema.String,
          cum_exec_qty: Schema.String,
          cum_exec_value: Schema.String,
          cum_exec_fee: Schema.String,
          reject_reason: Schema.String,
          take_profit: Schema.String,
          stop_loss: Schema.String,
          tp_trigger_by: Schema.String,
          sl_trigger_by: Schema.String
        })
      ),
      cursor: Schema.String
    })
})

/**
 * `POST /futures/private/order/cancel` (bybit-api `cancelActiveOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelActiveOrder = Endpoint.make({
  ...legacy,
  name: "cancelActiveOrder",
  method: "POST",
  path: "/futures/private/order/cancel",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      order_id: Schema.optional(Schema.String),
      order_link_id: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      user_id: Schema.Number,
      order_id: Schema.String,
      symbol: Schema.String,
      side: Schema.String,
      order_type: Schema.String,
      price: Schema.Number,
      qty: Schema.Number,
      time_in_force: Schema.String,
      order_status: Schema.String,
      last_exec_time: Schema.Number,
      last_exec_price: Schema.Number,
      leaves_qty: Schema.Number,
      cum_exec_qty: Schema.Number,
      cum_exec_value: Schema.Number,
      cum_exec_fee: Schema.Number,
      reject_reason: Schema.String,
      order_link_id: Schema.String,
      created_at: Schema.String,
      updated_at: Schema.String
    })
})

/**
 * `POST /futures/private/order/cancelAll` (bybit-api `cancelAllActiveOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelAllActiveOrders = Endpoint.make({
  ...legacy,
  name: "cancelAllActiveOrders",
  method: "POST",
  path: "/futures/private/order/cancelAll",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        clOrdID: Schema.String,
        user_id: Schema.Number,
        symbol: Schema.String,
        side: Schema.String,
        order_type: Schema.String,
        price: Schema.String,
        qty: Schema.Number,
        time_in_force: Schema.String,
        create_type: Schema.String,
        cancel_type: Schema.String,
        order_status: Schema.String,
        leaves_qty: Schema.Number,
        leaves_value: Schema.String,
        created_at: Schema.String,
        updated_at: Schema.String,
        cross_status: Schema.String,
        cross_seq: Schema.Number
      })
    )
})

/**
 * `POST /futures/private/order/replace` (bybit-api `replaceActiveOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const replaceActiveOrder = Endpoint.make({
  ...legacy,
  name: "replaceActiveOrder",
  method: "POST",
  path: "/futures/private/order/replace",
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
 * `POST /futures/private/stop-order/create` (bybit-api `placeConditionalOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const placeConditionalOrder = Endpoint.make({
  ...legacy,
  name: "placeConditionalOrder",
  method: "POST",
  path: "/futures/private/stop-order/create",
  auth: "private",
  request: () =>
    Schema.Struct({
      position_idx: Schema.optional(Schema.Number),
      side: Schema.String,
      symbol: Schema.String,
      order_type: Schema.String,
      qty: Schema.String,
      price: Schema.optional(Schema.String),
      base_price: Schema.String,
      stop_px: Schema.String,
      time_in_force: Schema.String,
      trigger_by: Schema.optional(Schema.String),
      close_on_trigger: Schema.optional(Schema.Boolean),
      order_link_id: Schema.optional(Schema.String),
      take_profit: Schema.optional(Schema.Number),
      stop_loss: Schema.optional(Schema.Number),
      tp_trigger_by: Schema.optional(Schema.String),
      sl_trigger_by: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      user_id: Schema.Number,
      symbol: Schema.String,
      side: Schema.String,
      order_type: Schema.String,
      price: Schema.String,
      qty: Schema.String,
      time_in_force: Schema.String,
      remark: Schema.String,
      leaves_qty: Schema.String,
      leaves_value: Schema.String,
      stop_px: Schema.String,
      reject_reason: Schema.String,
      stop_order_id: Schema.String,
      order_link_id: Schema.String,
      trigger_by: Schema.String,
      base_price: Schema.String,
      created_at: Schema.String,
      updated_at: Schema.String,
      tp_trigger_by: Schema.String,
      sl_trigger_by: Schema.String,
      take_profit: Schema.String,
      stop_loss: Schema.String
    })
})

/**
 * `GET /futures/private/stop-order/list` (bybit-api `getConditionalOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getConditionalOrder = Endpoint.make({
  ...legacy,
  name: "getConditionalOrder",
  method: "GET",
  path: "/futures/private/stop-order/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      order_status: Schema.optional(Schema.String),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      data: Schema.Array(
        Schema.Struct({
          user_id: Schema.Number,
          position_idx: Schema.Number,
          stop_order_status: Schema.String,
          symbol: Schema.String,
          side: Schema.String,
          order_type: Schema.String,
          stop_order_type: Schema.String,
          price: Schema.String,
          qty: Schema.String,
          time_in_force: Schema.String,
          base_price: Schema.String,
          order_link_id: Schema.String,
          created_at: Schema.String,
          updated_at: Schema.String,
          stop_px: Schema.String,
          stop_order_id: Schema.String,
          trigger_by: Schema.String,
          take_profit: Schema.String,
          stop_loss: Schema.String,
          tp_trigger_by: Schema.String,
          sl_trigger_by: Schema.String
        })
      ),
      cursor: Schema.String
    })
})

/**
 * `POST /futures/private/stop-order/cancel` (bybit-api `cancelConditionalOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelConditionalOrder = Endpoint.make({
  ...legacy,
  name: "cancelConditionalOrder",
  method: "POST",
  path: "/futures/private/stop-order/cancel",
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
 * `POST /futures/private/stop-order/cancelAll` (bybit-api `cancelAllConditionalOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelAllConditionalOrders = Endpoint.make({
  ...legacy,
  name: "cancelAllConditionalOrders",
  method: "POST",
  path: "/futures/private/stop-order/cancelAll",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        clOrdID: Schema.String,
        user_id: Schema.Number,
        symbol: Schema.String,
        side: Schema.String,
        order_type: Schema.String,
        price: Schema.String,
        qty: Schema.Number,
        time_in_force: Schema.String,
        create_type: Schema.String,
        cancel_type: Schema.String,
        order_status: Schema.String,
        leaves_qty: Schema.Number,
        leaves_value: Schema.String,
        created_at: Schema.String,
        updated_at: Schema.String,
        cross_status: Schema.String,
        cross_seq: Schema.Number,
        stop_order_type: Schema.String,
        trigger_by: Schema.String,
        base_price: Schema.String,
        expected_direction: Schema.String
      })
    )
})

/**
 * `POST /futures/private/stop-order/replace` (bybit-api `replaceConditionalOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const replaceConditionalOrder = Endpoint.make({
  ...legacy,
  name: "replaceConditionalOrder",
  method: "POST",
  path: "/futures/private/stop-order/replace",
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
 * `POST /futures/private/position/change-position-margin` (bybit-api `changePositionMargin`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const changePositionMargin = Endpoint.make({
  ...legacy,
  name: "changePositionMargin",
  method: "POST",
  path: "/futures/private/position/change-position-margin",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      position_idx: Schema.Number,
      margin: Schema.String
    }),
  response: Schema.Number
})

/**
 * `POST /futures/private/position/trading-stop` (bybit-api `setTradingStop`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setTradingStop = Endpoint.make({
  ...legacy,
  name: "setTradingStop",
  method: "POST",
  path: "/futures/private/position/trading-stop",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      position_idx: Schema.Number,
      take_profit: Schema.optional(Schema.Number),
      stop_loss: Schema.optional(Schema.Number),
      trailing_stop: Schema.optional(Schema.Number),
      tp_trigger_by: Schema.optional(Schema.String),
      sl_trigger_by: Schema.optional(Schema.String),
      new_trailing_active: Schema.optional(Schema.Number),
      sl_size: Schema.optional(Schema.Number),
      tp_size: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      id: Schema.Number,
      user_id: Schema.Number,
      symbol: Schema.String,
      side: Schema.String,
      size: Schema.Number,
      position_value: Schema.Number,
      entry_price: Schema.Number,
      risk_id: Schema.Number,
      auto_add_margin: Schema.Number,
      leverage: Schema.Number,
      position_margin: Schema.Number,
      liq_price: Schema.Number,
      bust_price: Schema.Number,
      occ_closing_fee: Schema.Number,
      occ_funding_fee: Schema.Number,
      take_profit: Schema.Number,
      stop_loss: Schema.Number,
      trailing_stop: Schema.Number,
      position_status: Schema.String,
      deleverage_indicator: Schema.Number,
      oc_calc_data: Schema.String,
      order_margin: Schema.Number,
      wallet_balance: Schema.Number,
      realised_pnl: Schema.Number,
      cum_realised_pnl: Schema.Number,
      cum_commission: Schema.Number,
      cross_seq: Schema.Number,
      position_seq: Schema.Number,
      created_at: Schema.String,
      updated_at: Schema.String,
      ext_fields: Schema.Struct({
        trailing_active: Schema.String,
        sl_trigger_by: Schema.String,
        v: Schema.Number,
        mm: Schema.Number
      })
    })
})

/**
 * `POST /futures/private/position/leverage/save` (bybit-api `setUserLeverage`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setUserLeverage = Endpoint.make({
  ...legacy,
  name: "setUserLeverage",
  method: "POST",
  path: "/futures/private/position/leverage/save",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      buy_leverage: Schema.Number,
      sell_leverage: Schema.Number
    }),
  response: Schema.Number
})

/**
 * `POST /futures/private/position/switch-mode` (bybit-api `setPositionMode`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setPositionMode = Endpoint.make({
  ...legacy,
  name: "setPositionMode",
  method: "POST",
  path: "/futures/private/position/switch-mode",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String),
      coin: Schema.optional(Schema.String),
      mode: Schema.Number
    }),
  response: Schema.Null
})

/**
 * `POST /futures/private/position/switch-isolated` (bybit-api `setMarginType`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setMarginType = Endpoint.make({
  ...legacy,
  name: "setMarginType",
  method: "POST",
  path: "/futures/private/position/switch-isolated",
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
 * `GET /futures/private/trade/closed-pnl/list` (bybit-api `getClosedPnl`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getClosedPnl = Endpoint.make({
  ...legacy,
  name: "getClosedPnl",
  method: "GET",
  path: "/futures/private/trade/closed-pnl/list",
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
 * `GET /futures/private/order` (bybit-api `queryActiveOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const queryActiveOrder = Endpoint.make({
  ...legacy,
  name: "queryActiveOrder",
  method: "GET",
  path: "/futures/private/order",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      order_id: Schema.optional(Schema.String),
      order_link_id: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      user_id: Schema.Number,
      position_idx: Schema.Number,
      symbol: Schema.String,
      side: Schema.String,
      order_type: Schema.String,
      price: Schema.String,
      qty: Schema.Number,
      time_in_force: Schema.String,
      order_status: Schema.String,
      ext_fields: Schema.Struct({
        o_req_num: Schema.Number,
        xreq_type: Schema.String
      }),
      last_exec_time: Schema.String,
      last_exec_price: Schema.String,
      leaves_qty: Schema.Number,
      leaves_value: Schema.String,
      cum_exec_qty: Schema.Number,
      cum_exec_value: Schema.String,
      cum_exec_fee: Schema.String,
      reject_reason: Schema.String,
      cancel_type: Schema.String,
      order_link_id: Schema.String,
      created_at: Schema.String,
      updated_at: Schema.String,
      order_id: Schema.String
    })
})

/**
 * `GET /futures/private/stop-order` (bybit-api `queryConditionalOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const queryConditionalOrder = Endpoint.make({
  ...legacy,
  name: "queryConditionalOrder",
  method: "GET",
  path: "/futures/private/stop-order",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      stop_order_id: Schema.optional(Schema.String),
      order_link_id: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      user_id: Schema.Number,
      position_idx: Schema.Number,
      symbol: Schema.String,
      side: Schema.String,
      order_type: Schema.String,
      price: Schema.String,
      qty: Schema.Number,
      stop_px: Schema.String,
      base_price: Schema.String,
      time_in_force: Schema.String,
      order_status: Schema.String,
      ext_fields: Schema.Struct({
        o_req_num: Schema.Number
      }),
      leaves_qty: Schema.Number,
      leaves_value: Schema.String,
      cum_exec_qty: Schema.Number,
      cum_exec_value: Schema.NullOr(Schema.Number),
      cum_exec_fee: Schema.NullOr(Schema.Number),
      reject_reason: Schema.String,
      cancel_type: Schema.String,
      order_link_id: Schema.String,
      created_at: Schema.String,
      updated_at: Schema.String,
      order_id: Schema.String,
      trigger_by: Schema.String,
      take_profit: Schema.String,
      stop_loss: Schema.String,
      tp_trigger_by: Schema.String,
      sl_trigger_by: Schema.String
    })
})

/**
 * `GET /futures/private/position/list` (bybit-api `getPosition`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPosition = Endpoint.make({
  ...legacy,
  name: "getPosition",
  method: "GET",
  path: "/futures/private/position/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        data: Schema.Struct({
          id: Schema.Number,
          position_idx: Schema.Number,
          mode: Schema.Number,
          user_id: Schema.Number,
          risk_id: Schema.Number,
          symbol: Schema.String,
          side: Schema.String,
          size: Schema.Number,
          position_value: Schema.String,
          entry_price: Schema.String,
          is_isolated: Schema.Boolean,
          auto_add_margin: Schema.Number,
          leverage: Schema.String,
          effective_leverage: Schema.String,
          position_margin: Schema.String,
          liq_price: Schema.String,
          bust_price: Schema.String,
          occ_closing_fee: Schema.String,
          occ_funding_fee: Schema.String,
          take_profit: Schema.String,
          stop_loss: Schema.String,
          trailing_stop: Schema.String,
          position_status: Schema.String,
          deleverage_indicator: Schema.Number,
          oc_calc_data: Schema.String,
          order_margin: Schema.String,
          wallet_balance: Schema.String,
          realised_pnl: Schema.String,
          unrealised_pnl: Schema.Number,
          cum_realised_pnl: Schema.String,
          cross_seq: Schema.Number,
          position_seq: Schema.Number,
          created_at: Schema.String,
          updated_at: Schema.String,
          tp_sl_mode: Schema.String
        }),
        is_valid: Schema.Boolean
      })
    )
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
 * `GET /v2/public/kline/list` (bybit-api `getKline`): the InverseV2 definition `getKline`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getKline = alias(InverseV2.kline, "getKline")

/**
 * `GET /v2/public/trading-records` (bybit-api `getTrades`): the InverseV2 definition `getTrades`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getTrades = alias(InverseV2.tradingRecords, "getTrades")

/**
 * `GET /v2/public/mark-price-kline` (bybit-api `getMarkPriceKline`): the InverseV2 definition `getMarkPriceKline`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMarkPriceKline = alias(InverseV2Generated.getMarkPriceKline, "getMarkPriceKline")

/**
 * `GET /v2/public/index-price-kline` (bybit-api `getIndexPriceKline`): the InverseV2 definition `getIndexPriceKline`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getIndexPriceKline = alias(InverseV2Generated.getIndexPriceKline, "getIndexPriceKline")

/**
 * `GET /v2/public/premium-index-kline` (bybit-api `getPremiumIndexKline`): the InverseV2 definition `getPremiumIndexKline`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPremiumIndexKline = alias(InverseV2Generated.getPremiumIndexKline, "getPremiumIndexKline")

/**
 * `GET /v2/public/funding/prev-funding-rate` (bybit-api `getLastFundingRate`): the InverseV2 definition `getLastFundingRate`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLastFundingRate = alias(InverseV2Generated.getLastFundingRate, "getLastFundingRate")

/**
 * `GET /v2/private/funding/prev-funding` (bybit-api `getMyLastFundingFee`): the InverseV2 definition `getMyLastFundingFee`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMyLastFundingFee = alias(InverseV2Generated.getMyLastFundingFee, "getMyLastFundingFee")

/**
 * `GET /v2/private/funding/predicted-funding` (bybit-api `getPredictedFunding`): the InverseV2 definition `getPredictedFunding`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPredictedFunding = alias(InverseV2Generated.getPredictedFunding, "getPredictedFunding")

/**
 * `GET /v2/private/account/lcp` (bybit-api `getLcpInfo`): the InverseV2 definition `getLcpInfo`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLcpInfo = alias(InverseV2Generated.getLcpInfo, "getLcpInfo")

/**
 * Every generated endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  placeActiveOrder,
  getActiveOrderList,
  cancelActiveOrder,
  cancelAllActiveOrders,
  replaceActiveOrder,
  placeConditionalOrder,
  getConditionalOrder,
  cancelConditionalOrder,
  cancelAllConditionalOrders,
  replaceConditionalOrder,
  changePositionMargin,
  setTradingStop,
  setUserLeverage,
  setPositionMode,
  setMarginType,
  getClosedPnl,
  queryActiveOrder,
  queryConditionalOrder,
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
  getApiAnnouncements,
  getKline,
  getTrades,
  getMarkPriceKline,
  getIndexPriceKline,
  getPremiumIndexKline,
  getLastFundingRate,
  getMyLastFundingFee,
  getPredictedFunding,
  getLcpInfo
]

/**
 * The callables, by the bybit-api method name.
 *
 * @since 0.1.0
 * @category callables
 */
export const calls = {
  placeActiveOrder: callable(placeActiveOrder),
  getActiveOrderList: callable(getActiveOrderList),
  cancelActiveOrder: callable(cancelActiveOrder),
  cancelAllActiveOrders: callable(cancelAllActiveOrders),
  replaceActiveOrder: callable(replaceActiveOrder),
  placeConditionalOrder: callable(placeConditionalOrder),
  getConditionalOrder: callable(getConditionalOrder),
  cancelConditionalOrder: callable(cancelConditionalOrder),
  cancelAllConditionalOrders: callable(cancelAllConditionalOrders),
  replaceConditionalOrder: callable(replaceConditionalOrder),
  changePositionMargin: callable(changePositionMargin),
  setTradingStop: callable(setTradingStop),
  setUserLeverage: callable(setUserLeverage),
  setPositionMode: callable(setPositionMode),
  setMarginType: callable(setMarginType),
  getClosedPnl: callable(getClosedPnl),
  queryActiveOrder: callable(queryActiveOrder),
  queryConditionalOrder: callable(queryConditionalOrder),
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
  getApiAnnouncements: callable(getApiAnnouncements),
  getKline: callable(getKline),
  getTrades: callable(getTrades),
  getMarkPriceKline: callable(getMarkPriceKline),
  getIndexPriceKline: callable(getIndexPriceKline),
  getPremiumIndexKline: callable(getPremiumIndexKline),
  getLastFundingRate: callable(getLastFundingRate),
  getMyLastFundingFee: callable(getMyLastFundingFee),
  getPredictedFunding: callable(getPredictedFunding),
  getLcpInfo: callable(getLcpInfo)
} as const
