import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Card from "../../../src/Http/v5/Card.js"
import { row, runTable } from "./fixture.js"

const docs = row("card")

describe("V5 Bybit Card endpoints", () => {
  const table = [
    docs(Card.assetRecords, (r) => {
      expect([r.pageNo, r.pageSize, r.totalCount]).toEqual([1, 100, 2])
      const txn = r.data[0]!
      expect([txn.side, txn.status, txn.merchName, txn.mccCode]).toEqual([
        "SIDE_QUERY_FINANCIAL",
        "cleared",
        "Amazon",
        "5411"
      ])
      // amounts stay exact decimal strings
      expect([txn.billAmount, txn.totalFees, txn.paidCurrency]).toEqual(["101.50", "1.50", "USDT"])
      expect(txn.txnCreate).toBe(1672211918471)
    }),
    docs(Card.pointsBalance, (r) => {
      expect([r.availablePoint, r.pendingPoint, r.status, r.settlementPeriod]).toEqual([5000, 200, "active", 30])
    }),
    docs(Card.pointsRecords, (r) => {
      expect(r.totalCount).toBe(50)
      expect(r.data[0]).toMatchObject({ point: 100, side: "1", type: "CASHBACK", transactionAmount: "100.00" })
    }),
    docs(Card.pointsTier, (r) =>
      expect([r.tier, r.limit, r.usedLimit, r.autoCashback]).toEqual(["GOLD", "500.00", "10.00", true])
    ),
    docs(Card.mallItems, (r) => {
      const item = r.data[0]!
      expect([item.itemId, item.price, item.discountPrice, item.currency]).toEqual(["ITEM001", "5000", "4500", "POINT"])
      expect(item.totalNum - item.redeemNum).toBe(800)
    }),
    docs(Card.cashbackDetail, (r) => {
      expect([r.points, r.amt, r.ccyType, r.orderShowStatus]).toEqual(["500", "1.00", "CRYPTO", "ORDER_SUCCESS"])
    })
  ]
  runTable(table)

  it("every endpoint has a docs example in the table", () => {
    for (const endpoint of Card.endpoints) {
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
    }
  })

  it("every call is a signed POST; the reads are safe to retry", () => {
    for (const endpoint of Card.endpoints) {
      expect([endpoint.method, endpoint.auth, endpoint.idempotent], endpoint.name).toEqual(["POST", "private", true])
    }
  })

  it("validates filters and paging before sending", () => {
    const records = Schema.decodeUnknownResult(Card.assetRecords.request)
    expect(Result.isSuccess(records({ limit: 10, page: 1, statusCode: "1", type: "SIDE_QUERY_REFUND" }))).toBe(true)
    expect(Result.isFailure(records({ limit: 501 }))).toBe(true)
    expect(Result.isFailure(records({ page: 0 }))).toBe(true)
    expect(Result.isFailure(records({ statusCode: 1 }))).toBe(true)
    expect(Result.isFailure(records({ type: "SIDE_QUERY_ALL" }))).toBe(true)
    const items = Schema.decodeUnknownResult(Card.mallItems.request)
    expect(Result.isSuccess(items({ pageNo: 1, pageSize: 10, itemType: 2, orderBy: 3, asc: true }))).toBe(true)
    expect(Result.isFailure(items({ itemType: 3 }))).toBe(true)
    const cashback = Schema.decodeUnknownResult(Card.cashbackDetail.request)
    expect(Result.isSuccess(cashback({ bizTxnId: "TXN20230101001" }))).toBe(true)
    expect(Result.isFailure(cashback({ bizTxnId: "" }))).toBe(true)
    const points = Schema.decodeUnknownResult(Card.pointsRecords.request)
    expect(Result.isSuccess(points({ side: "2", pageSize: 10 }))).toBe(true)
    expect(Result.isFailure(points({ side: "3" }))).toBe(true)
  })

  it("decodes a transaction status or direction the docs do not list yet", () => {
    const decode = Schema.decodeUnknownSync(Card.cashbackDetail.response, { onExcessProperty: "error" })
    const detail = decode({
      points: "1",
      amt: "0.01",
      ccy: "EUR",
      ccyType: "VOUCHER",
      createTime: "2023-01-01 12:00:00",
      bizTxnId: "T",
      sourceId: 1,
      sourceCode: "S",
      orderStatus: 9,
      orderSubStatus: 0,
      orderShowStatus: "ORDER_REFUNDED",
      failedBizCode: ""
    })
    expect([detail.ccyType, detail.orderShowStatus]).toEqual(["VOUCHER", "ORDER_REFUNDED"])
  })
})
