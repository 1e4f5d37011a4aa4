import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as Endpoint from "../../../src/Http/Endpoint.js"
import * as Misc from "../../../src/Http/v5/Misc.js"
import { decodeExample } from "./docsExample.js"

const examples: ReadonlyArray<readonly [Endpoint.Any, (result: never) => void]> = [
  [
    Misc.announcements,
    (r: Schema.Schema.Type<typeof Misc.announcements.response>) => {
      expect(r.total).toBe(735)
      expect(r.list[0]!.type.key).toBe("new_crypto")
      expect(r.list[0]!.tags).toEqual(["Spot", "Spot Listings"])
      expect(r.list[0]!.startDateTimestamp).toBe(1679045608000)
    }
  ],
  [
    Misc.systemStatus,
    (r: Schema.Schema.Type<typeof Misc.systemStatus.response>) => {
      expect(r.list).toHaveLength(6)
      expect(r.list[0]!.serviceTypes).toEqual([2, 3, 4, 5])
      expect(r.list[0]!.begin).toBe("1751596902000")
      expect(r.list[5]!.env).toBe(2)
      expect(r.list[1]!.maintainType).toBe(3)
    }
  ],
  [
    Misc.insIpChangelog,
    (r: Schema.Schema.Type<typeof Misc.insIpChangelog.response>) => {
      expect(r.list.map((c) => c.ipAddress)).toEqual(["193.118.167.247", "18.99.43.128/25"])
      expect(r.list[0]!.domainType).toBe("WS")
      expect(r.nextPageCursor).toMatch(/^eyJ/)
    }
  ],
  [
    Misc.insWhitelistIp,
    (r: Schema.Schema.Type<typeof Misc.insWhitelistIp.response>) => {
      expect(r.map((e) => e.endpointDomain)).toEqual(["cabxxx0bnh.bybit-aws.com", "vgjzztjbx91ajfj.bybit.com"])
      expect(r[1]!.ipList).toHaveLength(3)
    }
  ]
]

describe("V5 misc endpoints", () => {
  for (const [endpoint, check] of examples) {
    it.effect(`${endpoint.name} decodes the docs example`, () =>
      Effect.map(decodeExample(endpoint, "misc"), (result) => check(result as never))
    )
  }

  it("every endpoint is in the table", () => {
    const covered = new Set(examples.map(([endpoint]) => endpoint.name))
    for (const endpoint of Misc.endpoints) expect(covered.has(endpoint.name), endpoint.name).toBe(true)
  })

  it("serves announcements and status publicly; the institution endpoints need a master key", () => {
    expect([Misc.announcements.auth, Misc.systemStatus.auth]).toEqual(["public", "public"])
    for (const endpoint of [Misc.insIpChangelog, Misc.insWhitelistIp]) {
      expect(endpoint.auth).toBe("private")
      expect(endpoint.masterOnly).toBe(true)
    }
  })

  it("requires a known locale and validates the state filter", () => {
    const announcements = Schema.decodeUnknownResult(Misc.announcements.request)
    expect(Result.isSuccess(announcements({ locale: "en-US", limit: 1 }))).toBe(true)
    expect(Result.isFailure(announcements({ limit: 1 }))).toBe(true)
    expect(Result.isFailure(announcements({ locale: "en" }))).toBe(true)
    const status = Schema.decodeUnknownResult(Misc.systemStatus.request)
    expect(Result.isSuccess(status({ state: "ongoing" }))).toBe(true)
    expect(Result.isFailure(status({ state: "done" }))).toBe(true)
  })
})
