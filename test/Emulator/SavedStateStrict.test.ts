/**
 * A state file decoded as strictly as an accounts description (issue 69): hand-edited keys and balances refused naming
 * the entry, and the files interrupted saves leave removed at start while the previous file stays whole.
 * IN-PROCESS: emulators in this process, files in a temporary folder.
 */
import * as crypto from "node:crypto"
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Scope from "effect/Scope"
import * as TestClock from "effect/testing/TestClock"
import * as Emulator from "../../src/Emulator/Emulator.js"
import { Faults } from "../../src/Emulator/Faults.js"
import * as SavedState from "../../src/Emulator/SavedState.js"
import * as Saving from "../../src/Emulator/Saving.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const pair = crypto.generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" }
})
const rsa = { publicKeyPem: pair.publicKey, privateKeyPem: pair.privateKey }
const options: Emulator.Options = { port: 0, seed: 44, rsa, tickMs: 600_000 }

type Nodes = Array<{ o?: Record<string, unknown>; a?: Array<unknown> }>

// one hand edit of a saved state: the nodes of its snapshot and its wallets, changed in place
type Edit = (nodes: Nodes, wallets: Array<SavedState.Wallet>, apiKey: string, uid: string) => void

const keyNode = (nodes: Nodes, apiKey: string) => {
  const node = nodes.find((n) => n.o?.apiKey === apiKey && "readOnly" in (n.o ?? {}))
  if (node?.o === undefined) throw new Error(`no stored key ${apiKey}`)
  return node.o
}
const refOf = (v: unknown): number => (v as { r: number }).r
const setField =
  (field: string, value: unknown): Edit =>
  (nodes, _w, apiKey) => {
    keyNode(nodes, apiKey)[field] = value
  }
const setBalance =
  (accountType: "UNIFIED" | "FUND", balance: string): Edit =>
  (_n, wallets, _k, uid) => {
    const at = wallets.findIndex((w) => w.uid === uid && w.coin === "USDT" && w.accountType === accountType)
    const row = { uid, accountType, coin: "USDT", balance }
    if (at < 0) wallets.push(row)
    else wallets[at] = row
  }

// [what a person did to the file, the edit, the entry the refusal names]
const table: ReadonlyArray<readonly [string, Edit, (apiKey: string, uid: string) => string]> = [
  ['readOnly: "x"', setField("readOnly", "x"), (k, u) => `API key ${k} (uid ${u}).readOnly`],
  ["readOnly: true", setField("readOnly", true), (k, u) => `API key ${k} (uid ${u}).readOnly`],
  ["readOnly: 2", setField("readOnly", 2), (k, u) => `API key ${k} (uid ${u}).readOnly`],
  ['isMaster: "yes"', setField("isMaster", "yes"), (k, u) => `API key ${k} (uid ${u}).isMaster`],
  ['kind: "dsa"', setField("kind", "dsa"), (k, u) => `API key ${k} (uid ${u}).kind`],
  ['ips: "x" (not a list)', setField("ips", "x"), (k, u) => `API key ${k} (uid ${u}).ips`],
  [
    'an IP edited to "my-laptop"',
    (nodes, _w, apiKey) => {
      const list = nodes[refOf(keyNode(nodes, apiKey).ips)]
      if (list !== undefined) list.a = ["my-laptop"]
    },
    (k, u) => `API key ${k} (uid ${u}).ips[0]`
  ],
  [
    'a permission "Everything" added to Spot',
    (nodes, _w, apiKey) => {
      const groups = nodes[refOf(keyNode(nodes, apiKey).permissions)]?.o ?? {}
      const spot = nodes[refOf(groups.Spot)]
      if (spot !== undefined) spot.a = ["SpotTrade", "Everything"]
    },
    // the master permissions are a constant of the emulator: refused where the snapshot holds them
    () => "permissions.Spot"
  ],
  ["a unified balance of 1e20", setBalance("UNIFIED", "100000000000000000000"), () => "wallets"],
  ["a funding balance of -5", setBalance("FUND", "-5"), () => "wallets"]
]

