/**
 * The peer table against what the emulator serves and what the peers offer: every served V5 endpoint that
 * bybit-api's RestClientV5 or ccxt's bybit has a method for has a row naming that method, and no row names an
 * endpoint the emulator does not serve or a method the peer does not have for it.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Peers from "./Peers.js"
import * as Table from "./table/index.js"

describe("the peer table", () => {
  const served = Peers.servedKeys()
  const peers = Peers.peerMethods()
  const rows = new Map<string, Array<Peers.Row>>()
  for (const row of Table.all) {
    const key = Peers.keyOf(row.method, row.path)
    rows.set(key, [...(rows.get(key) ?? []), row])
  }

  it("has a row for every served endpoint a peer has a method for, calling it through that peer", () => {
    const missing: Array<string> = []
    for (const key of served) {
      const rowsHere = rows.get(key) ?? []
      if ((peers.bybitApi.get(key) ?? []).length > 0 && !rowsHere.some((r) => r.bybitApi !== undefined))
        missing.push(`${key} (bybit-api ${peers.bybitApi.get(key)?.join(" | ")})`)
      if ((peers.ccxt.get(key) ?? []).length > 0 && !rowsHere.some((r) => r.ccxt !== undefined))
        missing.push(`${key} (ccxt ${peers.ccxt.get(key)?.join(" | ")})`)
    }
    expect(missing).toEqual([])
  })

  it("names only served endpoints, and for each the methods the peers map to it", () => {
    const wrong: Array<string> = []
    for (const row of Table.all) {
      const key = Peers.keyOf(row.method, row.path)
      if (!served.has(key)) wrong.push(`${key} is not served`)
      if (row.bybitApi !== undefined && !(peers.bybitApi.get(key) ?? []).includes(row.bybitApi))
        wrong.push(`${key}: bybit-api's ${row.bybitApi} requests another path`)
      if (row.ccxt !== undefined && !(peers.ccxt.get(key) ?? []).includes(row.ccxt))
        wrong.push(`${key}: ccxt's ${row.ccxt} requests another path`)
    }
    expect(wrong).toEqual([])
  })

  it("finds the peers' maps where it reads them", () => {
    // a peer upgrade that moves its sources must not empty the comparison silently
    expect(peers.bybitApi.get("GET /v5/market/tickers")).toEqual(["getTickers"])
    expect(peers.ccxt.get("POST /v5/order/create")).toEqual(["privatePostV5OrderCreate"])
    expect(served.size).toBeGreaterThanOrEqual(283)
  })
})
