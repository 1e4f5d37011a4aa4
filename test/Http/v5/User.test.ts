import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Endpoint from "../../../src/Http/Endpoint.js"
import * as User from "../../../src/Http/v5/User.js"
import { decodeExample } from "./docsExample.js"

type R<Ep extends Endpoint.Any> = Schema.Schema.Type<Ep["response"]>

const examples: ReadonlyArray<readonly [Endpoint.Any, (result: never) => void]> = [
  [
    User.createSubMemberEndpoint,
    (r: R<typeof User.createSubMemberEndpoint>) => {
      expect(r.uid).toBe("53888000")
      expect([r.memberType, r.status]).toEqual([1, 1])
    }
  ],
  [
    User.createSubApi,
    (r: R<typeof User.createSubApi>) => {
      // The one-time secret stays redacted until read explicitly.
      expect(String(r.secret)).not.toContain("xxxxxxxx")
      expect(Redacted.value(r.secret)).toBe("xxxxxxxx")
      expect(r.permissions.Wallet).toEqual(["AccountTransfer"])
      expect(r.ips).toBeUndefined()
    }
  ],
  [
    User.querySubMembers,
    (r: R<typeof User.querySubMembers>) => {
      expect(r.subMembers.map((m) => m.memberType)).toEqual([1, 6])
      expect(r.subMembers[0]!.accountMode).toBe(3)
    }
  ],
  [
    User.subMembers,
    (r: R<typeof User.subMembers>) => {
      expect(r.nextCursor).toBe("126671")
      expect(r.subMembers[0]!.username).toBe("BybitmcYERjAPmMU")
    }
  ],
  [
    User.escrowSubMembers,
    (r: R<typeof User.escrowSubMembers>) => expect(r.subMembers.map((m) => m.memberType)).toEqual([12, 12])
  ],
  [User.frozenSubMember, (r: R<typeof User.frozenSubMember>) => expect(r).toEqual({})],
  [User.deleteSubMemberEndpoint, (r: R<typeof User.deleteSubMemberEndpoint>) => expect(r).toEqual({})],
  [
    User.queryApi,
    (r: R<typeof User.queryApi>) => {
      expect(r.isMaster).toBe(true)
      expect(r.userID).toBe(24617703)
      expect(r.permissions.ContractTrade).toEqual(["Order", "Position"])
      expect(r.kycLevel).toBe("LEVEL_DEFAULT")
      expect(r.expiredAt).toBe("2023-12-22T07:20:25Z")
    }
  ],
  [
    User.getMemberType,
    (r: R<typeof User.getMemberType>) =>
      expect(r.accounts[0]!.accountType).toEqual(["SPOT", "UNIFIED", "FUND", "CONTRACT"])
  ],
  [
    User.subApiKeys,
    (r: R<typeof User.subApiKeys>) => {
      expect(r.result[0]!.status).toBe(3)
      expect(r.result[0]!.readOnly).toBe(false)
      expect(r.result[0]!.flag).toBe("hmac")
    }
  ],
  [
    User.updateApi,
    (r: R<typeof User.updateApi>) => {
      expect(r.permissions.NFT).toEqual(["NFTQueryProductList"])
      expect(r.ips).toEqual(["*"])
      expect(Redacted.value(r.secret)).toBe("")
    }
  ],
  [User.updateSubApi, (r: R<typeof User.updateSubApi>) => expect(r.permissions.Spot).toEqual(["SpotTrade"])],
  [User.deleteApi, (r: R<typeof User.deleteApi>) => expect(r).toEqual({})],
  [User.deleteSubApi, (r: R<typeof User.deleteSubApi>) => expect(r).toEqual({})],
  [User.agreement, (r: R<typeof User.agreement>) => expect(r).toEqual({})],
  [
    User.invitationReferrals,
    (r: R<typeof User.invitationReferrals>) => {
      expect(r.nextCursor).toBe("")
      expect(r.records.map((f) => [f.inviteeUid, f.status, f.createdAt])).toEqual([
        ["1447787", 0, "1681206247"],
        ["1447350", 0, "1681192249"]
      ])
    }
  ]
]

