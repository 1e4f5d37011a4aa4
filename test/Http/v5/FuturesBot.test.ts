import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as FuturesBot from "../../../src/Http/v5/FuturesBot.js"
import { row, runTable } from "./fixture.js"

const docs = row("futures-bot")

describe("V5 futures bot endpoints", () => {
  const table = [
    docs(FuturesBot.comboLimit, (r) => {
      expect([r.status_code, r.check_code]).toEqual([0, "LIMIT_CHECK_CODE_SUCCESS_UNSPECIFIED"])
      expect(r.init_margin).toMatchObject({ min: "352.3", max: "576840" })
      expect(r.adjust_position_time_interval).toMatchObject({ min: "1800", max: "2419200" })
    }),
    docs(FuturesBot.comboCreate, (r) =>
      expect([r.status_code, r.bot_id, r.ban_reason_text]).toEqual([0, "612323083000239723", ""])
    ),
    docs(FuturesBot.comboDetail, (r) => {
      const bot = r.detail
      expect([bot.bot_id, bot.bot_mode, bot.close_code]).toEqual([
        "612324421335537259",
        "BOT_MODE_MIX",
        "BOT_CLOSE_CODE_CANCELED_MANUALLY"
      ])
      expect(bot.symbol_settings.map((s) => [s.symbol, s.side, s.symbol_id])).toEqual([
        ["BTCUSDT", "SIDE_LONG", 5],
        ["ETHUSDT", "SIDE_SHORT", 6]
      ])
      expect([bot.total_pnl, bot.roi, bot.adjust_position_time_interval]).toEqual(["-3.7543", "", 3600])
      expect(bot.settlement_assets).toBe("496.24566099 USDT")
    }),
    docs(FuturesBot.comboClose, (r) => expect(r).toMatchObject({ status_code: 0, debug_msg: "" })),
    docs(FuturesBot.gridValidate, (r) => {
      expect(r.status_code).toBe(200)
      expect(r.cell_number).toMatchObject({ from: "3", to: "1562" })
      expect([r.long_liq_price, r.cell_gtv0_per]).toEqual(["", "71.88"])
      expect(r.move_down_price.from).toBe("0.1")
    }),
    docs(FuturesBot.gridCreate, (r) => {
      expect([r.bot_id, r.check_code]).toEqual(["612330315406398322", "FGRID_CHECK_CODE_UNSPECIFIED"])
    }),
    docs(FuturesBot.gridDetail, (r) => {
      const bot = r.detail
      expect([bot.symbol, bot.status, bot.grid_mode, bot.cell_number]).toEqual([
        "BTCUSDT",
        "FUTURE_GRID_STATUS_COMPLETED",
        "FUTURE_GRID_MODE_LONG",
        88
      ])
      // unset figures come as "" rather than "0"
      expect([bot.stop_loss_per, bot.take_profit_per, bot.liquidation_price]).toEqual(["", "0.28", ""])
      expect([bot.copy_trade_is_master, bot.tick_size, bot.maker_fee_rate]).toEqual([false, "0.10", "0.0001"])
    }),
    docs(FuturesBot.gridClose, (r) => {
      expect([r.status_code, r.bot_id, r.debug_msg]).toEqual([
        200,
        "612330315406398322",
        "bot has already been canceled"
      ])
    }),
    docs(FuturesBot.martingaleLimit, (r) => {
      expect(r.check_code).toBe("F_MART_LIMIT_CHECK_CODE_F_MART_CHECK_CODE_SUCCESS_UNSPECIFIED")
      expect([r.add_position_num.max, r.entry_price.min, r.leverage.max]).toEqual(["10", "0.2105", "20"])
    }),
    docs(FuturesBot.martingaleCreate, (r) => expect(r.bot_id).toBe("612335280740902531")),
    docs(FuturesBot.martingaleDetail, (r) => {
      const bot = r.fmart_detail
      expect([bot.symbol, bot.fmart_mode, bot.current_round, bot.current_added_pos_num]).toEqual([
        "MNTUSDT",
        "F_MART_MODE_MARTINGALE_MODE_LONG",
        1,
        1
      ])
      expect([bot.pos_size, bot.avg_pos_price, bot.unrealized_pnl]).toEqual(["136.2", "0.7039", "1.44372"])
    }),
    docs(FuturesBot.martingaleClose, (r) => expect(r.status_code).toBe(0))
  ]
  runTable(table)

  it("every endpoint has a docs example in the table", () => {
    for (const endpoint of FuturesBot.endpoints) {
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
    }
  })

  it("signed POSTs; limits and details are safe to retry, creating and closing are not", () => {
    for (const endpoint of FuturesBot.endpoints) expect([endpoint.method, endpoint.auth]).toEqual(["POST", "private"])
    const reads = FuturesBot.endpoints.filter((e) => e.idempotent).map((e) => e.name)
    expect(reads).toEqual([
      "getFuturesComboBotLimit",
      "getFuturesComboBotDetail",
      "validateFuturesGridInput",
      "getFuturesGridBotDetail",
      "getFuturesMartingaleBotLimit",
      "getFuturesMartingaleBotDetail"
    ])
  })

  it("validates bot parameters before sending", () => {
    // as the executor does: a parameter the endpoint does not take is refused
    const combo = Schema.decodeUnknownResult(FuturesBot.comboCreate.request, { onExcessProperty: "error" })
    const portfolio = {
      leverage: "5",
      init_margin: "500",
      adjust_position_mode: 3,
      adjust_position_percent: "0.05",
      adjust_position_time_interval: 3600,
      symbol_settings: [
        { symbol: "BTCUSDT", target_position_percent: "0.5", side: 1 },
        { symbol: "ETHUSDT", target_position_percent: "0.5", side: 2 }
      ]
    }
    expect(Result.isSuccess(combo(portfolio))).toBe(true)
    expect(Result.isFailure(combo({ ...portfolio, adjust_position_mode: 7 }))).toBe(true)
    expect(Result.isFailure(combo({ ...portfolio, symbol_settings: [] }))).toBe(true)
    expect(Result.isFailure(combo({ ...portfolio, leverage: 5 }))).toBe(true)
    // need_to_slippage belongs to the limit check only
    expect(Result.isFailure(combo({ ...portfolio, need_to_slippage: false }))).toBe(true)
    expect(
      Result.isSuccess(
        Schema.decodeUnknownResult(FuturesBot.comboLimit.request)({ ...portfolio, need_to_slippage: false })
      )
    ).toBe(true)
    const grid = Schema.decodeUnknownResult(FuturesBot.gridCreate.request)
    const range = {
      symbol: "BTCUSDT",
      grid_mode: 2,
      min_price: "230000",
      max_price: "800000",
      cell_number: 88,
      leverage: "6",
      grid_type: 2,
      total_investment: "950",
      tp_sl_type: 4,
      stop_loss_price: "200000",
      take_profit_per: "0.28"
    }
    expect(Result.isSuccess(grid(range))).toBe(true)
    expect(Result.isFailure(grid({ ...range, cell_number: 1 }))).toBe(true)
    expect(Result.isFailure(grid({ ...range, grid_type: 3 }))).toBe(true)
    const { total_investment: _, ...validation } = range
    expect(Result.isFailure(grid(validation))).toBe(true)
    expect(Result.isSuccess(Schema.decodeUnknownResult(FuturesBot.gridValidate.request)(validation))).toBe(true)
    const martingale = Schema.decodeUnknownResult(FuturesBot.martingaleCreate.request)
    const bot = {
      symbol: "MNTUSDT",
      martingale_mode: 1,
      leverage: "5",
      price_float_percent: "0.16",
      add_position_percent: "1.8",
      add_position_num: 5,
      round_tp_percent: "0.1",
      init_margin: "650",
      auto_cycle_toggle: 2
    }
    expect(Result.isSuccess(martingale(bot))).toBe(true)
    expect(Result.isFailure(martingale({ ...bot, martingale_mode: 3 }))).toBe(true)
    expect(Result.isFailure(martingale({ ...bot, round_tp_percent: undefined }))).toBe(true)
    expect(Result.isFailure(Schema.decodeUnknownResult(FuturesBot.gridClose.request)({ bot_id: "" }))).toBe(true)
  })

  it("takes a bot id sent as a number as its string", () => {
    const decode = Schema.decodeUnknownSync(FuturesBot.martingaleCreate.response, { onExcessProperty: "error" })
    expect(decode({ status_code: 0, debug_msg: "", bot_id: 9876543210 }).bot_id).toBe("9876543210")
  })
})
