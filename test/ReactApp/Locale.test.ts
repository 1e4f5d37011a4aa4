import { describe, expect, it } from "@effect/vitest"
import * as Locale from "../../react-app/src/lib/Locale.js"

describe("the chart's locale", () => {
  it("keeps a valid tag and repairs POSIX-style ones", () => {
    expect(Locale.safeLocale(["de-DE"])).toBe("de-DE")
    expect(Locale.safeLocale(["en-US@posix"])).toBe("en-US")
    expect(Locale.safeLocale(["en_GB.UTF-8"])).toBe("en-GB")
    expect(Locale.safeLocale(["fr_FR.UTF-8@euro"])).toBe("fr-FR")
  })

  it("falls back when nothing usable is given", () => {
    expect(Locale.safeLocale([])).toBe(Locale.fallbackLocale)
    expect(Locale.safeLocale(["C", "POSIX", "", undefined, "@@@", "x"])).toBe(Locale.fallbackLocale)
    expect(Locale.safeLocale(["C.UTF-8", "ja-JP"])).toBe("ja-JP")
  })

  it("every answer is accepted by Intl", () => {
    for (const tag of ["en-US@posix", "C.UTF-8", "zz", "en-US-u-nu-arab", "-", "en--US"]) {
      const locale = Locale.safeLocale([tag])
      expect(() => new Intl.NumberFormat(locale).format(1.5)).not.toThrow()
      expect(() => new Intl.DateTimeFormat(locale).format(0)).not.toThrow()
    }
  })
})
