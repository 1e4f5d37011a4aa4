/**
 * One formatter per kind, in the reader's locale (issue 60): a price at the symbol's tick (an average such as
 * "66462.07454545" shown at the tick, not with eight decimals), a fee in a dollar-like coin with four decimals, a
 * margin rate as an unsigned percentage; each in German and in English. The module is loaded afresh per locale
 * (its formatters are made once per page, for the page's locale).
 */
import { afterEach, describe, expect, it, vi } from "@effect/vitest"

const formatIn = async (locale: string) => {
  vi.resetModules()
  vi.stubGlobal("navigator", { languages: [locale], language: locale })
  return import("../../react-app/src/lib/Format.js")
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("Format in the reader's locale", () => {
  it("en-US: prices at the tick, fees to four decimals in USDT, rates as percentages", async () => {
    const Format = await formatIn("en-US")
    expect(Format.atTick("66462.07454545", "0.1")).toBe("66,462.1")
    expect(Format.atTick("3400.9", "0.01")).toBe("3,400.90")
    expect(Format.atTick("1870", "5")).toBe("1,870")
    expect(Format.fee("0.03961234", "USDT")).toBe("0.0396")
    expect(Format.fee("0.00000061", "BTC")).toBe("0.00000061")
    expect(Format.ratio("0.0123")).toBe("1.23%")
    expect(Format.ratio("0")).toBe("0.00%")
    expect(Format.ratio(undefined)).toBe("—")
    // an IV keeps its one decimal when it is a whole percent (the option chain's column)
    expect(Format.iv("0.44")).toBe("44.0%")
    expect(Format.iv("0.4412")).toBe("44.1%")
    expect(Format.iv("")).toBe("—")
  })

  it("de-DE: the same figures written the German way", async () => {
    const Format = await formatIn("de-DE")
    expect(Format.atTick("66462.07454545", "0.1")).toBe("66.462,1")
    expect(Format.atTick("3400.9", "0.01")).toBe("3.400,90")
    expect(Format.fee("0.03961234", "USDT")).toBe("0,0396")
    expect(Format.ratio("0.0123")).toBe("1,23%")
    expect(Format.compact("1234567")).toBe("1,23M")
    expect(Format.compact("50659.08")).toBe("50,66K")
  })

  it("issue 72: PnL to four decimals with the true minus, compact alike in both locales, grouped input read", async () => {
    const English = await formatIn("en-US")
    expect([English.pnl("0.23"), English.pnl("-0.126")]).toEqual(["0.2300", "\u22120.1260"])
    expect([English.amount(-1.5), English.price(-2, 1), English.lot("-0.5", "0.01")]).toEqual([
      "\u22121.5",
      "\u22122.0",
      "\u22120.50"
    ])
    expect([English.compact("50659.08"), English.compact("937200000"), English.compact("12")]).toEqual([
      "50.66K",
      "937.2M",
      "12"
    ])
    expect([English.readDecimal("1,234.5"), English.readDecimal("0,01")]).toEqual(["1234.5", "0,01"])
    expect([English.onTick("65247.90", "0.1"), English.onTick("65247.90", undefined)]).toEqual(["65247.9", "65247.9"])
    const German = await formatIn("de-DE")
    expect(German.pnl("-0.126")).toBe("\u22120,1260")
    expect([German.readDecimal("1.234,5"), German.readDecimal("0,01"), German.readDecimal("1.5")]).toEqual([
      "1234.5",
      "0.01",
      "1.5"
    ])
    expect(German.writeDecimal(German.onTick("65247.90", "0.1"))).toBe("65247,9")
  })

  it("a size to the lot once the step is known, else up to 8 decimals; in the reader's locale", async () => {
    const English = await formatIn("en-US")
    expect(English.lot("0.01", "0.001")).toBe("0.010")
    expect(English.lot("1234.5", "0.1")).toBe("1234.5")
    expect(English.lot("0.0123456789", undefined)).toBe("0.01234568")
    const German = await formatIn("de-DE")
    expect(German.lot("0.01", "0.001")).toBe("0,010")
    expect(German.lot("3", undefined)).toBe("3")
  })

  it("de-DE: the order form's refusals write their figures the German way", async () => {
    await formatIn("de-DE")
    const OrderForm = await import("../../react-app/src/atoms/OrderForm.js")
    const Option = await import("effect/Option")
    const Result = await import("effect/Result")
    const instrument = {
      category: "linear",
      symbol: "BTCUSDT",
      baseCoin: "BTC",
      quoteCoin: "USDT",
      settleCoin: "USDT",
      tickSize: "0.10",
      qtyStep: "0.001",
      minQty: "0.001",
      minNotional: "5",
      maxLeverage: "100"
    } as const
    const refusal = (patch: Partial<typeof OrderForm.emptyForm>) =>
      Result.match(
        OrderForm.toRequest(
          { ...OrderForm.emptyForm, side: "Buy", orderType: "Limit", qty: "0.01", price: "60000", ...patch },
          { category: "linear", symbol: "BTCUSDT", instrument: Option.some(instrument), lastPrice: Option.none() }
        ),
        { onFailure: (e) => e.message, onSuccess: () => "sent" }
      )
    expect(refusal({ qty: "0.0105" })).toBe("Quantity must be in steps of 0,001 BTC")
    expect(refusal({ price: "60000.05" })).toBe("Price must be in steps of 0,1")
    expect(refusal({ price: "x" })).toBe("Price must be a positive number, like 101,5")
  })
})
