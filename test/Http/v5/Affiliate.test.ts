import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Schema from "effect/Schema"
import * as Endpoint from "../../../src/Http/Endpoint.js"
import * as Affiliate from "../../../src/Http/v5/Affiliate.js"
import { decodeExample } from "./docsExample.js"

type R<Ep extends Endpoint.Any> = Schema.Schema.Type<Ep["response"]>

describe("V5 affiliate endpoints", () => {
  it.effect("getAffiliateUserList decodes the docs example", () =>
    Effect.map(decodeExample(Affiliate.affUserList, "affiliate"), (r: R<typeof Affiliate.affUserList>) => {
      expect(r.list.map((u) => u.userId)).toEqual(["101527036", "103929118"])
      expect(r.list[0]!.depositAmount365Day).toBe("1300")
      expect(r.nextPageCursor).toBe("16197")
    })
  )

  it.effect("getAffiliateUserInfo decodes the docs example", () =>
    Effect.map(decodeExample(Affiliate.affCustomerInfo, "affiliate"), (r: R<typeof Affiliate.affCustomerInfo>) => {
      expect(r.tradeVol365Day).toBe("600")
      expect(r.KycLevel).toBe(1)
      expect(r.totalWalletBalance).toBe("4")
    })
  )

  it.effect("getAffiliateSubList decodes the docs example", () =>
    Effect.map(decodeExample(Affiliate.affiliateSubList, "affiliate"), (r: R<typeof Affiliate.affiliateSubList>) => {
      expect(r.list[0]!.commissionsVol.USDT).toBe("400.0")
      expect(r.list[0]!.commissionsForUsdt).toBe("550.00")
    })
  )

  it("needs the Affiliate permission on a master key", () => {
    for (const endpoint of Affiliate.endpoints) {
      expect(Endpoint.permissionFor(endpoint, {})).toEqual({ group: "Affiliate", name: "Affiliate" })
      expect(endpoint.masterOnly).toBe(true)
    }
    expect(Affiliate.affUserList.pagination).toEqual({ cursor: "nextPageCursor", list: "list" })
  })
})
