import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as AssetV1 from "../../../src/Http/legacy/AssetV1.js"
import * as AssetV3 from "../../../src/Http/legacy/AssetV3.js"
import * as ContractV3 from "../../../src/Http/legacy/ContractV3.js"
import * as CopyTrading from "../../../src/Http/legacy/CopyTrading.js"
import * as DerivativesV3 from "../../../src/Http/legacy/DerivativesV3.js"
import * as InverseV2 from "../../../src/Http/legacy/InverseV2.js"
import * as LinearV2 from "../../../src/Http/legacy/LinearV2.js"
import * as SpotV1 from "../../../src/Http/legacy/SpotV1.js"
import * as SpotV3 from "../../../src/Http/legacy/SpotV3.js"
import * as UnifiedV3 from "../../../src/Http/legacy/UnifiedV3.js"
import * as UsdcOption from "../../../src/Http/legacy/UsdcOption.js"
import * as UsdcPerpetual from "../../../src/Http/legacy/UsdcPerpetual.js"
import * as UserV3 from "../../../src/Http/legacy/UserV3.js"
import * as Envelope from "../../../src/Schema/Envelope.js"
import { decodeResultOnly, readFixture, row, runTable } from "./fixture.js"

describe("spot v1 decodes the legacy docs' examples", () => {
  const r = row("spot-v1")
  runTable([
    r(
      SpotV1.symbols,
      (x) =>
        expect(x.map((s) => [s.name, s.maxTradeQuantity, s.showStatus])).toEqual([
          ["BTCUSDT", "2", true],
          ["ETHUSDT", "2", true]
        ]),
      "spot-v1/getSymbols"
    ),
    r(
      SpotV1.orderCreate,
      (x) => expect([x.orderId, x.status, x.type]).toEqual(["889208273689997824", "NEW", "LIMIT"]),
      "spot-v1/submitOrder"
    ),
    r(
      SpotV1.orderCancel,
      (x) => expect([x.status, x.symbolName]).toEqual(["CANCELED", undefined]),
      "spot-v1/cancelOrder"
    ),
    r(
      SpotV1.openOrders,
      (x) => expect(x.map((o) => o.orderId)).toEqual(["889788838461927936", "888376530389004800"]),
      "spot-v1/getOpenOrders"
    ),
    r(SpotV1.batchCancel, (x) => expect(x.success).toBe(true), "spot-v1/cancelOrderBatch")
  ])
  // The public quote examples send `ret_msg: null`, which the shared legacy envelope refuses (reported).
  it.effect("GET /spot/quote/v1/depth result decodes spot-v1/getOrderBook", () =>
    Effect.map(decodeResultOnly(SpotV1.orderBook, "spot-v1/getOrderBook"), (book) => {
      expect(book.bids[0]).toEqual(["50005.12", "403.0416"])
      expect(book.time).toBe(1620886105740)
    })
  )
})

describe("spot v3 decodes the legacy docs' examples", () => {
  const r = row("spot-v3")
  runTable([
    r(
      SpotV3.orderCreate,
      (x) => expect([x.orderCategory, x.triggerPrice, x.status]).toEqual([1, "21700", "ORDER_NEW"]),
      "spot-v3/submitOrder"
    ),
    r(SpotV3.order, (x) => expect([x.isWorking, x.locked]).toEqual(["1", "0.01"]), "spot-v3/getOrder"),
    r(SpotV3.orderCancel, (x) => expect(x.orderLinkId).toBe("spotA0010"), "spot-v3/cancelOrder"),
    r(SpotV3.batchCancel, (x) => expect(x.success).toBe("1"), "spot-v3/cancelOrderBatch"),
    r(
      SpotV3.purchase,
      (x) => expect([x.ltCode, x.serialNo, x.orderStatus]).toEqual(["DOT3LUSDT", "x005", "2"]),
      "spot-v3/purchaseLeveragedToken"
    )
  ])
})

