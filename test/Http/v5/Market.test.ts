import { describe, expect } from "@effect/vitest"
import * as Market from "../../../src/Http/v5/Market.js"
import { row, runTable } from "./fixture.js"

const market = row("market")

describe("V5 market endpoints decode the docs' examples strictly", () => {
  runTable([
    market(Market.time, (r) => expect(r.millis).toBe(1688639403423), "server-time"),
    market(
      Market.kline,
      (r) => {
        expect(r.symbol).toBe("BTCUSD")
        expect(r.list.length).toBeGreaterThan(0)
      },
      "kline"
    ),
    market(Market.markPriceKline, (r) => expect(r.list[0]?.startTime).toBeGreaterThan(0), "mark-price-kline"),
    market(Market.indexPriceKline, (r) => {
      expect(r.symbol).toBe("BTCUSDZ22")
      expect(r.list[0]).toEqual({
        startTime: 1670608800000,
        open: "17167.00",
        high: "17167.00",
        low: "17161.90",
        close: "17163.07"
      })
    }),
    market(Market.premiumIndexPriceKline, (r) => {
      expect(r.list[1]?.startTime).toBe(1652400000000)
      expect(r.list[0]?.open).toBe("-0.000587")
    }),
    market(Market.instrumentsInfo, (r) => expect(r.list[0]?.symbol).toBe("BTCUSDT"), "instruments-info.linear"),
    market(Market.instrumentsInfo, (r) => expect(r.category).toBe("spot"), "instruments-info.spot"),
    market(Market.instrumentsInfo, (r) => expect(r.category).toBe("option"), "instruments-info.option"),
    market(Market.orderbook, (r) => expect(r.b.length).toBeGreaterThan(0), "orderbook"),
    market(Market.fullOrderbook, (r) => {
      expect(r.s).toBe("BTCUSDT")
      expect(r.a[0]).toEqual(["62998.2", "0.198738"])
      expect(r.b.at(-1)).toEqual(["0.1", "10"])
      expect([r.u, r.seq, r.cts]).toEqual([439925, 2164890076, 1784103578350])
    }),
    market(Market.rpiOrderbook, (r) => {
      expect(r.a[0]).toEqual(["116600.00", "4.428", "0.000"])
      expect(r.b[0]?.[1]).toBe("3.721")
      expect(r.seq).toBe(454803359210)
    }),
    market(Market.tickers, (r) => expect(r.list[0]?.lastPrice).toBe("20533.13"), "tickers.spot"),
    market(Market.tickers, (r) => expect(r.category).toBe("inverse"), "tickers.inverse"),
    market(Market.tickers, (r) => expect(r.category).toBe("option"), "tickers.option"),
    market(Market.fundingHistory, (r) => {
      expect(r.list[0]?.fundingRate).toBe("0.0001")
      expect(r.list[0]?.fundingRateTimestamp).toBe("1672041600000")
    }),
    market(Market.recentTrade, (r) => {
      expect(r.list[0]?.execId).toBe("2100000000007764263")
      expect([r.list[0]?.price, r.list[0]?.size, r.list[0]?.side]).toEqual(["16618.49", "0.00012", "Buy"])
      expect(r.list[0]?.isBlockTrade).toBe(false)
    }),
    market(Market.openInterest, (r) => {
      expect(r.list.map((p) => p.openInterest)).toEqual(["461134384.00000000", "461134292.00000000"])
      expect(r.nextPageCursor).toBe("")
    }),
    market(Market.historicalVolatility, (r) => {
      expect(r).toHaveLength(1)
      expect([r[0]?.period, r[0]?.value, r[0]?.time]).toEqual([30, "0.45024716", "1672052400000"])
    }),
    market(Market.insurance, (r) => {
      expect(r.updatedTime).toBe("1672012800000")
      expect(r.list[0]?.balance).toBe("0.00187332")
    }),
    market(Market.riskLimit, (r) => {
      expect(r.list[0]?.id).toBe(1)
      expect([r.list[0]?.maintenanceMargin, r.list[0]?.maxLeverage, r.list[0]?.isLowestRisk]).toEqual([
        "0.5",
        "100.00",
        1
      ])
    }),
    market(Market.deliveryPrice, (r) => {
      expect(r.list[0]?.symbol).toBe("ETH-26DEC22-1400-C")
      expect(r.list[0]?.deliveryPrice).toBe("1220.728594450")
    }),
    market(Market.newDeliveryPrice, (r) => {
      expect(r.list).toHaveLength(50)
      expect(r.list[0]).toEqual({ deliveryPrice: "111675.89830854", deliveryTime: "1756080000000" })
    }),
    market(Market.accountRatio, (r) => {
      expect([r.list[0]?.buyRatio, r.list[0]?.sellRatio]).toEqual(["0.5777", "0.4223"])
    }),
    market(Market.priceLimit, (r) => {
      expect([r.buyLmt, r.sellLmt, r.ts]).toEqual(["105878.10", "103781.60", "1750302284491"])
    }),
    market(Market.indexPriceComponents, (r) => {
      expect(r.indexName).toBe("1000BTTUSDT")
      expect(r.components).toHaveLength(6)
      expect(r.components[4]?.exchange).toBe("Binance")
      expect(r.components[4]?.weight).toBe("0.5322401401714303")
    }),
    market(Market.feeGroupInfo, (r) => {
      const group = r.list[0]
      expect(group?.symbols).toContain("BTCUSDT")
      expect(group?.feeRates.pro?.[0]?.takerFeeRate).toBe("0.00028")
      expect(group?.feeRates.marketMaker?.[2]?.makerRebate).toBe("-0.000025")
      expect(group?.feeRates.marketMaker?.[0]?.takerFeeRate).toBe("")
    }),
    market(Market.adlAlert, (r) => {
      expect(r.updatedTime).toBe("1757733960000")
      expect([r.list[0]?.pnlRatio, r.list[0]?.adlStopRatio]).toEqual(["-0.560973", "-0.25"])
    })
  ])
})