describe("a hand-edited state file", () => {
  it.effect("is refused naming the entry, for every edit of the table; the file as saved loads", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const h = yield* Emulator.make(options)
      h.admin.setBalance("USDT", "1000")
      const saved = h.admin.save()
      // the control: the state as saved loads
      const control = yield* Emulator.make({ ...options, state: saved })
      expect(control.admin.balances().find((b) => b.coin === "USDT")?.walletBalance).toBe("1000")
      for (const [what, edit, entry] of table) {
        const nodes = JSON.parse(JSON.stringify(saved.exchange)) as Nodes
        const wallets = saved.wallets.map((w) => ({ ...w }))
        edit(nodes, wallets, h.apiKey, h.uid)
        const state = { ...saved, wallets, exchange: nodes } as unknown
        const error = yield* Effect.flip(Emulator.make({ ...options, state: state as SavedState.SavedState }))
        const cause = error.cause as SavedState.SavedStateError
        expect(cause, what).toBeInstanceOf(SavedState.SavedStateError)
        expect(cause.entry, what).toContain(entry(h.apiKey, h.uid))
        expect(cause.reason, what).toMatch(/^(corrupt|cannot restore): /)
      }
    })
  )

  it.effect("a wallet's refusal names the account, type and coin", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const h = yield* Emulator.make(options)
      const saved = h.admin.save()
      const wallets = [...saved.wallets, { uid: h.uid, accountType: "FUND" as const, coin: "USDT", balance: "-5" }]
      const refused = SavedState.check({ ...saved, wallets }, "state.json", NOW) as SavedState.SavedStateError
      expect(refused.entry).toBe(`wallets[${wallets.length - 1}].balance (${h.uid} FUND USDT)`)
      const big = [
        ...saved.wallets,
        { uid: h.uid, accountType: "UNIFIED" as const, coin: "BTC", balance: "1" + "0".repeat(20) }
      ]
      const huge = SavedState.check({ ...saved, wallets: big }, "state.json", NOW) as SavedState.SavedStateError
      expect(huge.entry).toBe(`wallets[${big.length - 1}].balance (${h.uid} UNIFIED BTC)`)
      expect(huge.reason).toContain("out of bounds")
    })
  )
})

describe("interrupted saves", () => {
  const readPartials = (dir: string) =>
    Effect.promise(() => fs.readdir(dir)).pipe(Effect.map((names) => names.filter((n) => n.endsWith(".partial"))))

  it.effect("their temporary files are removed at start; the previous file is loaded whole", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const dir = yield* Effect.promise(() => fs.mkdtemp(path.join(os.tmpdir(), "emulator-partial-")))
      const file = path.join(dir, "state.json")
      const h = yield* Emulator.make(options)
      h.admin.setBalance("USDT", "2468")
      yield* SavedState.write(file, h.admin.save())
      // a save killed with -9 mid-write (a process now gone), one of an earlier run under this process's id, and
      // another file's, which is not this state's
      const pidMax = Number((yield* Effect.promise(() => fs.readFile("/proc/sys/kernel/pid_max", "utf8"))).trim())
      const dead = path.join(dir, `.state.json.${pidMax + 1}.3.partial`)
      const mine = path.join(dir, `.state.json.${process.pid}.partial`)
      const other = path.join(dir, `.other.json.${pidMax + 1}.partial`)
      for (const f of [dead, mine, other]) yield* Effect.promise(() => fs.writeFile(f, '{"format":"effect-bybit/em'))
      const scope = yield* Scope.make()
      const state = yield* SavedState.read(file)
      const again = yield* Scope.provide(Emulator.make({ ...options, stateFile: file, state }), scope)
      expect(again.admin.balances().find((b) => b.coin === "USDT")?.walletBalance).toBe("2468")
      expect(yield* readPartials(dir)).toEqual([path.basename(other)])
      // stopped, it saves (a file of its own, renamed over): no temporary file of it is left
      yield* Scope.close(scope, Exit.void)
      expect(yield* readPartials(dir)).toEqual([path.basename(other)])
      yield* Effect.promise(() => fs.rm(dir, { recursive: true }))
    })
  )

  it.live(
    "a save given up after its last piece (a newer one was written) leaves the previous file and no temporary",
    () =>
      Effect.gen(function* () {
        const dir = yield* Effect.promise(() => fs.mkdtemp(path.join(os.tmpdir(), "emulator-partial-")))
        const file = path.join(dir, "state.json")
        const h = yield* Emulator.make({ ...options, seed: 45 })
        h.admin.setBalance("USDT", "1357")
        yield* SavedState.write(file, h.admin.save())
        const before = yield* Effect.promise(() => fs.readFile(file, "utf8"))
        h.admin.setBalance("USDT", "9999")
        const captured = Saving.capture(h.admin.exchange, new Faults(), 45, Date.now())
        const dropped = yield* Saving.writeOff(file, captured, () => false)
        expect(dropped).toBeInstanceOf(SavedState.SavedStateError)
        expect((dropped as SavedState.SavedStateError).reason).toBe(Saving.superseded)
        expect(yield* Effect.promise(() => fs.readFile(file, "utf8"))).toBe(before)
        expect(yield* readPartials(dir)).toEqual([])
        // kept, the same capture is the file, whole
        const written = yield* Saving.writeOff(file, captured)
        expect(written).toEqual({ file, bytes: (yield* Effect.promise(() => fs.stat(file))).size })
        const read = yield* SavedState.read(file)
        expect(read.wallets.find((w) => w.uid === h.uid && w.coin === "USDT")?.balance).toBe("9999")
        expect(yield* readPartials(dir)).toEqual([])
        yield* Effect.promise(() => fs.rm(dir, { recursive: true }))
      })
  )
})
