import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import { ApiError } from "../../src/Errors/exchange/Common.js"
import * as Executor from "../../src/Http/Executor.js"
import * as Pipeline from "../../src/Http/Pipeline.js"
import * as Budget from "../../src/Http/stages/budget.js"
import * as CheckRules from "../../src/Http/stages/checkRules.js"
import * as Classify from "../../src/Http/stages/classify.js"
import * as Confirm from "../../src/Http/stages/confirm.js"
import * as Decode from "../../src/Http/stages/decode.js"
import * as Prepare from "../../src/Http/stages/prepare.js"
import * as Retry from "../../src/Http/stages/retry.js"
import * as RetryReads from "../../src/Http/stages/retryReads.js"
import * as Send from "../../src/Http/stages/send.js"
import * as Sign from "../../src/Http/stages/sign.js"
import * as Market from "../../src/Http/v5/market/Activity.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import { importsOf, relative, sources } from "../support/ImportGraph.js"

// What docs/ARCHITECTURE.md ("A signed order's way") says of the REST pipeline: every stage has one type, a wrapper
// of the handler of the stages after it; the executor folds one ordered list of them; no stage imports another stage
// or the composition.

const src = path.resolve(import.meta.dirname, "../../src")
const stagesDir = path.join(src, "Http/stages")

// Every stage module, by file, with the value of the Stage type it exports (or the function that makes one): the
// table is type-checked, and the test below fails when a file of src/Http/stages is missing from it.
type Made = Pipeline.Stage | ((options: never, more: never) => Pipeline.Stage)
const stageModules = {
  "confirm.ts": Confirm.make,
  "retry.ts": Retry.make,
  "retryReads.ts": RetryReads.make,
  "prepare.ts": Prepare.make,
  "checkRules.ts": CheckRules.stage,
  "budget.ts": Budget.make,
  "sign.ts": Sign.make,
  "send.ts": Send.make,
  "decode.ts": Decode.make,
  "classify.ts": Classify.stage
} satisfies Record<string, Made>

describe("the stages' one type", () => {
  it("every module of src/Http/stages exports a Stage, or what makes one, and is in the table", () => {
    const files = sources(stagesDir).map((f) => path.basename(f))
    expect(files.sort()).toEqual(Object.keys(stageModules).sort())
    // the stages built without their options are not run; `budget`'s unlimited one is a Stage as it is
    const unlimited: Pipeline.Stage = Budget.unlimited
    expect(typeof unlimited).toBe("function")
  })

  it("no stage imports another stage, nor the composition (the executor, the private stages' list)", () => {
    const stageFiles = new Set(sources(stagesDir))
    const composition = new Set(
      ["Http/Executor.ts", "Http/BybitHttp.ts", "Http/internal/privateStages.ts", "BybitPublic.ts", "Bybit.ts"].map(
        (f) => path.join(src, f)
      )
    )
    const offending = [...stageFiles].flatMap((file) =>
      importsOf(file, src)
        .filter((target) => (stageFiles.has(target) && target !== file) || composition.has(target))
        .map((target) => `${relative(src, file)} -> ${relative(src, target)}`)
    )
    expect(offending).toEqual([])
  })

  it("only the composition imports the stages (the WebSocket trade API borrows the classify stage's catalogue)", () => {
    const stageFiles = new Set(sources(stagesDir))
    const importers = sources(src)
      .filter((file) => !stageFiles.has(file) && importsOf(file, src).some((target) => stageFiles.has(target)))
      .map((file) => relative(src, file))
      .sort()
    expect(importers).toEqual(["Http/Executor.ts", "Http/internal/privateStages.ts", "Socket/internal/tradeOps.ts"])
  })
})

// Stub stages that record where a call went, in the list's order, folded as the executor folds its list.
const envelope = (retCode: number) =>
  JSON.stringify({ retCode, retMsg: retCode === 0 ? "OK" : "no", result: { list: [] }, retExtInfo: {}, time: 1 })

