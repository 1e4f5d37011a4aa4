/**
 * The emulator answers a success with the message its endpoint's page shows (`""` on most `user/*` pages, `"success"`,
 * `"SUCCESS"`, ... elsewhere, `"OK"` by default), for every credential set alike; the table names only defined paths.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { masterPermissions } from "../../src/Emulator/books/Accounts.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as SuccessMessages from "../../src/Emulator/wire/SuccessMessages.js"
import * as All from "../../src/Http/v5/all.js"
import { get, type Key, postJson } from "./model/Wire.js"

describe("success messages", () => {
  it("lists only paths the client defines, and none as OK", () => {
    const defined = new Set(All.endpoints.map((endpoint) => endpoint.path))
    const unknown = Object.keys(SuccessMessages.byPath).filter((path) => !defined.has(path))
    expect(unknown).toEqual([])
    expect(Object.values(SuccessMessages.byPath)).not.toContain("OK")
    expect(SuccessMessages.of("/v5/order/create")).toBe("OK")
  })

  it.live("answers each page's message, for two credential sets", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 5 })
        const master: Key = { apiKey: "MSG-MASTER-KEY-000001", secret: "msg-master-secret-00001", uid: h.uid }
        h.admin.addApiKey({
          ...master,
          isMaster: true,
          readOnly: false,
          permissions: { ...masterPermissions },
          ips: []
        })
        const created = yield* Effect.promise(() =>
          postJson(h, master, "/v5/user/create-sub-member", { username: "msgsub0001", memberType: 1 })
        )
        expect(created.retCode, created.retMsg).toBe(0)
        const sub: Key = {
          apiKey: "MSG-SUB-KEY-0000000001",
          secret: "msg-sub-secret-00000001",
          uid: String(created.result.uid)
        }
        h.admin.addApiKey({ ...sub, isMaster: false, readOnly: false, permissions: { ...masterPermissions }, ips: [] })
        for (const key of [master, sub]) {
          const apiInfo = yield* Effect.promise(() => get(h, key, "/v5/user/query-api", ""))
          expect([apiInfo.retCode, apiInfo.retMsg]).toEqual([0, ""])
          const dcp = yield* Effect.promise(() => get(h, key, "/v5/account/query-dcp-info", ""))
          expect([dcp.retCode, dcp.retMsg]).toEqual([0, "success"])
          const feeRate = yield* Effect.promise(() => get(h, key, "/v5/account/fee-rate", "category=linear"))
          expect([feeRate.retCode, feeRate.retMsg]).toEqual([0, "OK"])
        }
        const volatility = yield* Effect.promise(() =>
          fetch(`${h.rest}/v5/market/historical-volatility?category=option&baseCoin=BTC`).then((r) => r.json())
        )
        expect([volatility.retCode, volatility.retMsg]).toEqual([0, "SUCCESS"])
        const time = yield* Effect.promise(() => fetch(`${h.rest}/v5/market/time`).then((r) => r.json()))
        expect([time.retCode, time.retMsg]).toEqual([0, "OK"])
      })
    )
  )
})
