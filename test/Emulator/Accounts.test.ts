import { describe, expect, it } from "@effect/vitest"
import { defaultInput } from "../../src/Emulator/AccountsDescription.js"
import {
  Accounts,
  masterPermissions,
  noPermissions,
  parsePermissions,
  SCALE
} from "../../src/Emulator/books/Accounts.js"
import { Exchange } from "../../src/Emulator/Exchange.js"

const units = (whole: bigint) => whole * 10n ** BigInt(SCALE)
const rsa = { publicKeyPem: "PEM", privateKeyPem: "PRIVATE" }
const starting = defaultInput.users[0].balances ?? {}

/** Accounts with one master account (what an exchange's description opens first). */
const withMaster = (seed: number) => {
  const a = new Accounts(seed)
  const master = a.createMaster(undefined, 0, a.seededUid)
  a.setWallet(master.uid, "UNIFIED", "USDT", units(100000n))
  a.setWallet(master.uid, "FUND", "USDT", units(10000n))
  return { a, uid: master.uid }
}

describe("Accounts", () => {
  it("seeds the master account, its keys and balances from the seed alone", () => {
    const a = new Exchange({ seed: 7, rsa })
    const b = new Exchange({ seed: 7, rsa })
    const c = new Exchange({ seed: 8, rsa })
    expect(a.demo).toEqual(b.demo)
    expect(a.demo.uid).not.toBe(c.demo.uid)
    expect(a.demo.apiKey).not.toBe(c.demo.apiKey)
    expect(a.demo.apiKey).toMatch(/^[A-Za-z0-9]{18}$/)
    expect(a.demo.apiSecret).toMatch(/^[A-Za-z0-9]{36}$/)
    const hmac = a.apiKey(a.demo.apiKey)
    const rsaKey = a.apiKey(a.demo.rsa.apiKey)
    expect(hmac?.kind).toBe("hmac")
    expect(hmac?.secret).toBe(a.demo.apiSecret)
    expect(rsaKey?.kind).toBe("rsa")
    expect(rsaKey?.publicKeyPem).toBe("PEM")
    expect(rsaKey?.secret).toBe("")
    expect(hmac?.permissions).toEqual(masterPermissions)
    const balance = (type: "UNIFIED" | "FUND", coin: string) =>
      a.balances(a.demo.uid, type).find((b) => b.coin === coin)?.walletBalance ?? "0"
    expect(balance("UNIFIED", "USDT")).toBe(starting.UNIFIED?.USDT)
    expect(balance("FUND", "USDT")).toBe(starting.FUND?.USDT)
    expect(balance("FUND", "BTC")).toBe("0")
  })

  it("parses permissions strictly", () => {
    const ok = parsePermissions({ ContractTrade: ["Order"], Wallet: ["AccountTransfer", "AccountTransfer"] })
    expect(ok).toEqual({ ...noPermissions, ContractTrade: ["Order"], Wallet: ["AccountTransfer"] })
    expect(parsePermissions({ Trade: ["Order"] })).toEqual({ invalid: "Trade" })
    expect(parsePermissions({ Spot: ["Order"] })).toEqual({ invalid: "Spot.Order" })
    expect(parsePermissions(["Spot"])).toEqual({ invalid: "permissions" })
  })

  it("creates sub-members and keys, and deletes a member with its keys", () => {
    const { a, uid } = withMaster(1)
    const sub = a.createSubMember(uid, "trader01", 1, "bot", 5)
    expect(sub.parentUid).toBe(uid)
    expect(a.subMembers(uid)).toEqual([sub])
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
    const { a, uid } = withMaster(1)
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
