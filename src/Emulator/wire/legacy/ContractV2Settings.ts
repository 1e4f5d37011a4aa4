/**
 * The v2-era contract families' position settings where V5 has the same action, on the exchange's V5 state:
 * cross/isolated margin, one-way/hedge mode, adding or reducing position margin, auto-add-margin and the risk
 * limit. Each goes through the V5 handler for the caller's own position and answers V5's refusals with the
 * family's codes (the "not modified" ones included: linear 13xxxx, inverse 3xxxx).
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import type { Caller, Exchange } from "../../Exchange.js"
import { type Answer, fail, type Handler, listOf, num, ok, type Params, str, v5, v5As } from "./Common.js"
import { type Family, futures, inverse, linear } from "./ContractV2.js"
import { linearPosition } from "./ContractV2Positions.js"

const noPositionMsg = "position size is zero"

/** V5's setting codes as each family answers them, over the family's order codes. */
const codesOf = (f: Family): ReadonlyMap<number, readonly [number, string]> =>
  new Map([
    ...f.codes,
    ...(f === linear
      ? ([
          [110026, [130056, "Isolated not modified"]],
          [110025, [30083, "position mode not modified"]],
          [110033, [130057, noPositionMsg]],
          [110075, [134026, "risk limit not modified"]]
        ] as const)
      : ([
          [110026, [30084, "Isolated not modified"]],
          [110025, [30083, "position mode not modified"]],
          [110033, [30024, noPositionMsg]],
          [110015, [30056, "position is in cross_margin"]]
        ] as const))
  ])

const call = (f: Family, e: Exchange, c: Caller | undefined, path: string, p: Params, now: number): Answer =>
  v5As(codesOf(f), e, path, c, { category: f.category, ...p }, now)

const switchIsolated =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const done = call(
      f,
      e,
      c,
      "/v5/position/switch-isolated",
      {
        symbol: str(p.symbol),
        tradeMode: p.is_isolated === true || p.is_isolated === "true" ? 1 : 0,
        buyLeverage: str(p.buy_leverage),
        sellLeverage: str(p.sell_leverage)
      },
      now
    )
    return done.ok ? ok(null) : done
  }

/** Linear names the modes; inverse futures numbers them as V5 does (0 one-way, 3 hedge). */
const switchMode =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const mode = f === linear ? (p.mode === "BothSide" ? 3 : p.mode === "MergedSingle" ? 0 : -1) : num(p.mode)
    if (mode !== 0 && mode !== 3) return fail(10001, "mode invalid")
    const done = call(
      f,
      e,
      c,
      "/v5/position/switch-mode",
      {
        ...(p.symbol === undefined ? {} : { symbol: str(p.symbol) }),
        ...(p.coin === undefined ? {} : { coin: str(p.coin) }),
        mode
      },
      now
    )
    return done.ok ? ok(null) : done
  }

/** The caller's position after a change (V5's record for the symbol and index). */
const positionAfter = (f: Family, e: Exchange, c: Caller | undefined, symbol: string, idx: number, now: number) =>
  Result.map(listOf(v5(e, "/v5/position/list", c, { category: f.category, symbol }, now)), (list) =>
    list.find((x) => num(x.positionIdx) === idx)
  )

const addMargin =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const symbol = str(p.symbol)
    const idx = num(p.position_idx)
    const done = call(f, e, c, "/v5/position/add-margin", { symbol, margin: str(p.margin), positionIdx: idx }, now)
    if (!done.ok) return done
    const after = positionAfter(f, e, c, symbol, idx, now)
    if (Result.isFailure(after)) return after.failure
    if (after.success === undefined) return fail(...(codesOf(f).get(110033) ?? [30024, noPositionMsg]))
    // inverse answers the position's margin after the change
    if (f !== linear) return ok(num(after.success.positionIM))
    const wallet = listOf(v5(e, "/v5/account/wallet-balance", c, { accountType: "UNIFIED", coin: "USDT" }, now))
    if (Result.isFailure(wallet)) return wallet.failure
    const coin = ((wallet.success[0]?.coin ?? []) as ReadonlyArray<Record<string, unknown>>)[0] ?? {}
    const balance = num(coin.walletBalance)
    return ok({
      PositionListResult: { ...linearPosition(after.success, c?.uid ?? "0"), tp_trigger_by: 0, sl_trigger_by: 0 },
      wallet_balance: balance,
      available_balance: balance - num(coin.totalOrderIM) - num(coin.totalPositionIM)
    })
  }

/** Linear's auto-add-margin: V5 accepts setting the same value again; the linear family answers 130060. */
const autoAddMargin: Handler = (e, c, p, now) => {
  const symbol = str(p.symbol)
  const idx = num(p.position_idx)
  const on = p.auto_add_margin === true || p.auto_add_margin === "true" ? 1 : 0
  const before = positionAfter(linear, e, c, symbol, idx, now)
  if (Result.isFailure(before)) return before.failure
  if (before.success !== undefined && num(before.success.size) > 0 && num(before.success.autoAddMargin) === on) {
    return fail(130060, "autoAddMargin not changed")
  }
  const done = call(
    linear,
    e,
    c,
    "/v5/position/set-auto-add-margin",
    { symbol, autoAddMargin: on, positionIdx: idx },
    now
  )
  return done.ok ? ok(null) : done
}

const setRisk: Handler = (e, c, p, now) => {
  const done = call(
    linear,
    e,
    c,
    "/v5/position/set-risk-limit",
    { symbol: str(p.symbol), riskId: num(p.risk_id), positionIdx: num(p.position_idx) },
    now
  )
  return done.ok ? ok({ risk_id: num(p.risk_id) }) : done
}

/**
 * The position-setting routes of the three families (`METHOD path` to handler).
 *
 * @since 0.1.0
 * @category routes
 */
export const routes: ReadonlyArray<readonly [string, Handler]> = [
  ["POST /private/linear/position/switch-isolated", switchIsolated(linear)],
  ["POST /private/linear/position/switch-mode", switchMode(linear)],
  ["POST /private/linear/position/add-margin", addMargin(linear)],
  ["POST /private/linear/position/set-auto-add-margin", autoAddMargin],
  ["POST /private/linear/position/set-risk", setRisk],
  ["POST /v2/private/position/switch-isolated", switchIsolated(inverse)],
  ["POST /v2/private/position/change-position-margin", addMargin(inverse)],
  ["POST /futures/private/position/switch-isolated", switchIsolated(futures)],
  ["POST /futures/private/position/switch-mode", switchMode(futures)],
  ["POST /futures/private/position/change-position-margin", addMargin(futures)]
]
