/**
 * Reads what a docs page says an API key needs: "Requires Earn permission on the API key", `Permission: "Spot
 * trade"`, "must have one of the below permissions" (with its bullet lines), "at least one of the following
 * permissions: ...", "Any permission can access this endpoint". The pages' display names ("Account Transfer",
 * "Subaccount Transfer", "Withdrawal", `Convert`, ...) become the API key info's groups and names. A statement whose
 * names it cannot map is kept as unread, so a new wording shows up instead of passing as "no rule".
 *
 * @since 1.1.0
 */
import type * as Endpoint from "../../src/Http/Endpoint.js"

/**
 * What a page requires: nothing (`any`), one of several permissions, or a statement this reader could not map.
 *
 * @since 1.1.0
 * @category models
 */
export type Statement =
  | { readonly _tag: "Any" }
  | { readonly _tag: "OneOf"; readonly permissions: ReadonlyArray<Endpoint.Permission> }
  | { readonly _tag: "Unread"; readonly text: string }

const p = (group: Endpoint.Permission["group"], name: string): Endpoint.Permission => ({ group, name })

/** The pages' names for permissions, lower-cased, as the API key info lists them. */
const names: ReadonlyMap<string, Endpoint.Permission> = new Map([
  ["account transfer", p("Wallet", "AccountTransfer")],
  ["accounttransfer", p("Wallet", "AccountTransfer")],
  ["subaccount transfer", p("Wallet", "SubMemberTransfer")],
  ["sub member transfer", p("Wallet", "SubMemberTransfer")],
  ["submembertransfer", p("Wallet", "SubMemberTransfer")],
  ["submembertransferlist", p("Wallet", "SubMemberTransferList")],
  ["withdrawal", p("Wallet", "Withdraw")],
  ["spot trade", p("Spot", "SpotTrade")],
  ["spot", p("Spot", "SpotTrade")],
  ["earn", p("Earn", "Earn")],
  // the key's "Convert" tick is the Exchange group of the key info
  ["exchange", p("Exchange", "ExchangeHistory")],
  ["convert", p("Exchange", "ExchangeHistory")],
  ["affiliate", p("Affiliate", "Affiliate")],
  ["contract - position", p("ContractTrade", "Position")],
  // the key table's Options group is "USDC Contract" (docs/v5/user/apikey-info, create-subuid-apikey)
  ["usdc contracts", p("Options", "OptionsTrade")],
  ["usdc contract", p("Options", "OptionsTrade")]
])

const quoted = (line: string): Array<string> =>
  [...line.matchAll(/["`*]{1,2}([A-Za-z][A-Za-z -]*?)["`*]{1,2}/g)].map((m) => (m[1] ?? "").trim())

const listed = (text: string): Array<string> =>
  text
    .replace(/[*"`.]/g, "")
    .split(/,|\bor\b/)
    .map((part) => part.trim())
    .filter((part) => part !== "")

const mapped = (found: ReadonlyArray<string>, text: string): Statement => {
  const permissions: Array<Endpoint.Permission> = []
  for (const name of found) {
    const permission = names.get(name.toLowerCase())
    if (permission === undefined) return { _tag: "Unread", text }
    if (!permissions.some((q) => q.group === permission.group && q.name === permission.name))
      permissions.push(permission)
  }
  return permissions.length === 0 ? { _tag: "Unread", text } : { _tag: "OneOf", permissions }
}

/**
 * The page's statement about permissions, if it makes one (tables and code are not read).
 *
 * @since 1.1.0
 * @category parsing
 */
export const parse = (page: string): Statement | undefined => {
  const lines = page.split("\n").filter((line) => !line.trimStart().startsWith("|"))
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? ""
    if (/any permission can access/i.test(line)) return { _tag: "Any" }
    if (/one of the below permissions/i.test(line)) {
      // bullets follow, per key kind; the master key's list is the widest
      const bullets: Array<string> = []
      for (let next = index + 1; next < lines.length && /^\s*\*/.test(lines[next] ?? ""); next++)
        bullets.push(lines[next] ?? "")
      const master = bullets.find((bullet) => /master/i.test(bullet)) ?? bullets[0] ?? ""
      return mapped(quoted(master), master.trim())
    }
    const atLeast = /at least one of the following permissions[^:]*:(.*)$/i.exec(line)
    if (atLeast !== null) return mapped(listed(atLeast[1] ?? ""), line.trim())
    if (/requires earn permission|needs "earn" permission|permission: `earn`/i.test(line)) return mapped(["Earn"], line)
    const single = /permission\**:\s*["`]([^"`]+)["`]/i.exec(line) ?? /needs "([^"]+)" permission/i.exec(line)
    if (single !== null) return mapped([single[1] ?? ""], line.trim())
    if (/need \*\*SPOT\*\* permission/.test(line)) return mapped(["Spot"], line.trim())
    if (/tick "affiliate" permission/i.test(line)) return mapped(["Affiliate"], line.trim())
    if (/must have withdrawal permissions/i.test(line)) return mapped(["Withdrawal"], line.trim())
    // an unquoted name: "> **Permission**: USDC Contracts<br/>"
    const bare = /\*\*permission\*\*:\s*([A-Za-z][A-Za-z -]*?)\s*(?:<br\/>)?\s*$/i.exec(line)
    if (bare !== null) {
      const read = mapped([bare[1] ?? ""], line.trim())
      if (read._tag === "OneOf") return read
    }
    if (/\*\*permission\*\*:/i.test(line)) return { _tag: "Unread", text: line.trim() }
  }
  return undefined
}
