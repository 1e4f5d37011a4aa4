/**
 * A model-based property of the one check of rights: for random keys (any subset of the trading and Wallet
 * permissions, read-only or not, bound to no IP, to any, to the test's own or to another) and a random order op in a
 * random category, the REST door and the `/v5/trade` door give the same answer — let through, or refused with the
 * same code (the very same `retCode`, past the rights too) — and that answer is the model's, written here from the docs (10010 when the peer is not a bound IP;
 * 10005 for a read-only key or one without the category's trading permission).
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as fc from "fast-check"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Harness from "../support/Harness.js"
import { type Key, restPost, tradeLogin, tradeOp } from "./Doors.js"
import type { Message } from "./WsClient.js"

const UID = "10000002"

type Category = "spot" | "linear" | "inverse" | "option"
type Op = "create" | "amend" | "cancel" | "create-batch" | "amend-batch" | "cancel-batch"

interface KeyModel {
  readonly readOnly: boolean
  readonly permissions: Readonly<Record<string, ReadonlyArray<string>>>
  readonly ips: ReadonlyArray<string>
}

/** What a door answers as far as rights go: let through (whatever the exchange then said), or the refusal's code. */
type Verdict = "through" | 10005 | 10010

// The model, from the docs: the bound IPs first (none or `*`: any), then read-only (no writes), then the trading
// permission of the order's category (spot: Spot.SpotTrade, option: Options.OptionsTrade, else ContractTrade.Order).
const model = (key: KeyModel, category: Category): Verdict => {
  if (key.ips.length > 0 && !key.ips.includes("*") && !key.ips.includes("127.0.0.1")) return 10010
  if (key.readOnly) return 10005
  const [group, name] =
    category === "spot"
      ? ["Spot", "SpotTrade"]
      : category === "option"
        ? ["Options", "OptionsTrade"]
        : ["ContractTrade", "Order"]
  return (key.permissions[group] ?? []).includes(name) ? "through" : 10005
}

const verdict = (code: unknown): Verdict => (code === 10005 || code === 10010 ? code : "through")

const subset = <A>(values: ReadonlyArray<A>) => fc.subarray([...values])

const keyModel: fc.Arbitrary<KeyModel> = fc.record({
  readOnly: fc.boolean(),
  permissions: fc.record({
    ContractTrade: subset(["Order", "Position"]),
    Spot: subset(["SpotTrade"]),
    Options: subset(["OptionsTrade"]),
    Wallet: subset(["AccountTransfer", "SubMemberTransfer", "Withdraw"])
  }),
  ips: fc.constantFrom<ReadonlyArray<string>>([], ["*"], ["127.0.0.1"], ["10.9.8.7"], ["10.9.8.7", "127.0.0.1"])
})

const symbols: Readonly<Record<Category, string>> = {
  spot: "BTCUSDT",
  linear: "BTCUSDT",
  inverse: "BTCUSD",
  option: "BTC-NOSUCH-OPTION"
}
const quantities: Readonly<Record<Category, string>> = { spot: "10", linear: "0.001", inverse: "10", option: "0.01" }

/** The op's one request body, REST's and the trade stream's alike. */
const body = (op: Op, category: Category): Record<string, unknown> => {
  const symbol = symbols[category]
  const order = { symbol, side: "Buy", orderType: "Market", qty: quantities[category] }
  const unknownOrder = { symbol, orderId: "00000000-0000-0000-0000-000000000000" }
  switch (op) {
    case "create":
      return { category, ...order }
    case "amend":
      return { category, ...unknownOrder, qty: quantities[category] }
    case "cancel":
      return { category, ...unknownOrder }
    case "create-batch":
      return { category, request: [order] }
    case "amend-batch":
      return { category, request: [{ ...unknownOrder, qty: quantities[category] }] }
    case "cancel-batch":
      return { category, request: [unknownOrder] }
  }
}

let keys = 0

/** Registers the key, sends the op through REST and through `/v5/trade`: the two verdicts and codes. */
const throughBothDoors = (h: Emulator.EmulatorHandle, key: KeyModel, op: Op, category: Category) =>
  Effect.scoped(
    Effect.gen(function* () {
      const k: Key = { apiKey: `RightsModelKey${++keys}`, secret: `rights-model-secret-${keys}` }
      h.admin.addApiKey({ ...k, uid: UID, isMaster: true, ...key })
      const request = body(op, category)
      const rest = yield* restPost(h, k, `/v5/order/${op}`, request)
      const { auth, client } = yield* tradeLogin(h, k)
      const ws: Message = auth.retCode === 0 ? yield* tradeOp(h, client, `order.${op}`, [request]) : auth
      return { rest: verdict(rest.retCode), ws: verdict(ws.retCode), restCode: rest.retCode, wsCode: ws.retCode }
    })
  )

describe("Rights: REST and the trade stream agree, with the model", () => {
  it.live(
    "for random permission sets, read-only flags and bound IPs, and any order op",
    () =>
      Effect.gen(function* () {
        const h = yield* Harness.start({
          seed: 9,
          accounts: { users: [{ uid: UID, balances: { UNIFIED: { USDT: "10000000", BTC: "100" } } }] }
        })
        // the property is about rights, not limits: the order groups' per-UID budgets are lifted
        for (const op of ["create", "amend", "cancel", "create-batch", "amend-batch", "cancel-batch"]) {
          h.admin.rateLimits.setLimit(UID, `order/${op}`, 1_000_000)
        }
        const seen = new Set<Verdict>()
        yield* Effect.promise(() =>
          fc.assert(
            fc.asyncProperty(
              keyModel,
              fc.constantFrom<Op>("create", "amend", "cancel", "create-batch", "amend-batch", "cancel-batch"),
              fc.constantFrom<Category>("spot", "linear", "inverse", "option"),
              (key, op, category) =>
                Effect.runPromise(
                  Effect.map(throughBothDoors(h, key, op, category), (answer) => {
                    const expected = model(key, category)
                    seen.add(expected)
                    expect(answer.rest, `REST ${op} ${category} answered ${answer.restCode}`).toBe(expected)
                    expect(answer.ws, `trade ${op} ${category} answered ${answer.wsCode}`).toBe(expected)
                    // and past the rights, the same exchange answers both doors alike
                    expect(answer.wsCode, `${op} ${category} ${JSON.stringify(key)}`).toBe(answer.restCode)
                  })
                )
            ),
            { numRuns: 60, seed: 58 }
          )
        )
        // every verdict was met, so the property could fail on each
        expect([...seen].sort()).toEqual([10005, 10010, "through"].sort())
      }),
    { timeout: 120_000 }
  )
})
