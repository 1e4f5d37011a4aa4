/**
 * InverseV2: the remaining calls of the v3-era bybit-api client for this family, generated from a table of its
 * method names, HTTP methods and paths, with request fields (required ones plain) and response shapes taken from
 * the family's legacy docs (parameter tables and response examples), and the calls its client makes on another
 * family's path (aliases of that family's definition). Signing and envelope as the hand-written definitions of the
 * family.
 *
 * Written by `npx tsx scripts/legacy/generate.ts` from `scripts/legacy/table/InverseV2.json`: change the table (or
 * the generator) and run it again, not this file; test/Scripts/LegacyGenerated.test.ts fails when they differ.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../../../Schema/LazySchema.js"
import { callable } from "../../BybitHttp.js"
import * as Endpoint from "../../Endpoint.js"

const legacy = { signing: "legacy", envelope: "legacy" } as const

/**
 * `GET /v2/public/symbols` (bybit-api `getSymbols`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getSymbols = Endpoint.make({
  ...legacy,
  name: "getSymbols",
  method: "GET",
  path: "/v2/public/symbols",
  auth: "public",
  request: () => Schema.Struct({}),
  response: () =>
    Schema.Array(
      Schema.Struct({
        name: Schema.String,
        alias: Schema.String,
        status: Schema.String,
        base_currency: Schema.String,
        quote_currency: Schema.String,
        price_scale: Schema.Number,
        taker_fee: Schema.String,
        maker_fee: Schema.String,
        funding_interval: Schema.Number,
        leverage_filter: Schema.Struct({
          min_leverage: Schema.Number,
          max_leverage: Schema.Number,
          leverage_step: Schema.String
        }),
        price_filter: Schema.Struct({
          min_price: Schema.String,
          max_price: Schema.String,
          tick_size: Schema.String
        }),
        lot_size_filter: Schema.Struct({
          max_trading_qty: Schema.Number,
          min_trading_qty: Schema.Number,
          qty_step: Schema.Number,
          post_only_max_trading_qty: Schema.String
        })
      })
    )
})

/**
 * `GET /v2/public/mark-price-kline` (bybit-api `getMarkPriceKline`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMarkPriceKline = Endpoint.make({
  ...legacy,
  name: "getMarkPriceKline",
  method: "GET",
  path: "/v2/public/mark-price-kline",
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
 * `GET /v2/public/index-price-kline` (bybit-api `getIndexPriceKline`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getIndexPriceKline = Endpoint.make({
  ...legacy,
  name: "getIndexPriceKline",
  method: "GET",
  path: "/v2/public/index-price-kline",
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
 * `GET /v2/public/premium-index-kline` (bybit-api `getPremiumIndexKline`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPremiumIndexKline = Endpoint.make({
  ...legacy,
  name: "getPremiumIndexKline",
  method: "GET",
  path: "/v2/public/premium-index-kline",
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
 * `GET /v2/public/open-interest` (bybit-api `getOpenInterest`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOpenInterest = Endpoint.make({
  ...legacy,
  name: "getOpenInterest",
  method: "GET",
  path: "/v2/public/open-interest",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      period: Schema.String,
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        open_interest: Schema.Number,
        timestamp: Schema.Number,
        symbol: Schema.String
      })
    )
})

/**
 * `GET /v2/public/big-deal` (bybit-api `getLatestBigDeal`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLatestBigDeal = Endpoint.make({
  ...legacy,
  name: "getLatestBigDeal",
  method: "GET",
  path: "/v2/public/big-deal",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        symbol: Schema.String,
        side: Schema.String,
        timestamp: Schema.Number,
        value: Schema.Number
      })
    )
})

/**
 * `GET /v2/public/account-ratio` (bybit-api `getLongShortRatio`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLongShortRatio = Endpoint.make({
  ...legacy,
  name: "getLongShortRatio",
  method: "GET",
  path: "/v2/public/account-ratio",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      period: Schema.String,
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        symbol: Schema.String,
        buy_ratio: Schema.Number,
        sell_ratio: Schema.Number,
        timestamp: Schema.Number
      })
    )
})

/**
 * `GET /v2/private/wallet/balance` (bybit-api `getWalletBalance`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getWalletBalance = Endpoint.make({
  ...legacy,
  name: "getWalletBalance",
  method: "GET",
  path: "/v2/private/wallet/balance",
  auth: "private",
  request: () =>
    Schema.Struct({
      coin: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      BTC: Schema.Struct({
        equity: Schema.Number,
        available_balance: Schema.Number,
        used_margin: Schema.Number,
        order_margin: Schema.Number,
        position_margin: Schema.Number,
        occ_closing_fee: Schema.Number,
        occ_funding_fee: Schema.Number,
        wallet_balance: Schema.Number,
        realised_pnl: Schema.Number,
        unrealised_pnl: Schema.Number,
        cum_realised_pnl: Schema.Number,
        given_cash: Schema.Number,
        service_cash: Schema.Number
      })
    })
})

/**
 * `GET /v2/private/wallet/fund/records` (bybit-api `getWalletFundRecords`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getWalletFundRecords = Endpoint.make({
  ...legacy,
  name: "getWalletFundRecords",
  method: "GET",
  path: "/v2/private/wallet/fund/records",
  auth: "private",
  request: () =>
    Schema.Struct({
      start_date: Schema.optional(Schema.String),
      end_date: Schema.optional(Schema.String),
      currency: Schema.optional(Schema.String),
      coin: Schema.optional(Schema.String),
      wallet_fund_type: Schema.optional(Schema.String),
      page: Schema.optional(Schema.Number),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      data: Schema.Array(
        Schema.Struct({
          id: Schema.Number,
          user_id: Schema.Number,
          coin: Schema.String,
          wallet_id: Schema.Number,
          type: Schema.String,
          amount: Schema.String,
          tx_id: Schema.String,
          address: Schema.String,
          wallet_balance: Schema.String,
          exec_time: Schema.String,
          cross_seq: Schema.Number
        })
      )
    })
})

/**
 * `GET /v2/private/exchange-order/list` (bybit-api `getAssetExchangeRecords`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getAssetExchangeRecords = Endpoint.make({
  ...legacy,
  name: "getAssetExchangeRecords",
  method: "GET",
  path: "/v2/private/exchange-order/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      limit: Schema.optional(Schema.Number),
      from: Schema.optional(Schema.Number),
      direction: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        id: Schema.Number,
        exchange_rate: Schema.Number,
        from_coin: Schema.String,
        to_coin: Schema.String,
        to_amount: Schema.Number,
        from_fee: Schema.Number,
        from_amount: Schema.Number,
        created_at: Schema.String
      })
    )
})

/**
 * `POST /v2/private/order/create` (bybit-api `placeActiveOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const placeActiveOrder = Endpoint.make({
  ...legacy,
  name: "placeActiveOrder",
  method: "POST",
  path: "/v2/private/order/create",
  orderEntry: "create",
  auth: "private",
  request: () =>
    Schema.Struct({
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
 * `GET /v2/private/order/list` (bybit-api `getActiveOrderList`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getActiveOrderList = Endpoint.make({
  ...legacy,
  name: "getActiveOrderList",
  method: "GET",
  path: "/v2/private/order/list",
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
 * `POST /v2/private/order/cancel` (bybit-api `cancelActiveOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelActiveOrder = Endpoint.make({
  ...legacy,
  name: "cancelActiveOrder",
  method: "POST",
  path: "/v2/private/order/cancel",
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
      updated_at: Schema.String,
      take_profit: Schema.String,
      stop_loss: Schema.String,
      tp_trigger_by: Schema.String,
      sl_trigger_by: Schema.String
    })
})

/**
 * `POST /v2/private/order/cancelAll` (bybit-api `cancelAllActiveOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelAllActiveOrders = Endpoint.make({
  ...legacy,
  name: "cancelAllActiveOrders",
  method: "POST",
  path: "/v2/private/order/cancelAll",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        clOrdID: Schema.String,
        order_link_id: Schema.String,
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
 * `POST /v2/private/order/replace` (bybit-api `replaceActiveOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const replaceActiveOrder = Endpoint.make({
  ...legacy,
  name: "replaceActiveOrder",
  method: "POST",
  path: "/v2/private/order/replace",
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
 * `GET /v2/private/order` (bybit-api `queryActiveOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const queryActiveOrder = Endpoint.make({
  ...legacy,
  name: "queryActiveOrder",
  method: "GET",
  path: "/v2/private/order",
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
        o_req_num: Schema.Number
      }),
      last_exec_time: Schema.String,
      leaves_qty: Schema.Number,
      leaves_value: Schema.String,
      cum_exec_qty: Schema.Number,
      cum_exec_value: Schema.Null,
      cum_exec_fee: Schema.Null,
      reject_reason: Schema.String,
      cancel_type: Schema.String,
      order_link_id: Schema.String,
      created_at: Schema.String,
      updated_at: Schema.String,
      order_id: Schema.String,
      take_profit: Schema.String,
      stop_loss: Schema.String,
      tp_trigger_by: Schema.String,
      sl_trigger_by: Schema.String
    })
})

/**
 * `POST /v2/private/stop-order/create` (bybit-api `placeConditionalOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const placeConditionalOrder = Endpoint.make({
  ...legacy,
  name: "placeConditionalOrder",
  method: "POST",
  path: "/v2/private/stop-order/create",
  auth: "private",
  request: () =>
    Schema.Struct({
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
 * `GET /v2/private/stop-order/list` (bybit-api `getConditionalOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getConditionalOrder = Endpoint.make({
  ...legacy,
  name: "getConditionalOrder",
  method: "GET",
  path: "/v2/private/stop-order/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      stop_order_status: Schema.optional(Schema.String),
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
 * `POST /v2/private/stop-order/cancel` (bybit-api `cancelConditionalOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelConditionalOrder = Endpoint.make({
  ...legacy,
  name: "cancelConditionalOrder",
  method: "POST",
  path: "/v2/private/stop-order/cancel",
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
 * `POST /v2/private/stop-order/cancelAll` (bybit-api `cancelAllConditionalOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelAllConditionalOrders = Endpoint.make({
  ...legacy,
  name: "cancelAllConditionalOrders",
  method: "POST",
  path: "/v2/private/stop-order/cancelAll",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        clOrdID: Schema.String,
        order_link_id: Schema.optional(Schema.String),
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
        leaves_value: Schema.String,
        created_at: Schema.String,
        updated_at: Schema.String,
        cross_status: Schema.String,
        cross_seq: Schema.Number,
        stop_order_type: Schema.String,
        trigger_by: Schema.String,
        base_price: Schema.String,
        trail_value: Schema.String,
        expected_direction: Schema.String
      })
    )
})

/**
 * `POST /v2/private/stop-order/replace` (bybit-api `replaceConditionalOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const replaceConditionalOrder = Endpoint.make({
  ...legacy,
  name: "replaceConditionalOrder",
  method: "POST",
  path: "/v2/private/stop-order/replace",
  auth: "private",
  request: () =>
    Schema.Struct({
      stop_order_id: Schema.optional(Schema.String),
      order_link_id: Schema.optional(Schema.String),
      symbol: Schema.String,
      p_r_qty: Schema.optional(Schema.Number),
      p_r_price: Schema.optional(Schema.Number),
      p_r_trigger_price: Schema.optional(Schema.String),
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
 * `GET /v2/private/stop-order` (bybit-api `queryConditionalOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const queryConditionalOrder = Endpoint.make({
  ...legacy,
  name: "queryConditionalOrder",
  method: "GET",
  path: "/v2/private/stop-order",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      stop_order_id: Schema.optional(Schema.String),
      order_link_id: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Array(
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
        cum_exec_value: Schema.Null,
        cum_exec_fee: Schema.Null,
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
    )
})

/**
 * `POST /v2/private/position/trading-stop` (bybit-api `setTradingStop`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setTradingStop = Endpoint.make({
  ...legacy,
  name: "setTradingStop",
  method: "POST",
  path: "/v2/private/position/trading-stop",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
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
        tp_trigger_by: Schema.String,
        v: Schema.Number,
        mm: Schema.Number
      })
    })
})

/**
 * `GET /v2/private/trade/closed-pnl/list` (bybit-api `getClosedPnl`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getClosedPnl = Endpoint.make({
  ...legacy,
  name: "getClosedPnl",
  method: "GET",
  path: "/v2/private/trade/closed-pnl/list",
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
 * `POST /v2/private/tpsl/switch-mode` (bybit-api `setSlTpPositionMode`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setSlTpPositionMode = Endpoint.make({
  ...legacy,
  name: "setSlTpPositionMode",
  method: "POST",
  path: "/v2/private/tpsl/switch-mode",
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
 * `POST /v2/private/position/switch-isolated` (bybit-api `setMarginType`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setMarginType = Endpoint.make({
  ...legacy,
  name: "setMarginType",
  method: "POST",
  path: "/v2/private/position/switch-isolated",
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
 * `GET /v2/public/funding/prev-funding-rate` (bybit-api `getLastFundingRate`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLastFundingRate = Endpoint.make({
  ...legacy,
  name: "getLastFundingRate",
  method: "GET",
  path: "/v2/public/funding/prev-funding-rate",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String
    }),
  response: () =>
    Schema.Struct({
      symbol: Schema.String,
      funding_rate: Schema.String,
      funding_rate_timestamp: Schema.Number
    })
})

/**
 * `GET /v2/private/funding/prev-funding` (bybit-api `getMyLastFundingFee`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMyLastFundingFee = Endpoint.make({
  ...legacy,
  name: "getMyLastFundingFee",
  method: "GET",
  path: "/v2/private/funding/prev-funding",
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
      exec_timestamp: Schema.Number
    })
})

/**
 * `GET /v2/private/funding/predicted-funding` (bybit-api `getPredictedFunding`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPredictedFunding = Endpoint.make({
  ...legacy,
  name: "getPredictedFunding",
  method: "GET",
  path: "/v2/private/funding/predicted-funding",
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
 * `GET /v2/private/account/api-key` (bybit-api `getApiKeyInfo`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getApiKeyInfo = Endpoint.make({
  ...legacy,
  name: "getApiKeyInfo",
  method: "GET",
  path: "/v2/private/account/api-key",
  auth: "private",
  request: () => Schema.Struct({}),
  response: () =>
    Schema.Array(
      Schema.Struct({
        api_key: Schema.String,
        type: Schema.String,
        user_id: Schema.Number,
        inviter_id: Schema.Number,
        ips: Schema.Array(Schema.String),
        note: Schema.String,
        permissions: Schema.Array(Schema.String),
        created_at: Schema.String,
        expired_at: Schema.String,
        read_only: Schema.Boolean,
        vip_level: Schema.String,
        mkt_maker_level: Schema.String,
        affiliate_id: Schema.Number
      })
    )
})

/**
 * `GET /v2/private/wallet/withdraw/list` (bybit-api `getWithdrawRecords`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getWithdrawRecords = Endpoint.make({
  ...legacy,
  name: "getWithdrawRecords",
  method: "GET",
  path: "/v2/private/wallet/withdraw/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      start_date: Schema.optional(Schema.String),
      end_date: Schema.optional(Schema.String),
      coin: Schema.optional(Schema.String),
      status: Schema.optional(Schema.String),
      page: Schema.optional(Schema.Number),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      data: Schema.Array(
        Schema.Struct({
          id: Schema.Number,
          user_id: Schema.Number,
          coin: Schema.String,
          status: Schema.String,
          amount: Schema.String,
          fee: Schema.String,
          address: Schema.String,
          tx_id: Schema.String,
          submited_at: Schema.String,
          updated_at: Schema.String
        })
      ),
      current_page: Schema.Number,
      last_page: Schema.Number
    })
})

/**
 * `GET /v2/public/announcement` (bybit-api `getApiAnnouncements`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getApiAnnouncements = Endpoint.make({
  ...legacy,
  name: "getApiAnnouncements",
  method: "GET",
  path: "/v2/public/announcement",
  auth: "public",
  request: () => Schema.Struct({}),
  response: () =>
    Schema.Array(
      Schema.Struct({
        id: Schema.Number,
        title: Schema.String,
        link: Schema.String,
        summary: Schema.String,
        created_at: Schema.String
      })
    )
})

// One inverse v2 position (`position_idx` and `mode` are absent from the single-symbol answer).
const InversePosition = LazySchema.make(() =>
  Schema.Struct({
    id: Schema.Number,
    position_idx: Schema.optional(Schema.Number),
    mode: Schema.optional(Schema.Number),
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
  })
)

/**
 * `GET /v2/private/position/list` (bybit-api `getPosition`).
 * With `symbol` the position itself, without it every symbol's, each with `is_valid`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPosition = Endpoint.make({
  ...legacy,
  name: "getPosition",
  method: "GET",
  path: "/v2/private/position/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Union([InversePosition, Schema.Array(Schema.Struct({ is_valid: Schema.Boolean, data: InversePosition }))])
})

/**
 * `POST /v2/private/position/change-position-margin` (bybit-api `changePositionMargin`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const changePositionMargin = Endpoint.make({
  ...legacy,
  name: "changePositionMargin",
  method: "POST",
  path: "/v2/private/position/change-position-margin",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      margin: Schema.String
    }),
  response: Schema.Number
})

/**
 * `GET /v2/private/account/lcp` (bybit-api `getLcpInfo`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLcpInfo = Endpoint.make({
  ...legacy,
  name: "getLcpInfo",
  method: "GET",
  path: "/v2/private/account/lcp",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String
    }),
  response: () =>
    Schema.Struct({
      lcp_list: Schema.Array(
        Schema.Struct({
          date: Schema.String,
          self_ratio: Schema.Number,
          platform_ratio: Schema.Number,
          score: Schema.Number
        })
      )
    })
})

/**
 * Every generated endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  getSymbols,
  getMarkPriceKline,
  getIndexPriceKline,
  getPremiumIndexKline,
  getOpenInterest,
  getLatestBigDeal,
  getLongShortRatio,
  getWalletBalance,
  getWalletFundRecords,
  getAssetExchangeRecords,
  placeActiveOrder,
  getActiveOrderList,
  cancelActiveOrder,
  cancelAllActiveOrders,
  replaceActiveOrder,
  queryActiveOrder,
  placeConditionalOrder,
  getConditionalOrder,
  cancelConditionalOrder,
  cancelAllConditionalOrders,
  replaceConditionalOrder,
  queryConditionalOrder,
  setTradingStop,
  getClosedPnl,
  setSlTpPositionMode,
  setMarginType,
  getLastFundingRate,
  getMyLastFundingFee,
  getPredictedFunding,
  getApiKeyInfo,
  getWithdrawRecords,
  getApiAnnouncements,
  getPosition,
  changePositionMargin,
  getLcpInfo
]

/**
 * The callables, by the bybit-api method name.
 *
 * @since 0.1.0
 * @category callables
 */
