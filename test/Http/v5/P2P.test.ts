import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as Endpoint from "../../../src/Http/Endpoint.js"
import * as P2P from "../../../src/Http/v5/P2P.js"
import * as Envelope from "../../../src/Schema/Envelope.js"
import { readExample } from "./docsExample.js"

// P2P answers with the legacy envelope, so the examples go through the endpoint's own envelope kind.
const decodeP2P = <Ep extends Endpoint.Any>(endpoint: Ep, example: string = endpoint.name) =>
  Effect.gen(function* () {
    const envelope = yield* Effect.fromResult(Envelope.decode(endpoint.envelope, readExample("p2p", example)))
    if (envelope.code !== 0) return yield* Effect.die(new Error(`${endpoint.name}: example has code ${envelope.code}`))
    return (yield* Schema.decodeUnknownEffect(endpoint.response, { onExcessProperty: "error" })(
      envelope.result
    )) as Schema.Schema.Type<Ep["response"]>
  })

// [endpoint, check, the example's file when it is not the endpoint's name]
const examples: ReadonlyArray<readonly [Endpoint.Any, (result: never) => void, string?]> = [
  [
    P2P.itemOnline,
    (r: Schema.Schema.Type<typeof P2P.itemOnline.response>) => {
      expect(r.count).toBe(3)
      expect(r.items.map((a) => a.price)).toEqual(["0.93", "0.92", "0.91"])
      expect(r.items[0]!.symbolInfo.buyAd).toBeNull()
      expect(r.items[1]!.tradingPreferenceSet.completeRateDay30).toBe("95")
      expect(r.items[2]!.userType).toBe("PERSONAL")
    }
  ],
  [
    P2P.itemCreate,
    (r: Schema.Schema.Type<typeof P2P.itemCreate.response>) => {
      expect(r.itemId).toBe("1899659847717838848")
      expect(r.needSecurityRisk).toBe(false)
    }
  ],
  [P2P.itemCancel, (r: Schema.Schema.Type<typeof P2P.itemCancel.response>) => expect(r).toBeNull()],
  [
    P2P.itemUpdate,
    (r: Schema.Schema.Type<typeof P2P.itemUpdate.response>) => {
      expect(r.itemId).toBeUndefined()
      expect(r.securityRiskToken).toBe("")
    }
  ],
  [
    P2P.itemPersonalList,
    (r: Schema.Schema.Type<typeof P2P.itemPersonalList.response>) => {
      expect(r.hiddenFlag).toBe(false)
      expect(r.items[0]!.paymentTerms![0]!.paymentConfig!.paymentName).toBe("Balance")
      expect(r.items[0]!.symbolInfo.sellAd!.paymentPeriods).toEqual([15, 30])
    }
  ],
  [
    P2P.itemInfo,
    (r: Schema.Schema.Type<typeof P2P.itemInfo.response>) => {
      expect(r.id).toBe("1898988222063644672")
      expect(r.version).toBe(2)
      expect(r.feeRate).toBe("0")
    }
  ],
  [
    P2P.orderSimplifyList,
    (r: Schema.Schema.Type<typeof P2P.orderSimplifyList.response>) => {
      expect(r.count).toBe(3)
      expect(r.items[0]!.status).toBe(70)
      expect(r.items[0]!.amount).toBe("64.400")
    }
  ],
  [
    P2P.orderInfo,
    (r: Schema.Schema.Type<typeof P2P.orderInfo.response>) => {
      expect(r.status).toBe(10)
      expect(r.tokenBalance).toBe("74241.511206107074308660")
      expect(r.confirmedPayTerm.paymentConfigVo!.paymentName).toBe("Balance")
      expect(r.paymentTermResult.online).toBe("")
      expect(r.targetUserType).toBe("ORG")
    }
  ],
  [
    P2P.orderPendingList,
    (r: Schema.Schema.Type<typeof P2P.orderPendingList.response>) => {
      expect(r.items[0]!.transferLastSeconds).toBe("871")
      expect(r.items[0]!.extension.isDelayWithdraw).toBe(false)
    }
  ],
  [P2P.orderPay, (r: Schema.Schema.Type<typeof P2P.orderPay.response>) => expect(r).toBeNull()],
  [P2P.orderFinish, (r: Schema.Schema.Type<typeof P2P.orderFinish.response>) => expect(r).toBeNull()],
  // its page answers in V5's envelope (no result), which the legacy family's decoder reads too
  [
    P2P.orderSellerCancelReview,
    (r: Schema.Schema.Type<typeof P2P.orderSellerCancelReview.response>) => expect(r).toBeUndefined()
  ],
  [P2P.messageSend, (r: Schema.Schema.Type<typeof P2P.messageSend.response>) => expect(r).toBeNull()],
  [
    P2P.ossUploadFile,
    (r: Schema.Schema.Type<typeof P2P.ossUploadFile.response>) => {
      expect(r.type).toBe("IMAGE")
      expect(r.uploadId).toBeNull()
      expect(r.url).toMatch(/^\/fiat\/p2p\/oss\/showObj\/.+\.png\?/)
    }
  ],
  [
    P2P.messageList,
    (r: Schema.Schema.Type<typeof P2P.messageList.response>) => {
      expect(r).toHaveLength(1)
      expect(r[0]!.message).toBe("hi, test")
      expect(r[0]!.msgType).toBe(1)
    }
  ],
  [
    P2P.messageListPage,
    (r: Schema.Schema.Type<typeof P2P.messageListPage.response>) => {
      expect(r.map((m) => [m.orderId, m.nickName, m.contentType])).toEqual([["1898976123321221120", "cjmtest", "str"]])
    }
  ],
  [
    // the docs' example since 2025-12-29 nests the messages in `result.result`
    P2P.messageListPage,
    (r: Schema.Schema.Type<typeof P2P.messageListPage.response>) => {
      expect(r.map((m) => [m.id, m.userId, m.onlyForCustomer])).toEqual([["3000835348", "290118", 0]])
    },
    "getP2POrderMessages.nested"
  ],
  [
    P2P.userPersonalInfo,
    (r: Schema.Schema.Type<typeof P2P.userPersonalInfo.response>) => {
      expect(r.nickName).toBe("Saaaul")
      expect(r.accountId).toBe("1448940")
      expect(r.curPrivilegeInfo.find((p) => p.name === "POST_EDIT_AD")?.data).toBe("1")
    }
  ],
  [
    P2P.userOrderPersonalInfo,
    (r: Schema.Schema.Type<typeof P2P.userOrderPersonalInfo.response>) => {
      expect(r.accountCreateDays).toBe(1241)
      expect(r.blocked).toBe("N")
    }
  ],
  [
    P2P.userPaymentList,
    (r: Schema.Schema.Type<typeof P2P.userPaymentList.response>) => {
      expect(r.map((p) => p.id)).toEqual(["-1", "7110"])
      expect(r[1]!.paymentConfigVo!.items.map((f) => f.name)).toEqual([
        "realName",
        "accountNo",
        "branchName",
        "bankName"
      ])
      expect(r[0]!.currencyBalance).toContain("EUR")
    }
  ]
]

