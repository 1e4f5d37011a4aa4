import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as Catalogue from "../../src/Errors/Catalogue.js"
import { catalogued } from "../../src/Errors/CatalogueClass.js"
import * as Classify from "../../src/Errors/Classify.js"
import * as ExchangeError from "../../src/Errors/ExchangeError.js"

const channels: ReadonlyArray<Catalogue.Channel> = ["rest", "trade", "legacy"]

const inputFor = (code: number) => ({
  code,
  message: `retMsg for ${code}`,
  endpoint: "/v5/order/create",
  requestId: `req-${code}`
})

describe("Catalogue tables", () => {
  for (const channel of channels) {
    it.effect(`every ${channel} entry builds its class, round-trips the union schema and is caught by its tag`, () =>
      Effect.gen(function* () {
        const entries = [...Catalogue.table(channel)]
        expect(entries.length).toBeGreaterThan(600)
        for (const [code, ErrorClass] of entries) {
          const where = `${channel} ${code}`
          const error = Catalogue.fromCode(channel, inputFor(code))
          expect(error, where).toBeInstanceOf(ErrorClass)
          expect(error._tag, where).toBe(ErrorClass._tag)
          expect(error.code, where).toBe(code)
          expect(error.message, where).toBe(`retMsg for ${code}`)
          expect(error.endpoint, where).toBe("/v5/order/create")
          expect(error.requestId, where).toBe(`req-${code}`)
          expect(Catalogue.lookup(channel, code), where).toBe(ErrorClass)

          const encoded = Schema.encodeSync(ExchangeError.ExchangeError)(error)
          expect(encoded, where).toEqual({ _tag: ErrorClass._tag, ...inputFor(code) })
          const decoded = Schema.decodeUnknownSync(ExchangeError.ExchangeError)(JSON.parse(JSON.stringify(encoded)))
          expect(decoded, where).toBeInstanceOf(ErrorClass)
          expect(Schema.encodeSync(ExchangeError.ExchangeError)(decoded), where).toEqual(encoded)

          const failing: Effect.Effect<never, ExchangeError.ExchangeError> = Effect.fail(error)
          const caught = yield* failing.pipe(Effect.catchTag(ErrorClass._tag, (e) => Effect.succeed(e)))
          expect(caught, where).toBe(error)
          const other = ErrorClass._tag === "ApiError" ? "ParamsError" : "ApiError"
          const missed = yield* Effect.flip(failing.pipe(Effect.catchTag(other, () => Effect.succeed("wrong"))))
          expect(missed, where).toBe(error)
        }
      })
    )
  }

  it("uses one tag per class across all channels", () => {
    const classByTag = new Map<string, Catalogue.ErrorClass>()
    for (const channel of channels) {
      for (const [code, ErrorClass] of Catalogue.table(channel)) {
        const seen = classByTag.get(ErrorClass._tag)
        if (seen === undefined) classByTag.set(ErrorClass._tag, ErrorClass)
        else expect(seen, `${channel} ${code} ${ErrorClass._tag}`).toBe(ErrorClass)
      }
    }
    expect(classByTag.has("ApiError")).toBe(false)
    expect(classByTag.size).toBeGreaterThan(600)
  })

  it("trade and legacy fall back to rest for the codes they do not redefine", () => {
    for (const [channel, own] of [
      ["trade", Catalogue.trade],
      ["legacy", Catalogue.legacy]
    ] as const) {
      const full = Catalogue.table(channel)
      for (const [code, ErrorClass] of Catalogue.rest) {
        expect(full.get(code), `${channel} ${code}`).toBe(own.get(code) ?? ErrorClass)
      }
      for (const [code, ErrorClass] of own) expect(full.get(code), `${channel} ${code}`).toBe(ErrorClass)
      expect(full.size).toBe(new Set([...Catalogue.rest.keys(), ...own.keys()]).size)
    }
    expect(Catalogue.table("rest")).toBe(Catalogue.rest)
  })
})