export const calls = {
  getSymbols: callable(getSymbols),
  getMarkPriceKline: callable(getMarkPriceKline),
  getIndexPriceKline: callable(getIndexPriceKline),
  getPremiumIndexKline: callable(getPremiumIndexKline),
  getOpenInterest: callable(getOpenInterest),
  getLatestBigDeal: callable(getLatestBigDeal),
  getLongShortRatio: callable(getLongShortRatio),
  getWalletBalance: callable(getWalletBalance),
  getWalletFundRecords: callable(getWalletFundRecords),
  getAssetExchangeRecords: callable(getAssetExchangeRecords),
  placeActiveOrder: callable(placeActiveOrder),
  getActiveOrderList: callable(getActiveOrderList),
  cancelActiveOrder: callable(cancelActiveOrder),
  cancelAllActiveOrders: callable(cancelAllActiveOrders),
  replaceActiveOrder: callable(replaceActiveOrder),
  queryActiveOrder: callable(queryActiveOrder),
  placeConditionalOrder: callable(placeConditionalOrder),
  getConditionalOrder: callable(getConditionalOrder),
  cancelConditionalOrder: callable(cancelConditionalOrder),
  cancelAllConditionalOrders: callable(cancelAllConditionalOrders),
  replaceConditionalOrder: callable(replaceConditionalOrder),
  queryConditionalOrder: callable(queryConditionalOrder),
  setTradingStop: callable(setTradingStop),
  getClosedPnl: callable(getClosedPnl),
  setSlTpPositionMode: callable(setSlTpPositionMode),
  setMarginType: callable(setMarginType),
  getLastFundingRate: callable(getLastFundingRate),
  getMyLastFundingFee: callable(getMyLastFundingFee),
  getPredictedFunding: callable(getPredictedFunding),
  getApiKeyInfo: callable(getApiKeyInfo),
  getWithdrawRecords: callable(getWithdrawRecords),
  getApiAnnouncements: callable(getApiAnnouncements),
  getPosition: callable(getPosition),
  changePositionMargin: callable(changePositionMargin),
  getLcpInfo: callable(getLcpInfo)
} as const
