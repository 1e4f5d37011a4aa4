import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Catalogue from "../../src/Errors/Catalogue.js"
import * as ExchangeError from "../../src/Errors/ExchangeError.js"
import { HttpError } from "../../src/Errors/TransportError.js"

describe("ExchangeError union", () => {
  it("has one distinct tag per member, ApiError included", () => {
    const tags = ExchangeError.ExchangeError.members.map((member) => member._tag)
    expect(tags).toContain("ApiError")
    expect(new Set(tags).size).toBe(tags.length)
    for (const tag of tags) expect(tag).toMatch(/^[A-Z][A-Za-z0-9]+$/)
  })

  it("holds exactly the catalogue's classes plus ApiError", () => {
    const inTables = new Set<unknown>([ExchangeError.ApiError])
    for (const channel of ["rest", "trade", "legacy"] as const) {
      for (const ErrorClass of Catalogue.table(channel).values()) inTables.add(ErrorClass)
    }
    expect(new Set<unknown>(ExchangeError.ExchangeError.members)).toEqual(inTables)
  })

  it("decodes a serialised error into its class and rejects an unknown tag", () => {
    const decoded = Schema.decodeUnknownSync(ExchangeError.ExchangeError)({
      _tag: "TransferIdExists",
      code: 131214,
      message: "TransferId exist",
      endpoint: "/v5/asset/transfer/inter-transfer",
      requestId: "r-1",
      extInfo: {}
    })
    expect(decoded).toBeInstanceOf(ExchangeError.TransferIdExists)
    expect(decoded.code).toBe(131214)
    expect(decoded.extInfo).toEqual({})
    const unknownTag = Schema.decodeUnknownResult(ExchangeError.ExchangeError)({
      _tag: "NoSuchError",
      code: 1,
      message: "m",
      endpoint: "/e"
    })
    expect(Result.isFailure(unknownTag)).toBe(true)
    const missingField = Schema.decodeUnknownResult(ExchangeError.ExchangeError)({ _tag: "ParamsError", code: 10001 })
    expect(Result.isFailure(missingField)).toBe(true)
  })

  it.effect("fails and is caught as a tagged error inside Effect", () =>
    Effect.gen(function* () {
      const program = Effect.fail(
        new ExchangeError.LeverageNotModified({ code: 110043, message: "leverage not modified", endpoint: "/v5/p" })
      )
      const error = yield* Effect.flip(program)
      expect(error._tag).toBe("LeverageNotModified")
      const recovered = yield* program.pipe(Effect.catchTag("LeverageNotModified", (e) => Effect.succeed(e.code)))
      expect(recovered).toBe(110043)
    })
  )
})

describe("isExchangeError", () => {
  it("accepts instances of catalogue classes and ApiError", () => {
    expect(
      ExchangeError.isExchangeError(Catalogue.fromCode("rest", { code: 10004, message: "s", endpoint: "/e" }))
    ).toBe(true)
    expect(ExchangeError.isExchangeError(Catalogue.fromCode("trade", { code: 1, message: "s", endpoint: "/e" }))).toBe(
      true
    )
  })

  it("rejects look-alikes and other errors", () => {
    expect(ExchangeError.isExchangeError({ _tag: "ParamsError", code: 10001, message: "m", endpoint: "/e" })).toBe(
      false
    )
    expect(
      ExchangeError.isExchangeError(
        new HttpError({ code: 500, message: "Internal Server Error", endpoint: "/e", body: "", headers: {} })
      )
    ).toBe(false)
    expect(ExchangeError.isExchangeError(null)).toBe(false)
    expect(ExchangeError.isExchangeError("ParamsError")).toBe(false)
    expect(ExchangeError.isExchangeError(new Error("ParamsError"))).toBe(false)
    // a class made with the public factory under a catalogue tag is not the catalogue's class
    class LookAlike extends ExchangeError.ExchangeErrorClass<LookAlike>()("ParamsError") {}
    expect(ExchangeError.isExchangeError(new LookAlike({ code: 10001, message: "m", endpoint: "/e" }))).toBe(false)
    expect(
      ExchangeError.isExchangeError(new ExchangeError.ParamsError({ code: 10001, message: "m", endpoint: "/e" }))
    ).toBe(true)
  })

  it("knows every class of the union by its tag", () => {
    for (const member of ExchangeError.ExchangeError.members) {
      expect(ExchangeError.isExchangeError(new member({ code: 1, message: "m", endpoint: "/e" })), member._tag).toBe(
        true
      )
    }
  })
})