describe("Catalogue.fromCode", () => {
  it("gives ApiError, with code, message, endpoint, requestId and extInfo, for an unknown code", () => {
    for (const channel of channels) {
      expect(Catalogue.lookup(channel, 99_999_999)).toBeUndefined()
      const error = Catalogue.fromCode(channel, {
        code: 99_999_999,
        message: "brand new failure",
        endpoint: "/v5/account/wallet-balance",
        requestId: "a1b2c3",
        extInfo: { list: [{ code: 1, msg: "x" }] }
      })
      expect(error).toBeInstanceOf(ExchangeError.ApiError)
      expect(error._tag).toBe("ApiError")
      expect(error.code).toBe(99_999_999)
      expect(error.message).toBe("brand new failure")
      expect(error.endpoint).toBe("/v5/account/wallet-balance")
      expect(error.requestId).toBe("a1b2c3")
      expect(error.extInfo).toEqual({ list: [{ code: 1, msg: "x" }] })
    }
  })

  it("leaves requestId and extInfo out when the exchange sent none", () => {
    const error = Catalogue.fromCode("rest", { code: 110007, message: "ab not enough", endpoint: "/v5/order/create" })
    expect(error).toBeInstanceOf(ExchangeError.InsufficientBalance)
    expect("requestId" in error).toBe(false)
    expect(Schema.encodeSync(ExchangeError.ExchangeError)(error)).toEqual({
      _tag: "InsufficientBalance",
      code: 110007,
      message: "ab not enough",
      endpoint: "/v5/order/create"
    })
  })

  it("reads 10003 as too many sessions on /v5/trade and as an invalid API key on REST", () => {
    const onTrade = Catalogue.fromCode("trade", inputFor(10003))
    const onRest = Catalogue.fromCode("rest", inputFor(10003))
    expect(onTrade).toBeInstanceOf(ExchangeError.TooManySessions)
    expect(onTrade._tag).toBe("TooManySessions")
    expect(onRest).toBeInstanceOf(ExchangeError.InvalidApiKey)
    expect(onRest._tag).toBe("InvalidApiKey")
  })

  it("reads 10016 per channel: a server error on V5 REST, an internal error on /v5/trade, a wrong cursor on the older families", () => {
    expect(Catalogue.fromCode("rest", inputFor(10016))).toBeInstanceOf(ExchangeError.ServerError)
    expect(Catalogue.fromCode("trade", inputFor(10016))).toBeInstanceOf(ExchangeError.TradeServiceInternalError)
    expect(Catalogue.fromCode("legacy", inputFor(10016))).toBeInstanceOf(ExchangeError.InvalidCursor)
    expect(ExchangeError.ServerError._tag).not.toBe(ExchangeError.TradeServiceInternalError._tag)
  })

  it("knows the /v5/trade general codes", () => {
    const expected: ReadonlyArray<readonly [number, string]> = [
      [10003, "TooManySessions"],
      [10016, "TradeServiceInternalError"],
      [10019, "TradeServiceRestarting"],
      [10403, "IpRateLimitExceeded"],
      [10404, "OperationNotFound"],
      [10429, "SystemFrequencyProtection"],
      [20001, "AlreadyAuthenticated"],
      [20003, "SessionRequestsTooFrequent"],
      [20006, "DuplicateReqId"]
    ]
    for (const [code, tag] of expected) expect(Catalogue.fromCode("trade", inputFor(code))._tag, `${code}`).toBe(tag)
    // Order errors on /v5/trade carry REST codes.
    expect(Catalogue.fromCode("trade", inputFor(170131))).toBeInstanceOf(ExchangeError.SpotBalanceInsufficient)
    expect(Catalogue.fromCode("trade", inputFor(10001))).toBeInstanceOf(ExchangeError.ParamsError)
  })

  it("reads legacy codes on the legacy channel, and V5 meanings where V5 reuses the number", () => {
    expect(Catalogue.fromCode("legacy", inputFor(140001))).toBeInstanceOf(ExchangeError.OrderNotFound)
    expect(Catalogue.fromCode("rest", inputFor(140001))).toBeInstanceOf(
      ExchangeError.PmSpotHedgingRequiresPortfolioMargin
    )
    expect(Catalogue.fromCode("legacy", inputFor(140043))).toBeInstanceOf(ExchangeError.LeverageNotModified)
    expect(Catalogue.fromCode("legacy", inputFor(20001))).toBeInstanceOf(ExchangeError.OrderNotFoundOrTooLate)
    expect(Catalogue.fromCode("rest", inputFor(20001))).toBeInstanceOf(ExchangeError.ApiError)
    expect(Catalogue.fromCode("legacy", inputFor(130010))).toBeInstanceOf(ExchangeError.OrderNotFoundOrTooLate)
    expect(Catalogue.fromCode("legacy", inputFor(110007))).toBeInstanceOf(ExchangeError.InsufficientBalance)
  })

  it("knows the spec's WebSocket codes on the legacy channel", () => {
    expect(Catalogue.fromCode("legacy", inputFor(-1004))).toBeInstanceOf(ExchangeError.NotAuthenticated)
    expect(Catalogue.fromCode("legacy", inputFor(10001))).toBeInstanceOf(ExchangeError.ParamsError)
    expect(Catalogue.fromCode("legacy", inputFor(10003))).toBeInstanceOf(ExchangeError.InvalidApiKey)
    expect(Catalogue.fromCode("legacy", inputFor(3303006))).toBeInstanceOf(ExchangeError.UsdcOptionAuthFailed)
  })
})

