/**
 * The model test's fund movements: transfers inside a UID and between the master and its sub, withdrawals,
 * conversions and the drain of a wallet — each request as the docs describe it, and what its answer says moved.
 */
import * as crypto from "node:crypto"
import { expect } from "@effect/vitest"
import { type Amounts, add } from "./Books.js"
import type { Command } from "./Commands.js"
import { outcome, type State } from "./State.js"
import { get, postJson, show, units } from "./Wire.js"

const ETH_ADDRESS = "0x99ced129603abc771c0dabe935c326ff6c86645d"

/** A transfer between a UID's own accounts: its holdings do not move. */
export const inter = async (s: State, c: Extract<Command, { kind: "inter" }>): Promise<void> => {
  const body = {
    transferId: crypto.randomUUID(),
    coin: c.coin,
    amount: c.amount,
    fromAccountType: c.toFund ? "UNIFIED" : "FUND",
    toAccountType: c.toFund ? "FUND" : "UNIFIED"
  }
  outcome(s, "inter", await postJson(s.h, s.keys[c.who], "/v5/asset/transfer/inter-transfer", body))
}

/** A transfer between the master and its sub: what one UID loses the other gains. */
export const universal = async (
  s: State,
  c: Extract<Command, { kind: "universal" }>,
  expected: Amounts
): Promise<void> => {
  const [from, to] = c.toSub ? [s.keys[0], s.keys[1]] : [s.keys[1], s.keys[0]]
  const body = {
    transferId: crypto.randomUUID(),
    coin: "USDT",
    amount: c.amount,
    fromMemberId: Number(from.uid),
    toMemberId: Number(to.uid),
    fromAccountType: c.fromFund ? "FUND" : "UNIFIED",
    toAccountType: c.toFund ? "FUND" : "UNIFIED"
  }
  const env = await postJson(s.h, s.keys[c.who], "/v5/asset/transfer/universal-transfer", body)
  if (outcome(s, "universal", env)) {
    add(expected, from.uid, "USDT", -units(c.amount))
    add(expected, to.uid, "USDT", units(c.amount))
  }
}

/** A withdrawal: the amount and the chain's fee leave the exchange. */
export const withdraw = async (
  s: State,
  c: Extract<Command, { kind: "withdraw" }>,
  expected: Amounts
): Promise<void> => {
  const key = s.keys[c.who]
  const body = {
    coin: "USDT",
    chain: "ETH",
    address: ETH_ADDRESS,
    amount: c.amount,
    timestamp: s.h.admin.now(),
    accountType: c.fromUta ? "UTA" : "FUND",
    feeType: 0
  }
  // the fee leaves with the amount: both are gone from the exchange
  if (outcome(s, "withdraw", await postJson(s.h, key, "/v5/asset/withdraw/create", body))) {
    add(expected, key.uid, "USDT", -units(c.amount) - s.withdrawFee)
  }
}

/** A conversion: a quote, then its execution. */
export const convert = async (s: State, c: Extract<Command, { kind: "convert" }>, expected: Amounts): Promise<void> => {
  const key = s.keys[c.who]
  const [from, to] = c.pair
  const quote = await postJson(s.h, key, "/v5/asset/exchange/quote-apply", {
    fromCoin: from,
    toCoin: to,
    requestCoin: from,
    requestAmount: c.amount,
    accountType: c.uta ? "eb_convert_uta" : "eb_convert_funding"
  })
  if (!outcome(s, "quote", quote)) return
  const done = await postJson(s.h, key, "/v5/asset/exchange/convert-execute", { quoteTxId: quote.result.quoteTxId })
  if (!outcome(s, "convert", done)) return
  // a conversion moves exactly the quoted amounts (its price is in the quote; there is no separate fee)
  add(expected, key.uid, from, -units(quote.result.fromAmount))
  add(expected, key.uid, to, units(quote.result.toAmount))
}

/** All a wallet says is transferable, then one unit more (which must be refused). */
export const drain = async (s: State, c: Extract<Command, { kind: "drain" }>): Promise<void> => {
  const key = s.keys[c.who]
  const [from, to] = c.fromUta ? ["UNIFIED", "FUND"] : ["FUND", "UNIFIED"]
  const read = await get(
    s.h,
    key,
    "/v5/asset/transfer/query-account-coin-balance",
    `accountType=${from}&coin=${c.coin}`
  )
  expect(read.retCode, read.retMsg).toBe(0)
  const balance = read.result.balance as { readonly transferBalance: string }
  // transfers take at most 8 decimals: what is left below that stays
  const step = 10n ** 10n
  const all = (units(balance.transferBalance) / step) * step
  const transfer = (amount: string) =>
    postJson(s.h, key, "/v5/asset/transfer/inter-transfer", {
      transferId: crypto.randomUUID(),
      coin: c.coin,
      amount,
      fromAccountType: from,
      toAccountType: to
    })
  if (all > 0n) outcome(s, "drain", await transfer(show(all)))
  const more = await transfer("0.00000001")
  expect(more.retCode, `moved more than ${from} said it could (${show(all)} ${c.coin})`).not.toBe(0)
}
