import { describe, expect, it } from "@effect/vitest"
import {
  Accounts,
  masterPermissions,
  noPermissions,
  parsePermissions,
  SCALE,
  startingBalances
} from "../../src/Emulator/books/Accounts.js"

const units = (whole: bigint) => whole * 10n ** BigInt(SCALE)

describe("Accounts", () => {
  it("seeds the master account, its keys and balances from the seed alone", () => {
    const a = new Accounts(7, "PEM")
    const b = new Accounts(7, "PEM")
    const c = new Accounts(8, "PEM")
    expect(a.seeded).toEqual(b.seeded)
    expect(a.seeded.uid).not.toBe(c.seeded.uid)
    expect(a.seeded.apiKey).not.toBe(c.seeded.apiKey)
    expect(a.seeded.apiKey).toMatch(/^[A-Za-z0-9]{18}$/)
    expect(a.seeded.apiSecret).toMatch(/^[A-Za-z0-9]{36}$/)
    const hmac = a.key(a.seeded.apiKey)
    const rsa = a.key(a.seeded.rsaApiKey)
    expect(hmac?.kind).toBe("hmac")
    expect(hmac?.secret).toBe(a.seeded.apiSecret)
    expect(rsa?.kind).toBe("rsa")
    expect(rsa?.publicKeyPem).toBe("PEM")
    expect(rsa?.secret).toBe("")
    expect(hmac?.permissions).toEqual(masterPermissions)
    expect(a.balance(a.seeded.uid, "UNIFIED", "USDT")).toBe(units(BigInt(startingBalances.UNIFIED.USDT ?? "0")))
    expect(a.balance(a.seeded.uid, "FUND", "USDT")).toBe(units(BigInt(startingBalances.FUND.USDT ?? "0")))
    expect(a.balance(a.seeded.uid, "FUND", "BTC")).toBe(0n)
  })

  it("parses permissions strictly", () => {
    const ok = parsePermissions({ ContractTrade: ["Order"], Wallet: ["AccountTransfer", "AccountTransfer"] })
    expect(ok).toEqual({ ...noPermissions, ContractTrade: ["Order"], Wallet: ["AccountTransfer"] })
    expect(parsePermissions({ Trade: ["Order"] })).toEqual({ invalid: "Trade" })
    expect(parsePermissions({ Spot: ["Order"] })).toEqual({ invalid: "Spot.Order" })
    expect(parsePermissions(["Spot"])).toEqual({ invalid: "permissions" })
  })

  it("creates sub-members and keys, and deletes a member with its keys", () => {
    const a = new Accounts(1, "PEM")
    const sub = a.createSubMember(a.seeded.uid, "trader01", 1, "bot", 5)
    expect(sub.parentUid).toBe(a.seeded.uid)
    expect(a.subMembers(a.seeded.uid)).toEqual([sub])
    expect(a.usernameTaken("trader01")).toBe(true)
    const key = a.addKey(sub.uid, {
      kind: "hmac",
      publicKeyPem: "",
      readOnly: 1,
      ips: ["10.0.0.1"],
      permissions: noPermissions,
      note: "",
      now: 5
    })
    expect(a.keysOf(sub.uid).map((k) => k.apiKey)).toEqual([key.apiKey])
    a.deleteMember(sub.uid)
    expect(a.member(sub.uid)).toBeUndefined()
    expect(a.key(key.apiKey)).toBeUndefined()
  })

  it("moves balances on transfer and remembers transfer ids", () => {
    const a = new Accounts(1, "PEM")
    const uid = a.seeded.uid
    a.transfer({
      transferId: "t-1",
      coin: "USDT",
      amount: units(250n),
      fromMemberId: uid,
      toMemberId: uid,
      fromAccountType: "FUND",
      toAccountType: "UNIFIED",
      timestamp: 1,
      status: "SUCCESS",
      universal: false,
      requester: uid
    })
    expect(a.balance(uid, "FUND", "USDT")).toBe(units(9750n))
    expect(a.balance(uid, "UNIFIED", "USDT")).toBe(units(100250n))
    expect(a.transferIdUsed("t-1")).toBe(true)
    expect(a.transferIdUsed("t-2")).toBe(false)
    expect(a.transferList(false, uid).map((t) => t.transferId)).toEqual(["t-1"])
    expect(a.transferList(true, uid)).toEqual([])
  })
})