describe("the spec's section 8 table", () => {
  const spec: ReadonlyArray<readonly [number, string]> = [
    [10001, "ParamsError"],
    [10003, "InvalidApiKey"],
    [10004, "InvalidSignature"],
    [10005, "PermissionDenied"],
    [10010, "UnmatchedIp"],
    // the spec's "wrong cursor"; the current V5 docs call it a server error
    [10016, "ServerError"],
    [10020, "AccountNotUnified"],
    [12000, "ExchangeUnknownError"],
    [110001, "OrderNotFound"],
    [110007, "InsufficientBalance"],
    [110026, "CrossIsolatedModeNotModified"],
    [110043, "LeverageNotModified"],
    [110073, "SetMarginModeFailed"],
    [130006, "QtyExceedsMaxLimit"],
    [131214, "TransferIdExists"],
    [175010, "LeveragedTokenQuizRequired"],
    [176008, "SpotMarginNotEnabled"],
    [176037, "SpotMarginQuestionnaireNotSubmitted"],
    [3303001, "IncorrectPrivateOperation"],
    [3500712, "InvalidMmpParameters"]
  ]

  it("maps every code to its own class, none of them ApiError", () => {
    const classes = new Set<Catalogue.ErrorClass>()
    for (const [code, tag] of spec) {
      const ErrorClass = Catalogue.lookup("rest", code)
      expect(ErrorClass, `${code}`).toBeDefined()
      expect(ErrorClass, `${code}`).not.toBe(ExchangeError.ApiError)
      expect(ErrorClass?._tag, `${code}`).toBe(tag)
      const error = Catalogue.fromCode("rest", inputFor(code))
      expect(error, `${code}`).not.toBeInstanceOf(ExchangeError.ApiError)
      if (ErrorClass !== undefined) classes.add(ErrorClass)
    }
    expect(classes.size).toBe(spec.length)
  })

  it("keeps 110026, 110043 and 110073 as three different tags", () => {
    const tags = [110026, 110043, 110073].map((code) => Catalogue.fromCode("rest", inputFor(code))._tag)
    expect(tags).toEqual(["CrossIsolatedModeNotModified", "LeverageNotModified", "SetMarginModeFailed"])
    expect(new Set(tags).size).toBe(3)
  })
})

describe("one class per tag", () => {
  it("the catalogue's class of a tag is the class ExchangeError exports, whoever asks first", () => {
    const exported = ExchangeError.OrderNotFound
    expect(catalogued("OrderNotFound")).toBe(exported)
    expect(Catalogue.lookup("rest", 110001)).toBe(exported)
    expect(exported.name).toBe("OrderNotFound")
    // a tag no module defines gets its class on first call, the same one on the next
    const fresh = catalogued("NoModuleDefinesThis")
    expect(catalogued("NoModuleDefinesThis")).toBe(fresh)
    expect(new fresh({ code: 1, message: "m", endpoint: "/x" })).toBeInstanceOf(fresh)
  })

  it("a signed code is declared on private endpoints only, a common one everywhere, by its class or its tag", () => {
    const commonTags = new Set<string>(Classify.common.map((cls) => cls._tag))
    for (const cls of Classify.signed) {
      expect(Classify.isDeclared(cls, [], true), cls._tag).toBe(true)
      expect(Classify.isDeclared(cls, [], false), cls._tag).toBe(commonTags.has(cls._tag))
    }
    for (const cls of Classify.common) expect(Classify.isDeclared(cls, [], false), cls._tag).toBe(true)
    expect(Classify.isDeclared(ExchangeError.OrderNotFound, [], true)).toBe(false)
    expect(Classify.isDeclared(ExchangeError.OrderNotFound, [ExchangeError.OrderNotFound], false)).toBe(true)
  })
})