const stubs = (entered: Array<string>, retCode = 0): Record<Pipeline.StageName, Pipeline.Stage> => {
  const passing =
    (name: string): Pipeline.Stage =>
    (next) =>
    (call) =>
      Effect.suspend(() => {
        entered.push(name)
        return next(call)
      })
  return {
    confirm: passing("confirm"),
    retry: passing("retry"),
    prepare: (next) => (call) =>
      Effect.suspend(() => {
        entered.push("prepare")
        call.wire = { ...(call.params as object) }
        if (call.endpoint.auth === "private") {
          call.credentials = Option.some({ apiKey: "key", apiSecret: "secret" } as never)
        }
        return next(call)
      }),
    checkRules: passing("checkRules"),
    budget: passing("budget"),
    sign: (next) => (call) =>
      Effect.suspend(() => {
        entered.push("sign")
        call.request = { query: "", body: "{}", contentType: "application/json", headers: { "X-BAPI-SIGN": "s" } }
        return next(call)
      }),
    send: (next) => (call) =>
      Effect.suspend(() => {
        entered.push(call.request === undefined ? "send" : "send signed")
        call.reply = { status: 200, headers: {}, text: envelope(retCode) }
        return next(call)
      }),
    decode: (next) => (call) =>
      Effect.suspend(() => {
        entered.push("decode")
        const body = JSON.parse(call.reply?.text ?? "") as { retCode: number; retMsg: string; result: unknown }
        if (body.retCode !== 0) {
          call.refusal = { code: body.retCode, message: body.retMsg, endpoint: "/x" }
          return next(call)
        }
        return Effect.succeed({
          result: body.result,
          time: Option.none(),
          extInfo: {},
          rateLimit: Option.none(),
          requestId: Option.none(),
          headers: {}
        })
      }),
    classify: () => (call) =>
      Effect.suspend(() => {
        entered.push("classify")
        return Effect.fail(new ApiError(call.refusal ?? { code: 0, message: "", endpoint: "/x" }))
      })
  }
}

const order = { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.001" } as const

const run = (handler: Pipeline.Handler, endpoint: Pipeline.Call["endpoint"], params: unknown) =>
  handler(new Pipeline.Call(endpoint, params, {}, undefined))

describe("Executor.fold", () => {
  it("names the stages in the order a call meets them", () => {
    expect(Pipeline.stageNames).toEqual([
      "confirm",
      "retry",
      "prepare",
      "checkRules",
      "budget",
      "sign",
      "send",
      "decode",
      "classify"
    ])
  })

  it.effect("a signed order enters each stage of the full list once, in the list's order", () =>
    Effect.gen(function* () {
      const entered: Array<string> = []
      const stages = stubs(entered)
      yield* run(Executor.fold(Pipeline.stageNames.map((name) => stages[name])), Trade.create, order)
      expect(entered).toEqual(["confirm", "retry", "prepare", "checkRules", "budget", "sign", "send signed", "decode"])
    })
  )

  it.effect("a refusal goes from decode to classify, and fails with the classified error", () =>
    Effect.gen(function* () {
      const entered: Array<string> = []
      const stages = stubs(entered, 10001)
      const handler = Executor.fold(Pipeline.stageNames.map((name) => stages[name]))
      const error = yield* Effect.flip(run(handler, Trade.create, order))
      expect(error._tag).toBe("ApiError")
      expect(entered.slice(-2)).toEqual(["decode", "classify"])
    })
  )

  it.effect("a shorter list skips the stages it leaves out", () =>
    Effect.gen(function* () {
      const entered: Array<string> = []
      const stages = stubs(entered)
      const publicOnly = new Set<Pipeline.StageName>(["confirm", "checkRules", "budget", "sign"])
      const handler = Executor.fold(
        Pipeline.stageNames.map((name) => (publicOnly.has(name) ? undefined : stages[name]))
      )
      yield* run(handler, Market.tickers, { category: "linear" })
      expect(entered).toEqual(["retry", "prepare", "send", "decode"])
    })
  )

  it.effect("a list that ends without an answer is a defect", () =>
    Effect.gen(function* () {
      const exit = yield* Effect.exit(run(Executor.fold([]), Market.tickers, {}))
      expect(Exit.hasDies(exit)).toBe(true)
    })
  )
})
