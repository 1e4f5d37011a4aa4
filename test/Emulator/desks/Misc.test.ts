import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Account from "../../../src/Http/v5/Account.js"
import * as Demo from "../../../src/Http/v5/Demo.js"
import * as Misc from "../../../src/Http/v5/Misc.js"
import * as User from "../../../src/Http/v5/User.js"
import { Accounts, coverage, layer as deskLayer, NOW, tagOf } from "../../support/DeskHarness.js"

// System status and announcements, the institution's IP whitelist and its change log, and demo trading, on the
// emulator through the library; the whitelist and the demo accounts checked per institution and per caller.

const maintenance = {
  id: "m-1",
  title: "Spot matching engine upgrade",
  state: "scheduled",
  begin: String(NOW + 3_600_000),
  end: String(NOW + 7_200_000),
  href: "",
  serviceTypes: [1, 2],
  product: [2],
  uidSuffix: [],
  maintainType: 1,
  env: 1
}

const balance = (coin: string) =>
  Effect.map(Account.getWalletBalance({ accountType: "UNIFIED", coin }), (w) =>
    Fixed.parseRounded(w.list[0]?.coin.find((c) => c.coin === coin)?.walletBalance ?? "0", 8, "down")
  )

layer(deskLayer({ seed: 47 }), { timeout: "60 seconds" })("system, institution and demo desks", (it) => {
  describe("system status and announcements", () => {
    it.effect("the status list is the misc stream's, filtered by id and state", () =>
      Effect.gen(function* () {
        const { emulator } = yield* Accounts
        expect((yield* Misc.getSystemStatus({})).list).toEqual([])
        emulator.admin.apply({ op: "system-status", status: [maintenance] })
        const all = yield* Misc.getSystemStatus({})
        expect(all.list.map((m) => [m.id, m.state, m.begin, m.product])).toEqual([
          ["m-1", "scheduled", maintenance.begin, [2]]
        ])
        expect((yield* Misc.getSystemStatus({ state: "ongoing" })).list).toEqual([])
        expect((yield* Misc.getSystemStatus({ id: "m-1" })).list.length).toBe(1)
        expect(emulator.admin.faults.systemStatus).toEqual([maintenance])
      })
    )

    it.effect("announcements list the emulator's listings and maintenance, filtered and paged", () =>
      Effect.gen(function* () {
        const first = yield* Misc.getAnnouncements({ locale: "en-US", limit: 5 })
        expect(first.list.length).toBe(5)
        expect(first.total).toBeGreaterThan(5)
        // newest first
        const times = first.list.map((a) => a.dateTimestamp)
        expect([...times].sort((a, b) => b - a)).toEqual(times)
        const second = yield* Misc.getAnnouncements({ locale: "en-US", limit: 5, page: 2 })
        expect(second.list[0]?.title).not.toBe(first.list[0]?.title)
        const upkeep = yield* Misc.getAnnouncements({ locale: "de-DE", type: "maintenance_updates" })
        expect(upkeep.list.map((a) => [a.title, a.type.key])).toEqual([
          ["Spot matching engine upgrade", "maintenance_updates"]
        ])
        const spot = yield* Misc.getAnnouncements({ locale: "en-US", type: "new_crypto", tag: "Spot", limit: 100 })
        expect(spot.list.length).toBeGreaterThan(0)
        expect(spot.list.every((a) => a.tags.includes("Spot") && a.type.key === "new_crypto")).toBe(true)
        expect(spot.total).toBe(spot.list.length)
      })
    )
  })

  describe("institution whitelist", () => {
    it.effect("follows the IPs bound to the institution's keys, and logs every change at its time", () =>
      Effect.gen(function* () {
        const { emulator, masterUid, subUid } = yield* Accounts
        expect(yield* Misc.getInstitutionWhitelistIp({})).toEqual([])
        emulator.admin.rateLimits.setInstitution(masterUid, "PRO2")
        const key = yield* User.createSubUIDAPIKey({
          subuid: Number(subUid),
          readOnly: 0,
          ips: "10.1.0.1,10.1.0.2",
          permissions: { Spot: ["SpotTrade"] }
        })
        const listed = yield* Misc.getInstitutionWhitelistIp({})
        expect(listed.map((e) => [e.endpointDomain.includes("-gw."), e.ipList])).toEqual([
          // the harness's far key (bound to 10.9.9.9) is one of the institution's keys too
          [true, ["10.1.0.1", "10.1.0.2", "10.9.9.9"]],
          [false, ["10.1.0.1", "10.1.0.2", "10.9.9.9"]]
        ])
        yield* TestClock.adjust("10 seconds")
        yield* User.updateSubApiKey({ apikey: key.apiKey, ips: "10.1.0.2,10.1.0.3" })
        const log = (yield* Misc.getInstitutionIpChangeLog({})).list
        expect(log.map((c) => [c.operationType, c.ipAddress, c.domainType])).toEqual([
          ["REMOVE", "10.1.0.1", "WS"],
          ["REMOVE", "10.1.0.1", "GW"],
          ["ADD", "10.1.0.3", "WS"],
          ["ADD", "10.1.0.3", "GW"],
          ["ADD", "10.1.0.2", "WS"],
          ["ADD", "10.1.0.2", "GW"],
          ["ADD", "10.1.0.1", "WS"],
          ["ADD", "10.1.0.1", "GW"],
          // the far key's IP, bound before the master became an institution, enabled then
          ["ENABLE", "10.9.9.9", "WS"],
          ["ENABLE", "10.9.9.9", "GW"]
        ])
        expect(log[0]?.createdAt).toBe(new Date(NOW + 10_000).toISOString().replace(".000Z", "Z"))
        // paged by cursor, and filtered by time
        const page1 = yield* Misc.getInstitutionIpChangeLog({ limit: 3 })
        const page2 = yield* Misc.getInstitutionIpChangeLog({ limit: 3, cursor: page1.nextPageCursor })
        expect([...page1.list, ...page2.list]).toEqual(log.slice(0, 6))
        const early = yield* Misc.getInstitutionIpChangeLog({ endTime: String(NOW + 5_000) })
        expect(early.list.map((c) => c.operationType)).toEqual(["ADD", "ADD", "ADD", "ADD", "ENABLE", "ENABLE"])
        // ceasing to be an institution disables what was listed
        yield* TestClock.adjust("10 seconds")
        emulator.admin.rateLimits.setInstitution(masterUid, undefined)
        expect(yield* Misc.getInstitutionWhitelistIp({})).toEqual([])
        const after = (yield* Misc.getInstitutionIpChangeLog({ startTime: String(NOW + 15_000) })).list
        expect(after.map((c) => [c.operationType, c.ipAddress, c.domainType])).toEqual([
          ["DISABLE", "10.9.9.9", "WS"],
          ["DISABLE", "10.9.9.9", "GW"],
          ["DISABLE", "10.1.0.3", "WS"],
          ["DISABLE", "10.1.0.3", "GW"],
          ["DISABLE", "10.1.0.2", "WS"],
          ["DISABLE", "10.1.0.2", "GW"]
        ])
        expect(yield* tagOf(Misc.getInstitutionIpChangeLog({ cursor: "bm9wZQ" }))).toBe("ParamsError")
      })
    )

    it.effect("a sub-account key is refused (main account only)", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        expect(yield* tagOf(asSub(Misc.getInstitutionWhitelistIp({})))).toBe("PermissionDenied")
        expect(yield* tagOf(asSub(Misc.getInstitutionIpChangeLog({})))).toBe("PermissionDenied")
      })
    )
  })

  describe("demo trading", () => {
    it.effect("creates one demo account per caller; a repeat answers the same UID", () =>
      Effect.gen(function* () {
        const { asSub, asBare, masterUid, subUid } = yield* Accounts
        const mine = yield* Demo.createDemoAccount({})
        expect((yield* Demo.createDemoAccount({})).subMemberId).toBe(mine.subMemberId)
        const subs = yield* asSub(Demo.createDemoAccount({}))
        expect(subs.subMemberId).not.toBe(mine.subMemberId)
        const listed = yield* User.getSubUIDList({})
        expect(listed.subMembers.map((m) => m.uid)).toContain(mine.subMemberId)
        expect(listed.subMembers.map((m) => m.uid)).not.toContain(subs.subMemberId)
        expect([masterUid, subUid]).not.toContain(mine.subMemberId)
        expect(yield* tagOf(asBare(Demo.createDemoAccount({})))).toBe("PermissionDenied")
      })
    )

    it.effect("applies demo funds up to the per-request maximum, and takes them back", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        const usdt = yield* balance("USDT")
        const eth = yield* balance("ETH")
        yield* Demo.requestDemoTradingFunds({
          adjustType: 0,
          utaDemoApplyMoney: [
            { coin: "USDT", amountStr: "109" },
            { coin: "ETH", amountStr: "1" }
          ]
        })
        expect(yield* balance("USDT")).toBe((usdt ?? 0n) + 10_900_000_000n)
        expect(yield* balance("ETH")).toBe((eth ?? 0n) + 100_000_000n)
        yield* TestClock.adjust("61 seconds")
        yield* Demo.requestDemoTradingFunds({ adjustType: 1, utaDemoApplyMoney: [{ coin: "ETH", amountStr: "1" }] })
        expect(yield* balance("ETH")).toBe(eth)
        yield* TestClock.adjust("61 seconds")
        const over = Demo.requestDemoTradingFunds({ utaDemoApplyMoney: [{ coin: "BTC", amountStr: "15.1" }] })
        expect(yield* tagOf(over)).toBe("ParamsError")
        // the sub-account's wallet is its own
        const subBefore = yield* asSub(balance("USDC"))
        yield* TestClock.adjust("61 seconds")
        yield* asSub(Demo.requestDemoTradingFunds({ utaDemoApplyMoney: [{ coin: "USDC", amountStr: "500" }] }))
        expect(yield* asSub(balance("USDC"))).toBe((subBefore ?? 0n) + 50_000_000_000n)
      })
    )

    it.effect("every route answered, every documented refusal seen, no contract violation", () =>
      Effect.gen(function* () {
        yield* coverage("system")
        yield* coverage("institution")
        yield* coverage("demo trading")
      })
    )
  })
})
