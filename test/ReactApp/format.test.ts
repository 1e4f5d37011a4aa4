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
  })

  it("de-DE: the same figures written the German way", async () => {
    const Format = await formatIn("de-DE")
    expect(Format.atTick("66462.07454545", "0.1")).toBe("66.462,1")
    expect(Format.atTick("3400.9", "0.01")).toBe("3.400,90")
    expect(Format.fee("0.03961234", "USDT")).toBe("0,0396")
    expect(Format.ratio("0.0123")).toBe("1,23%")
    expect(Format.compact("1234567")).toMatch(/^1,23\sMio\.$/)
  })
})
