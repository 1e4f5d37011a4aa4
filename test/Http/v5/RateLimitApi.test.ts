import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as Endpoint from "../../../src/Http/Endpoint.js"
import * as RateLimitApi from "../../../src/Http/v5/RateLimitApi.js"
import { decodeExample } from "./docsExample.js"

const examples: ReadonlyArray<readonly [Endpoint.Any, (result: never) => void]> = [
  [
    RateLimitApi.setLimit,
    (r: Schema.Schema.Type<typeof RateLimitApi.setLimit.response>) => {
      expect(r.result[0]!.success).toBe(true)
      expect(r.result[0]!.rate).toBe(600)
      expect(r.result[0]!.msg).toBe("API limit updated successfully")
    }
  ],
  [
    RateLimitApi.queryLimit,
    (r: Schema.Schema.Type<typeof RateLimitApi.queryLimit.response>) => {
      expect(r.list.map((l) => [l.bizType, l.rate])).toEqual([
        ["SPOT", 600],
        ["DERIVATIVES", 400]
      ])
    }
  ],
  [
    RateLimitApi.queryCap,
    (r: Schema.Schema.Type<typeof RateLimitApi.queryCap.response>) => {
      // The example sends the numbers as strings; they decode to numbers.
      expect(r.list[2]!.insCap).toBe(40000)
      expect(r.list[2]!.totalRate).toBe(39932)
      expect(r.list[0]!.uidCap).toBe(600)
    }
  ],
  [
    RateLimitApi.queryAll,
    (r: Schema.Schema.Type<typeof RateLimitApi.queryAll.response>) => {
      expect(r.list).toHaveLength(3)
      expect(r.list[1]!.uids).toBe("104074050,104394193,104126066")
      expect(r.nextPageCursor).toBe("")
    }
  ]
]

describe("V5 API rate-limit endpoints", () => {
  for (const [endpoint, check] of examples) {
    it.effect(`${endpoint.name} decodes the docs example`, () =>
      Effect.map(decodeExample(endpoint, "ratelimitapi"), (result) => check(result as never))
    )
  }

  it("every endpoint is in the table", () => {
    const covered = new Set(examples.map(([endpoint]) => endpoint.name))
    for (const endpoint of RateLimitApi.endpoints) expect(covered.has(endpoint.name), endpoint.name).toBe(true)
  })

  it("validates set requests", () => {
    const decode = Schema.decodeUnknownResult(RateLimitApi.setLimit.request)
    expect(Result.isSuccess(decode({ list: [{ uids: "106293838", bizType: "DERIVATIVES", rate: 50 }] }))).toBe(true)
    expect(Result.isFailure(decode({ list: [] }))).toBe(true)
    expect(Result.isFailure(decode({ list: [{ uids: "1", bizType: "FUTURES", rate: 50 }] }))).toBe(true)
    expect(Result.isFailure(decode({ list: [{ uids: "1", bizType: "SPOT", rate: 1.5 }] }))).toBe(true)
  })
})
