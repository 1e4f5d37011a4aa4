/**
 * The option chain: a base coin's options arranged as expiries × strikes, a call and a put at each strike, from the
 * symbols the exchange lists (`BTC-25DEC26-70000-C`: base, expiry, strike, call or put).
 *
 * @since 0.1.0
 */

/**
 * What an option symbol says.
 *
 * @since 0.1.0
 * @category models
 */
export interface OptionSymbol {
  readonly base: string
  /** As the symbol writes it: `25DEC26`. */
  readonly expiry: string
  /** The expiry's date at 00:00 UTC (ms), for ordering. */
  readonly expiresAt: number
  readonly strike: number
  readonly kind: "call" | "put"
}

const months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

/**
 * Reads an option symbol (`BTC-25DEC26-70000-C`, also with a settle-coin suffix `-USDT`); `undefined` for any other.
 *
 * @since 0.1.0
 * @category constructors
 */
export const parse = (symbol: string): OptionSymbol | undefined => {
  const [base, expiry, strike, kind] = symbol.split("-")
  const date = /^(\d{1,2})([A-Z]{3})(\d{2})$/.exec(expiry ?? "")
  const month = months.indexOf(date?.[2] ?? "")
  if (base === undefined || expiry === undefined || date === null || month < 0) return undefined
  if (kind !== "C" && kind !== "P") return undefined
  const price = Number(strike)
  if (!Number.isFinite(price) || price <= 0) return undefined
  return {
    base,
    expiry,
    expiresAt: Date.UTC(2000 + Number(date[3]), month, Number(date[1])),
    strike: price,
    kind: kind === "C" ? "call" : "put"
  }
}

/**
 * One strike of an expiry: its call and its put (either may not be listed).
 *
 * @since 0.1.0
 * @category models
 */
export interface Strike<A> {
  readonly strike: number
  readonly call: A | undefined
  readonly put: A | undefined
}

/**
 * One expiry: its strikes, lowest first.
 *
 * @since 0.1.0
 * @category models
 */
export interface Expiry<A> {
  readonly expiry: string
  readonly expiresAt: number
  readonly strikes: ReadonlyArray<Strike<A>>
}

/**
 * The chain of the listed options: expiries soonest first, strikes lowest first; symbols that are not options are
 * left out.
 *
 * @since 0.1.0
 * @category constructors
 */
export const chain = <A extends { readonly symbol: string }>(rows: ReadonlyArray<A>): ReadonlyArray<Expiry<A>> => {
  const expiries = new Map<string, { expiresAt: number; strikes: Map<number, { call?: A; put?: A }> }>()
  for (const row of rows) {
    const option = parse(row.symbol)
    if (option === undefined) continue
    const expiry = expiries.get(option.expiry) ?? { expiresAt: option.expiresAt, strikes: new Map() }
    expiries.set(option.expiry, expiry)
    const strike = expiry.strikes.get(option.strike) ?? {}
    expiry.strikes.set(option.strike, { ...strike, [option.kind]: row })
  }
  return [...expiries.entries()]
    .map(([expiry, { expiresAt, strikes }]) => ({
      expiry,
      expiresAt,
      strikes: [...strikes.entries()]
        .sort(([a], [b]) => a - b)
        .map(([strike, pair]) => ({ strike, call: pair.call, put: pair.put }))
    }))
    .sort((a, b) => a.expiresAt - b.expiresAt || a.expiry.localeCompare(b.expiry))
}