describe("contract v3 decodes the legacy docs' examples", () => {
  const r = row("contract-v3")
  runTable([
    r(
      ContractV3.orderCreate,
      (x) => expect(x.orderId).toBe("a09a43f1-7a65-4255-8758-034103447a4e"),
      "contract-v3/submitOrder"
    ),
    r(ContractV3.orderCancel, (x) => expect(x.orderLinkId).toBe(""), "contract-v3/cancelOrder"),
    r(
      ContractV3.cancelAll,
      (x) => expect(x.list.map((o) => o.orderLinkId)).toEqual(["x001"]),
      "contract-v3/cancelAllOrders"
    ),
    r(
      ContractV3.unfilledOrders,
      (x) => {
        expect(x.list[0]?.orderStatus).toBe("UnTriggered")
        expect(x.list[0]?.triggerDirection).toBe(2)
      },
      "contract-v3/getActiveOrders"
    )
  ])
})

describe("derivatives v3 decodes the legacy docs' examples", () => {
  const r = row("derivatives-v3")
  runTable([
    r(
      DerivativesV3.orderBook,
      (x) => expect([x.s, x.u, x.a.length]).toEqual(["BTCUSDT", 4912426, 2]),
      "derivatives-v3/getOrderBook"
    ),
    r(DerivativesV3.tickers, (x) => expect(x.list[0]?.fundingRate).toBe("0.0001"), "derivatives-v3/getTickers"),
    r(
      DerivativesV3.instrumentsInfo,
      (x) => expect(x.list[0]?.lotSizeFilter.qtyStep).toBe("0.001"),
      "derivatives-v3/getInstrumentsInfo"
    )
  ])
})

describe("unified margin v3 decodes the legacy docs' examples", () => {
  const r = row("unified-v3")
  runTable([
    r(UnifiedV3.orderCreate, (x) => expect(x.orderLinkId).toBe("test0000003"), "unified-v3/submitOrder"),
    r(
      UnifiedV3.orderCancel,
      (x) => expect(x.orderId).toBe("42c86d66331e41998d12c2440ce90c1a"),
      "unified-v3/cancelOrder"
    ),
    r(
      UnifiedV3.unfilledOrders,
      (x) => expect([x.category, x.list[0]?.createdTime]).toEqual(["linear", 1665565610526]),
      "unified-v3/getActiveOrders"
    )
  ])
})

describe("asset v1 decodes the legacy docs' examples", () => {
  const r = row("asset-v1")
  runTable([
    r(
      AssetV1.internalTransfer,
      (x) => expect(x.transfer_id).toBe("b668ce35-db92-4db4-9f81-0b5da57d4df6"),
      "asset-v1/createInternalTransfer"
    ),
    r(
      AssetV1.transferList,
      (x) => expect(x.list.map((t) => t.amount)).toEqual(["1", "1", "20"]),
      "asset-v1/getInternalTransfers"
    ),
    r(
      AssetV1.subMemberIds,
      (x) => expect([x.sub_user_id.length, x.transferable_sub_ids[0]]).toEqual([8, "303936"]),
      "asset-v1/getSubAccounts"
    ),
    r(
      AssetV1.allowedDepositList,
      (x) => {
        expect(x.config_list.map((c) => [c.coin, c.chain_type, c.block_confirm_number])).toEqual([["ETH", "ETH", 12]])
        expect(x.total).toBe("1")
      },
      "asset-v1/getSupportedDepositList"
    )
  ])
})

describe("asset v3 decodes the legacy docs' examples", () => {
  const r = row("asset-v3")
  runTable([
    r(AssetV3.interTransfer, (x) => expect(x.transferId).toBe("xxxxxxxxxxx"), "asset-v3/createInternalTransfer"),
    r(AssetV3.withdrawCancel, (x) => expect(x.status).toBe(1), "asset-v3/cancelWithdrawal"),
    r(
      AssetV3.allowedDepositList,
      (x) => {
        expect(x.configList.map((c) => [c.coin, c.blockConfirmNumber, c.minDepositAmount])).toEqual([
          ["BTC", 10000, "0.0005"]
        ])
        expect(x.nextPageCursor).toBe("eyJwYWdlIjoyLCJsaW1pdCI6MX0=")
      },
      "asset-v3/getSupportedDepositList"
    )
  ])
})

