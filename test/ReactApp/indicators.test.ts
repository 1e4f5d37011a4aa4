import { describe, expect, it } from "@effect/vitest"
import * as Indicators from "../../react-app/src/lib/Indicators.js"
import type { Periods } from "../../react-app/src/lib/Periods.js"

// The chart's indicators, as trading-signals computes them, against figures worked out by hand on eight bars
// (closes 10 11 12 11 13 14 13 15, volumes 1…8) with short periods.

const closes = [10, 11, 12, 11, 13, 14, 13, 15]
const bars = closes.map((close, time) => ({ time, close, volume: time + 1 }))
const periods: Periods = {
  ma: [3],
  ema: [3],
  boll: { period: 3, deviations: 2 },
  rsi: 3,
  macd: { fast: 2, slow: 3, signal: 2 },
  volma: 2
}

const values = (id: Indicators.IndicatorId) =>
  Object.fromEntries(
    Indicators.linesOf(id, bars, periods).map((line) => [
      line.key,
      line.points.map((p) => [p.time, Number(p.value.toFixed(4))])
    ])
  )

describe("chart indicators", () => {
  it("MA(3) is the mean of the last three closes, from the third bar", () => {
    // (10+11+12)/3, (11+12+11)/3, (12+11+13)/3 …
    expect(values("ma").ma3?.slice(0, 3)).toEqual([
      [2, 11],
      [3, 11.3333],
      [4, 12]
    ])
  })

  it("EMA(3) weighs the newest close by 2/(3+1), seeded with the first close, shown once three bars are in", () => {
    // 10 → 10.5 → 11.25 → 11.125 → 12.0625
    expect(values("ema").ema3?.slice(0, 3)).toEqual([
      [2, 11.25],
      [3, 11.125],
      [4, 12.0625]
    ])
  })

  it("Bollinger(3, 2σ) is the mean ± two population standard deviations", () => {
    // 10 11 12: mean 11, σ = √(2/3) = 0.8165 → 12.633 / 9.367
    const b = values("boll")
    expect(b.bollMiddle?.[0]).toEqual([2, 11])
    expect(b.bollUpper?.[0]).toEqual([2, 12.633])
    expect(b.bollLower?.[0]).toEqual([2, 9.367])
  })

  it("RSI(3) smooths gains and losses the Wilder way", () => {
    // changes +1 +1 −1: gains 2/3, losses 1/3 → RS 2 → 66.67; then +2: gains (2/3·2+2)/3 = 1.111, losses 0.222 → 83.33
    expect(values("rsi").rsi3?.slice(0, 2)).toEqual([
      [3, 66.6667],
      [4, 83.3333]
    ])
  })

  it("MACD(2,3,2): fast EMA − slow EMA, its EMA as the signal, and their difference as the histogram", () => {
    // EMA2: 10, 10.667, 11.556; EMA3: 10, 10.5, 11.25 → MACD 0.3056 at the third bar, signal seeded with it
    const m = values("macd")
    expect(m.macd?.[0]).toEqual([2, 0.3056])
    expect(m.macdSignal?.[0]).toEqual([2, 0.3056])
    expect(m.macdHist?.[0]).toEqual([2, 0])
    // then the close 11: EMA2 11.185, EMA3 11.125 → 0.0602
    expect(m.macd?.[1]).toEqual([3, 0.0602])
  })

  it("volume MA(2) averages the volumes, drawn over the volume bars", () => {
    const [line] = Indicators.linesOf("volma", bars, periods)
    expect(line?.pane).toBe("volume")
    expect(line?.points.slice(0, 2).map((p) => p.value)).toEqual([1.5, 2.5])
  })

  it("RSI and MACD get panes of their own; the averages and bands lie over the candles", () => {
    const panes = (id: Indicators.IndicatorId) => [...new Set(Indicators.linesOf(id, bars, periods).map((l) => l.pane))]
    expect(panes("ma")).toEqual(["price"])
    expect(panes("boll")).toEqual(["price"])
    expect(panes("rsi")).toEqual(["rsi"])
    expect(panes("macd")).toEqual(["macd"])
  })

  it("the default periods are Bybit's: MA 7/25/99, EMA 12/26, BOLL 20, RSI 14, MACD 12/26/9", () => {
    const long = Array.from({ length: 120 }, (_, time) => ({ time, close: 100 + Math.sin(time), volume: 1 }))
    expect(Indicators.linesOf("ma", long).map((l) => [l.key, l.points.length])).toEqual([
      ["ma7", 114],
      ["ma25", 96],
      ["ma99", 22]
    ])
    expect(Indicators.linesOf("rsi", long)[0]?.points.length).toBe(120 - 14)
  })
})
