import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { masterPermissions, type Permissions } from "../../src/Emulator/books/Accounts.js"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Rights from "../../src/Emulator/wire/Rights.js"
import * as Harness from "../support/Harness.js"
import { type Key, restGet, restPost } from "./Doors.js"

// The permissions of the docs' key table (docs/v5/user/apikey-info), one sample endpoint each, read from the
// definitions' permission field by the one check (`Rights`): a key holding every other permission is refused with
// 10005, a key holding them all is let in. A sub account's key holds `SubMemberTransferList` where a master's holds
// `SubMemberTransfer`.

/** A permission, its sample endpoint, and what the full key gets (0 unless the call fails on its own merits). */
/** A permission, its sample endpoint, and what the full key gets (0 unless the call fails on its own merits). */
type Sample = readonly [
  permission: string,
  method: "GET" | "POST",
  path: string,
  params: string | object,
  allowed?: number
]

const samples: ReadonlyArray<Sample> = [
  [
    "ContractTrade.Order",
    "POST",
    "/v5/order/create",
    { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.01" }
  ],
  ["ContractTrade.Position", "GET", "/v5/position/list", "category=linear&symbol=BTCUSDT"],
  [
    "Spot.SpotTrade",
    "POST",
    "/v5/order/create",
    { category: "spot", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "10", marketUnit: "quoteCoin" }
  ],
  ["Options.OptionsTrade", "GET", "/v5/account/mmp-state", "baseCoin=BTC"],
  // the page's "USDC Contracts" (the key table's Options group); nothing to repay answers its own code, not 10005
  ["Options.OptionsTrade", "POST", "/v5/account/quick-repayment", { coin: "USDT" }, 182102],
  ["Wallet.AccountTransfer", "GET", "/v5/asset/transfer/query-inter-transfer-list", ""],
  ["Wallet.SubMemberTransfer", "GET", "/v5/asset/transfer/query-sub-member-list", ""],
  ["Wallet.Withdraw", "GET", "/v5/asset/withdraw/query-address", ""],
  ["Exchange.ExchangeHistory", "GET", "/v5/asset/exchange/query-coin-list", "accountType=eb_convert_funding&side=0"],
  ["Earn.Earn", "GET", "/v5/earn/position", "category=FlexibleSaving"]
]

const UID = "10000001"
const all: Permissions = { ...masterPermissions, Wallet: [...masterPermissions.Wallet, "Withdraw"] }
const FULL: Key = { apiKey: "PermFullKey000001", secret: "perm-full-secret-00000000000000001" }
const lacking = (n: number): Key => ({
  apiKey: `PermLacking00000${n}`,
  secret: `perm-lacking-secret-0000000000000${n}`
})
const without = (permission: string): Permissions => {
  const [group, name] = permission.split(".") as [keyof Permissions, string]
  return { ...all, [group]: all[group].filter((x) => x !== name) }
}
const SUB_LIST: Key = { apiKey: "PermSubList000001", secret: "perm-sub-list-secret-0000000000001" }
const SUB_NONE: Key = { apiKey: "PermSubNone000001", secret: "perm-sub-none-secret-0000000000001" }

const options: Harness.EmulatorOptions = {
  seed: 5,
  accounts: {
    users: [
      {
        uid: UID,
        apiKeys: [
          { ...FULL, permissions: all },
          ...samples.map(([permission], n) => ({ ...lacking(n), permissions: without(permission) }))
        ],
        balances: { UNIFIED: { USDT: "1000000" }, FUND: { USDT: "1000" } },
        subAccounts: [
          {
            uid: "10000002",
            apiKeys: [
              { ...SUB_LIST, permissions: { Wallet: ["AccountTransfer", "SubMemberTransferList"] } },
              { ...SUB_NONE, permissions: { Wallet: ["AccountTransfer"] } }
            ]
          }
        ]
      }
    ]
  }
}

const ask = (h: Emulator.EmulatorHandle, key: Key, [, method, path, params]: Sample) =>
  method === "GET" ? restGet(h, key, path, params as string) : restPost(h, key, path, params as object)

describe("Rights by permission", () => {
  it.live("each permission's sample endpoint: 10005 without it, let in with it", () =>
    Effect.gen(function* () {
      const h = yield* Harness.start(options)
      // the refused call and the let-in one, back to back: no per-second limit in between
      for (const [, , path] of samples) h.admin.rateLimits.setLimit(UID, path.replace(/^\/v5\//, ""), 1_000)
      for (const [n, sample] of samples.entries()) {
        const refused = yield* ask(h, lacking(n), sample)
        expect(refused, sample[0]).toMatchObject({ retCode: 10005, retMsg: Rights.messages.rest.permission })
        const allowed = yield* ask(h, FULL, sample)
        expect(allowed.retCode, `${sample[0]}: ${allowed.retMsg}`).toBe(sample[4] ?? 0)
      }
    })
  )

  it.live("universal transfers: a sub account's key by SubMemberTransferList, 10005 without it", () =>
    Effect.gen(function* () {
      const h = yield* Harness.start(options)
      const list = "/v5/asset/transfer/query-universal-transfer-list"
      expect((yield* restGet(h, SUB_LIST, list)).retCode).toBe(0)
      expect((yield* restGet(h, SUB_NONE, list)).retCode).toBe(10005)
      // the master-only list stays master-only, whatever the sub key holds
      expect((yield* restGet(h, SUB_LIST, "/v5/asset/transfer/query-sub-member-list")).retCode).toBe(10005)
    })
  )
})