describe("user v3 decodes the legacy docs' examples", () => {
  const r = row("user-v3")
  runTable([
    r(UserV3.subMemberCreate, (x) => expect([x.uid, x.memberType]).toEqual(["1037883", 1]), "user-v3/createSubMember"),
    r(
      UserV3.subMembers,
      (x) => expect(x.subMembers.map((m) => m.username)).toEqual(["mnaskk0002", "asiiikkk001"]),
      "user-v3/getSubMembers"
    ),
    r(UserV3.frozenSubMember, (x) => expect(x).toEqual({}), "user-v3/freezeSubMember"),
    r(
      UserV3.apiKeyInfo,
      (x) => expect([x.permissions.Spot, x.deadlineDay]).toEqual([["SpotTrade"], 87]),
      "user-v3/getApiKeyInfo"
    )
  ])
})

describe("USDC openapi decodes the legacy docs' examples", () => {
  const p = row("usdc-perpetual")
  const o = row("usdc-option")
  runTable([
    p(
      UsdcPerpetual.orderBook,
      (x) => expect(x.map((e) => e.side)).toEqual(["Buy", "Sell"]),
      "usdc-perpetual/getOrderBook"
    ),
    p(UsdcPerpetual.contracts, (x) => expect(x[0]?.symbol).toBe("BTCPERP"), "usdc-perpetual/getContracts"),
    p(UsdcPerpetual.tick, (x) => expect(x.countdownHour).toBe("6"), "usdc-perpetual/getTicker"),
    p(
      UsdcPerpetual.placeOrder,
      (x) => expect([x.orderStatus, x.mmp]).toEqual(["Created", false]),
      "usdc-perpetual/submitOrder"
    ),
    p(
      UsdcPerpetual.orderCancel,
      (x) => expect(x.orderId).toBe("752cff9a-6941-44d3-a405-bd297b1df4bc"),
      "usdc-perpetual/cancelOrder"
    ),
    p(
      UsdcPerpetual.predictedFunding,
      (x) => expect(x).toEqual({ predictedFundingRate: "0.0001", predictedFundingFee: "0" }),
      "usdc-perpetual/getPredictedFundingRate"
    ),
    p(
      UsdcOption.activeOrders,
      (x) => expect([x.resultTotalSize, x.dataList[0]?.reduceOnly]).toEqual([1, 0]),
      "usdc-perpetual/getActiveOrders"
    ),
    o(UsdcOption.orderBook, (x) => expect(x).toHaveLength(3), "usdc-option/getOrderBook"),
    o(UsdcOption.contracts, (x) => expect(x.dataList[0]?.settleCoin).toBe("USDC"), "usdc-option/getContracts"),
    o(
      UsdcOption.deliveryPrice,
      (x) => expect(x.dataList[0]?.deliveryPrice).toBe("63149.218777910"),
      "usdc-option/getDeliveryPrice"
    ),
    o(
      UsdcOption.lastTrades,
      (x) => expect([x.cursor, x.dataList[0]?.orderPrice]).toEqual([undefined, "1540.00"]),
      "usdc-option/getLastTrades"
    )
  ])
  it("declares the POST read idempotent, so retries follow the definition and not the verb", () => {
    expect([UsdcOption.activeOrders.method, UsdcOption.activeOrders.idempotent]).toEqual(["POST", true])
    expect([UsdcPerpetual.predictedFunding.method, UsdcPerpetual.predictedFunding.idempotent]).toEqual(["POST", true])
    expect(UsdcPerpetual.placeOrder.idempotent).toBe(false)
  })
})

