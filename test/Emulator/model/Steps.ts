/**
 * The model test's steps: each command sent as the exchange's documented request, and from its answer the model's
 * expectation — which orders it now thinks open, which leveraged-token orders are in flight, and how each UID's
 * net holdings move (a transfer between UIDs moves them from one to the other; a borrow, a loan, a stake or a
 * conversion's quote move them only as the answer says). Refusals must carry a code (the strict contract checks
 * the code is one the endpoint declares) and change nothing.
 */
import * as crypto from "node:crypto"
import { expect } from "@effect/vitest"
import type * as Emulator from "../../../src/Emulator/Emulator.js"
import type { Amounts } from "./Books.js"
import type { Command } from "./Commands.js"
import * as Moves from "./Moves.js"
import { count, outcome, type State } from "./State.js"
import { post, postJson, units } from "./Wire.js"

const lastPrice = async (h: Emulator.EmulatorHandle, category: string, symbol: string): Promise<number> => {
  const r = await fetch(`${h.rest}/v5/market/tickers?category=${category}&symbol=${symbol}`)
  const body = (await r.json()) as { result: { list: Array<{ lastPrice: string }> } }
  return Number(body.result.list[0]?.lastPrice)
}

const order = async (s: State, c: Extract<Command, { kind: "order" }>): Promise<void> => {
  const key = s.keys[c.who]
  const symbol = c.symbol ?? "BTCUSDT"
  const price = (await lastPrice(s.h, c.category, symbol)) * c.factor
  const body = {
    category: c.category,
    symbol,
    side: c.side,
    orderType: c.market ? "Market" : "Limit",
    qty: c.qty,
    ...(c.market ? {} : { price: price.toFixed(1) }),
    // a spot market order counts its qty in the base coin only when asked (the default is the quote coin to buy)
    ...(c.market && c.category === "spot" ? { marketUnit: "baseCoin" } : {}),
    ...(c.margin && c.category === "spot" ? { isLeverage: 1 } : {})
  }
  const env = await postJson(s.h, key, "/v5/order/create", body)
  if (!outcome(s, c.symbol === undefined ? `order-${c.category}` : "order-perp", env, key.uid, c.category)) return
  s.orders.push({
    uid: key.uid,
    category: c.category,
    orderId: String(env.result.orderId),
    resting: !c.market,
    qty: units(c.qty),
    filled: 0n,
    cancelled: false
  })
}

const cancel = async (s: State, c: Extract<Command, { kind: "cancel" }>): Promise<void> => {
  const key = s.keys[c.who]
  // mostly an order the model thinks open; sometimes one already finished (the exchange refuses it)
  const mine = s.orders.filter((o) => o.uid === key.uid)
  const open = mine.filter((o) => o.resting && !o.cancelled && o.filled < o.qty)
  const pool = c.index % 4 === 0 || open.length === 0 ? mine : open
  const target = pool[c.index % Math.max(1, pool.length)]
  const body = { category: target?.category ?? "linear", symbol: "BTCUSDT", orderId: target?.orderId ?? "missing" }
  const env = await postJson(s.h, key, "/v5/order/cancel", body)
  if (outcome(s, "cancel", env) && target !== undefined) target.cancelled = true
}

/** Runs one command's request; adds what its answer says moves to `expected`. */
export const request = async (s: State, c: Command, expected: Amounts): Promise<void> => {
  switch (c.kind) {
    case "order":
      return order(s, c)
    case "cancel":
      return cancel(s, c)
    case "clock":
      return
    case "marginMode": {
      // switching spot margin and its leverage moves no funds
      const key = s.keys[c.who]
      const mode = { spotMarginMode: c.on ? "1" : "0" }
      outcome(s, "marginMode", await postJson(s.h, key, "/v5/spot-margin-trade/switch-mode", mode))
      const leverage = { leverage: c.leverage }
      outcome(s, "leverage", await postJson(s.h, key, "/v5/spot-margin-trade/set-leverage", leverage))
      return
    }
    case "inter":
      return Moves.inter(s, c)
    case "universal":
      return Moves.universal(s, c, expected)
    case "borrow":
      outcome(
        s,
        "borrow",
        await postJson(s.h, s.keys[c.who], "/v5/account/borrow", { coin: c.coin, amount: c.amount }),
        s.keys[c.who].uid,
        "borrow"
      )
      return
    case "repay": {
      const body = c.amount === undefined ? { coin: c.coin } : { coin: c.coin, amount: c.amount }
      outcome(s, "repay", await postJson(s.h, s.keys[c.who], "/v5/account/no-convert-repay", body))
      return
    }
    case "loan": {
      const pledge = c.collateral === "0" ? {} : { collateralList: [{ currency: "BTC", amount: c.collateral }] }
      const body = { loanCurrency: "USDT", loanAmount: c.amount, ...pledge }
      outcome(
        s,
        "loan",
        await postJson(s.h, s.keys[c.who], "/v5/crypto-loan-flexible/borrow", body),
        s.keys[c.who].uid,
        "loan"
      )
      return
    }
    case "loanRepay": {
      const body = { loanCurrency: "USDT", amount: c.amount }
      outcome(s, "loanRepay", await postJson(s.h, s.keys[c.who], "/v5/crypto-loan-flexible/repay", body))
      return
    }
    case "convert":
      return Moves.convert(s, c, expected)
    case "drain":
      return Moves.drain(s, c)
    case "ltBuy": {
      const key = s.keys[c.who]
      const body = { ltCoin: "BTC3L", amount: c.amount }
      const env = await postJson(s.h, key, "/v5/spot-lever-token/purchase", body)
      if (outcome(s, "ltBuy", env)) {
        const amount = units(env.result.amount)
        expect(amount).toBe(units(c.amount))
        const orderId = String(env.result.purchaseId)
        s.inFlight.push({ uid: key.uid, orderId, purchase: true, coin: "USDT", amount })
      }
      return
    }
    case "ltRedeem": {
      const key = s.keys[c.who]
      const env = await postJson(s.h, key, "/v5/spot-lever-token/redeem", { ltCoin: "BTC3L", quantity: c.quantity })
      if (outcome(s, "ltRedeem", env)) {
        const amount = units(env.result.quantity)
        expect(amount).toBe(units(c.quantity))
        const orderId = String(env.result.redeemId)
        s.inFlight.push({ uid: key.uid, orderId, purchase: false, coin: "BTC3L", amount })
      }
      return
    }
    case "earn": {
      const body = {
        category: "FlexibleSaving",
        orderType: c.stake ? "Stake" : "Redeem",
        accountType: "FUND",
        amount: c.amount,
        coin: "USDT",
        productId: "1",
        orderLinkId: crypto.randomUUID().slice(0, 30)
      }
      const env = await postJson(s.h, s.keys[c.who], "/v5/earn/place-order", body)
      outcome(s, c.stake ? "stake" : "redeem", env, s.keys[c.who].uid, "earn")
      return
    }
    case "withdraw":
      return Moves.withdraw(s, c, expected)
    case "garbage": {
      const env = await post(s.h, s.keys[c.who], c.path, c.body)
      count(s, "garbage")
      expect(env.retCode, `${c.path} accepted ${c.body.slice(0, 60)}`).not.toBe(0)
      return
    }
  }
}