describe("V5 user endpoints", () => {
  for (const [endpoint, check] of examples) {
    it.effect(`${endpoint.name} decodes the docs example`, () =>
      Effect.map(decodeExample(endpoint, "user"), (result) => check(result as never))
    )
  }

  it("every endpoint is in the table", () => {
    const covered = new Set(examples.map(([endpoint]) => endpoint.name))
    for (const endpoint of User.endpoints) expect(covered.has(endpoint.name), endpoint.name).toBe(true)
  })

  it("validates sub account creation and key permissions", () => {
    const create = Schema.decodeUnknownResult(User.createSubMemberEndpoint.request)
    expect(Result.isSuccess(create({ username: "trader01", memberType: 1, switch: 1 }))).toBe(true)
    expect(Result.isFailure(create({ username: "onlyletters", memberType: 1 }))).toBe(true)
    expect(Result.isFailure(create({ username: "trader01", memberType: 2 }))).toBe(true)
    const key = Schema.decodeUnknownResult(User.createSubApi.request)
    const valid = { subuid: 53888000, readOnly: 0, permissions: { Wallet: ["AccountTransfer"], Spot: ["SpotTrade"] } }
    expect(Result.isSuccess(key(valid))).toBe(true)
    expect(Result.isFailure(key({ ...valid, permissions: { Spot: ["Spot"] } }))).toBe(true)
    expect(Result.isFailure(key({ ...valid, readOnly: true }))).toBe(true)
  })

  it("validates the agreement (a contract group is required) and referral filters", () => {
    const agree = Schema.decodeUnknownResult(User.agreement.request)
    expect(Result.isSuccess(agree({ agree: true, category: 2 }))).toBe(true)
    expect(Result.isSuccess(agree({ agree: true, categoryV2: 1 }))).toBe(true)
    expect(Result.isFailure(agree({ agree: true }))).toBe(true)
    expect(Result.isFailure(agree({ agree: true, category: 1 }))).toBe(true)
    expect(Result.isFailure(agree({ agree: "yes", category: 2 }))).toBe(true)
    const referrals = Schema.decodeUnknownResult(User.invitationReferrals.request)
    expect(Result.isSuccess(referrals({ status: "0", size: "5", cursor: "6867" }))).toBe(true)
    expect(Result.isFailure(referrals({ status: 0 }))).toBe(true)
    expect(User.invitationReferrals.pagination).toEqual({ cursor: "nextCursor", list: "records" })
    expect([User.agreement.masterOnly, User.agreement.idempotent]).toEqual([true, false])
  })

  it("states permissions, master-only keys and idempotency", () => {
    // the user pages: "one of the below permissions": Account Transfer, Subaccount Transfer, Withdrawal
    expect(Endpoint.permissionFor(User.createSubMemberEndpoint, {})).toEqual({
      anyOf: [
        { group: "Wallet", name: "AccountTransfer" },
        { group: "Wallet", name: "SubMemberTransfer" },
        { group: "Wallet", name: "Withdraw" }
      ]
    })
    for (const endpoint of [User.querySubMembers, User.subMembers, User.frozenSubMember, User.agreement])
      expect(endpoint.permission, endpoint.path).toBe(Endpoint.transferOrWithdraw)
    expect(User.queryApi.permission).toBeUndefined()
    expect([User.createSubApi.masterOnly, User.updateSubApi.masterOnly, User.queryApi.masterOnly]).toEqual([
      true,
      false,
      false
    ])
    expect([User.deleteApi.idempotent, User.querySubMembers.idempotent]).toEqual([false, true])
    expect(User.createSubMemberEndpoint.rateGroup).toBe("user/create-sub-member")
  })
})