describe("V5 P2P endpoints", () => {
  for (const [endpoint, check, example = endpoint.name] of examples) {
    it.effect(`${endpoint.name} decodes the docs example (${example})`, () =>
      Effect.map(decodeP2P(endpoint, example), (result) => check(result as never))
    )
  }

  it("every endpoint is in the table, is a signed POST and reads the legacy envelope", () => {
    const covered = new Set(examples.map(([endpoint]) => endpoint.name))
    for (const endpoint of P2P.endpoints) {
      expect(covered.has(endpoint.name), endpoint.name).toBe(true)
      expect([endpoint.method, endpoint.auth, endpoint.signing, endpoint.envelope]).toEqual([
        "POST",
        "private",
        "v5",
        "legacy"
      ])
    }
    expect(P2P.orderInfo.idempotent).toBe(true)
    expect(P2P.orderFinish.idempotent).toBe(false)
  })

  it("validates ads and orders", () => {
    const create = Schema.decodeUnknownResult(P2P.itemCreate.request)
    const ad = {
      tokenId: "USDT",
      currencyId: "EUR",
      side: "0",
      priceType: "0",
      premium: "",
      price: "0.92",
      minAmount: "20",
      maxAmount: "45000",
      paymentIds: ["7110"],
      remark: "test",
      tradingPreferenceSet: { isKyc: "1", completeRateDay30: "95", hasCompleteRateDay30: "1" },
      quantity: "20000",
      paymentPeriod: "15",
      itemType: "ORIGIN"
    }
    expect(Result.isSuccess(create(ad))).toBe(true)
    expect(Result.isFailure(create({ ...ad, side: 0 }))).toBe(true)
    expect(Result.isFailure(create({ ...ad, paymentIds: ["1", "2", "3", "4", "5", "6"] }))).toBe(true)
    expect(Result.isFailure(create({ ...ad, remark: "x".repeat(901) }))).toBe(true)
    const orders = Schema.decodeUnknownResult(P2P.orderSimplifyList.request)
    expect(Result.isSuccess(orders({ page: 1, size: 10, side: [0, 1], status: 50 }))).toBe(true)
    expect(Result.isFailure(orders({ page: 1, size: 10, status: 45 }))).toBe(true)
    expect(Result.isFailure(orders({ size: 10 }))).toBe(true)
    // the seller-cancel review: PASS alone; REJECT with a reason and proofs
    const review = Schema.decodeUnknownResult(P2P.orderSellerCancelReview.request, { onExcessProperty: "error" })
    expect(Result.isSuccess(review({ orderId: "1", examineResult: "PASS" }))).toBe(true)
    expect(
      Result.isSuccess(review({ orderId: "1", examineResult: "REJECT", rejectReason: "r", rejectProofs: "https://p" }))
    ).toBe(true)
    const noProofs = review({ orderId: "1", examineResult: "REJECT", rejectReason: "r" })
    expect(Result.isFailure(noProofs) && noProofs.failure.message).toContain(
      "REJECT needs rejectReason and rejectProofs"
    )
    expect(Result.isFailure(review({ orderId: "1", examineResult: "ACCEPT" }))).toBe(true)
    // chat pages go by page number on listpage and by message id on the older list
    // as the executor does: a parameter the endpoint does not take is refused
    const page = Schema.decodeUnknownResult(P2P.messageListPage.request, { onExcessProperty: "error" })
    expect(Result.isSuccess(page({ orderId: "1898976123321221120", size: "1", currentPage: "2" }))).toBe(true)
    expect(Result.isFailure(page({ orderId: "1898976123321221120", size: "1", startMessageId: "3000835348" }))).toBe(
      true
    )
    expect(Result.isFailure(page({ orderId: "1898976123321221120", size: 1 }))).toBe(true)
    expect(P2P.messageListPage.name).toBe("getP2POrderMessages")
    expect(P2P.messageList.name).toBe("getP2POrderMessageList")
  })
})