describe("inverse v2 and linear v2 decode the legacy docs' examples", () => {
  const i = row("inverse-v2")
  const l = row("linear-v2")
  runTable([
    i(InverseV2.serverTime, (x) => expect(x).toEqual({}), "inverse-v2/getServerTime"),
    i(InverseV2.orderBook, (x) => expect(x.map((e) => e.size)).toEqual([336241, 522147]), "inverse-v2/getOrderBook"),
    i(InverseV2.kline, (x) => expect(x[1]?.open_time).toBe(1581231360), "inverse-v2/getKline"),
    i(
      InverseV2.tickers,
      (x) => expect(x.map((t) => t.delivery_time)).toEqual(["", "2021-06-25T08:00:00Z"]),
      "inverse-v2/getTickers"
    ),
    i(InverseV2.tradingRecords, (x) => expect(x[0]?.price).toBe(9499.5), "inverse-v2/getTrades"),
    i(
      InverseV2.executions,
      (x) => expect(x.trade_list?.[0]?.exec_id).toBe("256e5ef8-abfe-5772-971b-f944e15e0d68"),
      "inverse-v2/getExecutions"
    ),
    i(InverseV2.leverageSave, (x) => expect(x).toBe(2), "inverse-v2/setUserLeverage"),
    l(
      LinearV2.orderCreate,
      (x) => expect([x.order_status, x.position_idx, x.price]).toEqual(["Created", 2, 0.8]),
      "linear-v2/submitOrder"
    ),
    l(LinearV2.orderList, (x) => expect(x.data?.[0]?.cum_exec_value).toBe(83.15), "linear-v2/getActiveOrderList"),
    l(
      LinearV2.orderCancel,
      (x) => expect(x.order_id).toBe("bd1844f-f3c0-4e10-8c25-10fea03763f6"),
      "linear-v2/cancelOrder"
    ),
    l(LinearV2.cancelAll, (x) => expect(x).toHaveLength(2), "linear-v2/cancelAllOrders"),
    // the linear trade id is a string, and `trade_time_ms` comes beside the ISO time
    l(
      LinearV2.recentTradingRecords,
      (x) => expect(x.map((t) => [t.id, t.qty, t.trade_time_ms])).toEqual([["18368131384", 9500, 1587638305175]]),
      "linear-v2/getTrades"
    ),
    l(
      LinearV2.prevFundingRate,
      (x) => expect([x.funding_rate, x.funding_rate_timestamp]).toEqual([-0.00005965, "2020-04-07T08:00:00.000Z"]),
      "linear-v2/getLastFundingRate"
    )
  ])
  it("reads the server time from the envelope's `time_now` (seconds with a fraction)", () => {
    const env = Envelope.decode("legacy", readFixture("inverse-v2/getServerTime"))
    expect(Result.isSuccess(env) && env.success.time).toBe(1577444332193)
  })
})

describe("copy trading decodes the legacy docs' examples", () => {
  const r = row("copy-trading")
  runTable([
    r(CopyTrading.symbolList, (x) => expect(x.list[0]?.fundingInterval).toBe("480"), "copy-trading/getSymbols"),
    r(
      CopyTrading.orderCreate,
      (x) => expect(x.orderLinkId).toBe("234590fe-016c-44f6-fg78"),
      "copy-trading/submitOrder"
    ),
    r(
      CopyTrading.orderList,
      (x) => expect([x.list[0]?.leverage, x.list[0]?.isIsolated]).toEqual(["44", true]),
      "copy-trading/getActiveOrders"
    ),
    r(CopyTrading.orderCancel, (x) => expect(x.orderLinkId).toBe(""), "copy-trading/cancelOrder"),
    r(
      CopyTrading.orderClose,
      (x) => expect(x.orderId).toBe("419190fe-016c-469a-810e-936bef2f5d59"),
      "copy-trading/closeOrder"
    ),
    r(
      CopyTrading.positionList,
      (x) => expect(x.list.map((p) => p.positionIdx)).toEqual(["1", "2"]),
      "copy-trading/getPositions"
    ),
    r(CopyTrading.positionClose, (x) => expect(x).toEqual({}), "copy-trading/closePosition"),
    r(CopyTrading.leverageSet, (x) => expect(x).toEqual({}), "copy-trading/setLeverage"),
    r(CopyTrading.walletBalance, (x) => expect(x.equity).toBe("88888452.37993495"), "copy-trading/getBalance"),
    r(
      CopyTrading.walletTransfer,
      (x) => expect(x.transferId).toBe("5f95de18-b10f-43be-9746-7b95c4a37d97"),
      "copy-trading/transfer"
    )
  ])
})
