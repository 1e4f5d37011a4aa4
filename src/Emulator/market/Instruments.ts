/**
 * The emulator's instruments: several per category (spot, USDT and USDC perpetuals, inverse perpetuals, USDC options),
 * with the specs the official instruments-info examples show, as data with lookup by (category, symbol).
 *
 * @since 0.1.0
 */
import * as Fixed from "../base/Fixed.js"
import type { Category, FuturesInfo, Instrument, OptionInfo, SpotInfo } from "./InstrumentInfo.js"

export type { Category, FuturesInfo, Instrument, OptionInfo, SpotInfo } from "./InstrumentInfo.js"

/** The starting prices of the walk per underlying coin. */
const BASE_PRICE: Record<string, string> = { BTC: "64250.00", ETH: "3400.00", SOL: "150.00" }

const spot = (a: {
  readonly symbolId: number
  readonly base: string
  readonly tickSize: string
  readonly basePrecision: string
  readonly minOrderQty: string
  readonly maxLimitOrderQty: string
  readonly maxMarketOrderQty: string
  readonly postOnlyMaxLimitOrderSize: string
}): Instrument => {
  const info: SpotInfo = {
    symbolId: a.symbolId,
    symbol: `${a.base}USDT`,
    baseCoin: a.base,
    quoteCoin: "USDT",
    innovation: "0",
    symbolType: "",
    status: "Trading",
    marginTrading: "utaOnly",
    stTag: "0",
    xstockMultiplier: "1",
    lotSizeFilter: {
      basePrecision: a.basePrecision,
      quotePrecision: "0.0000001",
      minOrderQty: a.minOrderQty,
      maxOrderQty: a.maxLimitOrderQty,
      minOrderAmt: "5",
      maxOrderAmt: "8000000",
      maxLimitOrderQty: a.maxLimitOrderQty,
      maxMarketOrderQty: a.maxMarketOrderQty,
      postOnlyMaxLimitOrderSize: a.postOnlyMaxLimitOrderSize
    },
    priceFilter: { tickSize: a.tickSize },
    riskParameters: { priceLimitRatioX: "0.005", priceLimitRatioY: "0.01" }
  }
  const priceDecimals = Fixed.decimalsOf(a.tickSize)
  const qtyDecimals = Fixed.decimalsOf(a.basePrecision)
  return {
    category: "spot",
    symbol: info.symbol,
    baseCoin: a.base,
    quoteCoin: "USDT",
    settleCoin: "USDT",
    priceDecimals,
    qtyDecimals,
    tickSize: a.tickSize,
    qtyStep: a.basePrecision,
    tickUnits: Number(Fixed.parse(a.tickSize, priceDecimals)),
    stepUnits: Number(Fixed.parse(a.basePrecision, qtyDecimals)),
    minPrice: a.tickSize,
    maxPrice: Fixed.format(Fixed.parse("1999999", priceDecimals) ?? 0n, priceDecimals),
    minOrderQty: a.minOrderQty,
    maxOrderQty: a.maxLimitOrderQty,
    maxMarketOrderQty: a.maxMarketOrderQty,
    minNotionalValue: "5",
    basePrice: BASE_PRICE[a.base] ?? "1",
    launchTime: 1_584_230_400_000,
    deliveryTime: 0,
    fundingInterval: 0,
    info
  }
}

const perpetual = (a: {
  readonly symbolId: number
  readonly inverse: boolean
  /** A USDC perpetual (`BTCPERP`): quoted and settled in USDC, settled into the wallet every 8 hours. */
  readonly usdc?: boolean
  readonly base: string
  readonly priceScale: number
  readonly tickSize: string
  readonly minPrice: string
  readonly maxPrice: string
  readonly qtyStep: string
  readonly minOrderQty: string
  readonly maxOrderQty: string
  readonly maxMktOrderQty: string
  readonly minNotionalValue: string
  readonly maxLeverage: string
  readonly launchTime: number
}): Instrument => {
  const quote = a.inverse ? "USD" : a.usdc === true ? "USDC" : "USDT"
  const info: FuturesInfo = {
    symbol: a.usdc === true ? `${a.base}PERP` : `${a.base}${quote}`,
    symbolId: a.symbolId,
    contractType: a.inverse ? "InversePerpetual" : "LinearPerpetual",
    status: "Trading",
    baseCoin: a.base,
    quoteCoin: quote,
    symbolType: "",
    launchTime: String(a.launchTime),
    deliveryTime: "0",
    deliveryFeeRate: "",
    priceScale: String(a.priceScale),
    leverageFilter: { minLeverage: "1", maxLeverage: a.maxLeverage, leverageStep: "0.01" },
    priceFilter: { minPrice: a.minPrice, maxPrice: a.maxPrice, tickSize: a.tickSize },
    lotSizeFilter: {
      maxOrderQty: a.maxOrderQty,
      minOrderQty: a.minOrderQty,
      qtyStep: a.qtyStep,
      postOnlyMaxOrderQty: a.maxOrderQty,
      maxMktOrderQty: a.maxMktOrderQty,
      minNotionalValue: a.minNotionalValue
    },
    unifiedMarginTrade: true,
    fundingInterval: 480,
    settleCoin: a.inverse ? a.base : quote,
    copyTrading: a.inverse || a.usdc === true ? "none" : "both",
    upperFundingRate: "0.00375",
    lowerFundingRate: "-0.00375",
    displayName: "",
    forbidUplWithdrawal: false,
    riskParameters: { priceLimitRatioX: "0.01", priceLimitRatioY: "0.02" },
    isPreListing: false,
    preListingInfo: null
  }
  const priceDecimals = Fixed.decimalsOf(a.tickSize)
  const qtyDecimals = Fixed.decimalsOf(a.qtyStep)
  return {
    category: a.inverse ? "inverse" : "linear",
    symbol: info.symbol,
    baseCoin: a.base,
    quoteCoin: quote,
    settleCoin: info.settleCoin,
    priceDecimals,
    qtyDecimals,
    tickSize: a.tickSize,
    qtyStep: a.qtyStep,
    tickUnits: Number(Fixed.parse(a.tickSize, priceDecimals)),
    stepUnits: Number(Fixed.parse(a.qtyStep, qtyDecimals)),
    minPrice: a.minPrice,
    maxPrice: a.maxPrice,
    minOrderQty: a.minOrderQty,
    maxOrderQty: a.maxOrderQty,
    maxMarketOrderQty: a.maxMktOrderQty,
    minNotionalValue: a.minNotionalValue,
    basePrice: BASE_PRICE[a.base] ?? "1",
    launchTime: a.launchTime,
    deliveryTime: 0,
    fundingInterval: 480,
    info
  }
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

/**
 * The Bybit expiry code of a delivery time: 25 Dec 2026 → `"25DEC26"`.
 *
 * @since 0.1.0
 * @category naming
 */
export const expiryCode = (deliveryTime: number): string => {
  const d = new Date(deliveryTime)
  return `${d.getUTCDate()}${MONTHS[d.getUTCMonth()]}${String(d.getUTCFullYear() % 100).padStart(2, "0")}`
}

const option = (a: {
  readonly symbolId: number
  readonly base: string
  readonly deliveryTime: number
  readonly strike: string
  readonly type: "Call" | "Put"
  readonly tickSize: string
  readonly minOrderQty: string
  readonly maxOrderQty: string
}): Instrument => {
  const symbol = `${a.base}-${expiryCode(a.deliveryTime)}-${a.strike}-${a.type === "Call" ? "C" : "P"}`
  const info: OptionInfo = {
    symbol,
    symbolId: a.symbolId,
    optionsType: a.type,
    status: "Trading",
    baseCoin: a.base,
    quoteCoin: "USDC",
    settleCoin: "USDC",
    launchTime: String(a.deliveryTime - 180 * 86_400_000),
    deliveryTime: String(a.deliveryTime),
    deliveryFeeRate: "0.00015",
    priceFilter: { minPrice: a.tickSize, maxPrice: "10000000", tickSize: a.tickSize },
    lotSizeFilter: { maxOrderQty: a.maxOrderQty, minOrderQty: a.minOrderQty, qtyStep: a.minOrderQty },
    displayName: `${a.base}USDC-${expiryCode(a.deliveryTime)}-${a.strike}-${a.type === "Call" ? "C" : "P"}`
  }
  const priceDecimals = Fixed.decimalsOf(a.tickSize)
  const qtyDecimals = Fixed.decimalsOf(a.minOrderQty)
  return {
    category: "option",
    symbol,
    baseCoin: a.base,
    quoteCoin: "USDC",
    settleCoin: "USDC",
    priceDecimals,
    qtyDecimals,
    tickSize: a.tickSize,
    qtyStep: a.minOrderQty,
    tickUnits: Number(Fixed.parse(a.tickSize, priceDecimals)),
    stepUnits: Number(Fixed.parse(a.minOrderQty, qtyDecimals)),
    minPrice: a.tickSize,
    maxPrice: "10000000",
    minOrderQty: a.minOrderQty,
    maxOrderQty: a.maxOrderQty,
    maxMarketOrderQty: a.maxOrderQty,
    minNotionalValue: "",
    basePrice: BASE_PRICE[a.base] ?? "1",
    launchTime: a.deliveryTime - 180 * 86_400_000,
    deliveryTime: a.deliveryTime,
    fundingInterval: 0,
    optionsType: a.type,
    strike: a.strike,
    info
  }
}

/** Option expiries: the last Fridays of Dec 2026 and Mar 2027, 08:00 UTC, as Bybit delivers. */
const DEC26 = Date.UTC(2026, 11, 25, 8)
const MAR27 = Date.UTC(2027, 2, 26, 8)

/**
 * Every instrument the emulator lists, in listing order.
 *
 * @since 0.1.0
 * @category data
 */
export const all: ReadonlyArray<Instrument> = [
  spot({
    symbolId: 9,
    base: "BTC",
    tickSize: "0.1",
    basePrecision: "0.000001",
    minOrderQty: "0.000011",
    maxLimitOrderQty: "83",
    maxMarketOrderQty: "41.5",
    postOnlyMaxLimitOrderSize: "415"
  }),
  spot({
    symbolId: 10,
    base: "ETH",
    tickSize: "0.01",
    basePrecision: "0.00001",
    minOrderQty: "0.00015",
    maxLimitOrderQty: "1229.2336",
    maxMarketOrderQty: "614.6168",
    postOnlyMaxLimitOrderSize: "6146.168"
  }),
  spot({
    symbolId: 41,
    base: "SOL",
    tickSize: "0.01",
    basePrecision: "0.001",
    minOrderQty: "0.034",
    maxLimitOrderQty: "27000",
    maxMarketOrderQty: "13500",
    postOnlyMaxLimitOrderSize: "135000"
  }),
  perpetual({
    symbolId: 5,
    inverse: false,
    base: "BTC",
    priceScale: 2,
    tickSize: "0.10",
    minPrice: "0.10",
    maxPrice: "1999999.80",
    qtyStep: "0.001",
    minOrderQty: "0.001",
    maxOrderQty: "1190.000",
    maxMktOrderQty: "500.000",
    minNotionalValue: "5",
    maxLeverage: "100.00",
    launchTime: 1_585_526_400_000
  }),
  perpetual({
    symbolId: 6,
    inverse: false,
    base: "ETH",
    priceScale: 2,
    tickSize: "0.01",
    minPrice: "0.01",
    maxPrice: "199999.98",
    qtyStep: "0.01",
    minOrderQty: "0.01",
    maxOrderQty: "7240.00",
    maxMktOrderQty: "3000.00",
    minNotionalValue: "5",
    maxLeverage: "100.00",
    launchTime: 1_615_766_400_000
  }),
  perpetual({
    symbolId: 28,
    inverse: false,
    base: "SOL",
    priceScale: 3,
    tickSize: "0.010",
    minPrice: "0.010",
    maxPrice: "19999.980",
    qtyStep: "0.1",
    minOrderQty: "0.1",
    maxOrderQty: "79770.0",
    maxMktOrderQty: "34950.0",
    minNotionalValue: "5",
    maxLeverage: "100.00",
    launchTime: 1_633_046_400_000
  }),
  // the USDC perpetuals. The V5 instruments-info examples show none (only USDT, inverse, option and spot items), so
  // the tick, price bounds and leverage stay those of the USDC perpetual family's contract list; the V5 order and
  // execution examples (ETHPERP at 1190.15, 1236.9, 1122.95; qty 0.1, 0.15) sit on these filters. Their retail fee
  // rates are the linear ones (the V5 execution example charges ETHPERP the USDT taker rate of its time); their fee
  // group is `USDC` (MarketExtras.feeGroups)
  perpetual({
    symbolId: 301,
    inverse: false,
    usdc: true,
    base: "BTC",
    priceScale: 2,
    tickSize: "0.50",
    minPrice: "0.50",
    maxPrice: "999999.00",
    qtyStep: "0.001",
    minOrderQty: "0.001",
    maxOrderQty: "100.000",
    maxMktOrderQty: "50.000",
    minNotionalValue: "5",
    maxLeverage: "100.00",
    launchTime: 1_638_316_800_000
  }),
  perpetual({
    symbolId: 302,
    inverse: false,
    usdc: true,
    base: "ETH",
    priceScale: 2,
    tickSize: "0.05",
    minPrice: "0.05",
    maxPrice: "99999.90",
    qtyStep: "0.01",
    minOrderQty: "0.01",
    maxOrderQty: "1000.00",
    maxMktOrderQty: "500.00",
    minNotionalValue: "5",
    maxLeverage: "50.00",
    launchTime: 1_638_316_800_000
  }),
  perpetual({
    symbolId: 1,
    inverse: true,
    base: "BTC",
    priceScale: 2,
    tickSize: "0.50",
    minPrice: "0.50",
    maxPrice: "999999.00",
    qtyStep: "1",
    minOrderQty: "1",
    maxOrderQty: "1000000",
    maxMktOrderQty: "300000",
    minNotionalValue: "",
    maxLeverage: "100.00",
    launchTime: 1_542_211_200_000
  }),
  perpetual({
    symbolId: 2,
    inverse: true,
    base: "ETH",
    priceScale: 2,
    tickSize: "0.05",
    minPrice: "0.05",
    maxPrice: "99999.90",
    qtyStep: "1",
    minOrderQty: "1",
    maxOrderQty: "1000000",
    maxMktOrderQty: "300000",
    minNotionalValue: "",
    maxLeverage: "50.00",
    launchTime: 1_548_633_600_000
  }),
  ...[DEC26, MAR27].flatMap((deliveryTime, i) => [
    option({
      symbolId: 900 + i * 10,
      base: "BTC",
      deliveryTime,
      strike: "70000",
      type: "Call",
      tickSize: "5",
      minOrderQty: "0.01",
      maxOrderQty: "500"
    }),
    option({
      symbolId: 901 + i * 10,
      base: "BTC",
      deliveryTime,
      strike: "60000",
      type: "Put",
      tickSize: "5",
      minOrderQty: "0.01",
      maxOrderQty: "500"
    }),
    option({
      symbolId: 902 + i * 10,
      base: "ETH",
      deliveryTime,
      strike: "3600",
      type: "Call",
      tickSize: "0.1",
      minOrderQty: "0.1",
      maxOrderQty: "10000"
    }),
    option({
      symbolId: 903 + i * 10,
      base: "ETH",
      deliveryTime,
      strike: "3200",
      type: "Put",
      tickSize: "0.1",
      minOrderQty: "0.1",
      maxOrderQty: "10000"
    })
  ])
]

// By category, then symbol: two lookups on strings whose hashes are cached, where one `${category}:${symbol}` key
// made a new string to flatten and hash on every call (several calls per order)
const byKey = new Map<string, Map<string, Instrument>>()
for (const i of all) byKey.set(i.category, (byKey.get(i.category) ?? new Map()).set(i.symbol, i))

/**
 * The instrument of a (category, symbol), if listed.
 *
 * @since 0.1.0
 * @category lookup
 */
export const find = (category: Category, symbol: string): Instrument | undefined => byKey.get(category)?.get(symbol)

/**
 * The instruments of one category, in listing order.
 *
 * @since 0.1.0
 * @category lookup
 */
export const byCategory = (category: Category): ReadonlyArray<Instrument> => all.filter((i) => i.category === category)

/**
 * The base coins that have options (the coins market maker protection can be granted for), sorted.
 *
 * @since 1.1.0
 * @category lookup
 */
export const optionBaseCoins: ReadonlyArray<string> = [...new Set(byCategory("option").map((i) => i.baseCoin))].sort()

/**
 * Whether the category trades contracts with leverage, positions and funding (linear, inverse).
 *
 * @since 0.1.0
 * @category predicates
 */
export const isFutures = (category: Category): boolean => category === "linear" || category === "inverse"

/**
 * Whether an instrument settles by session (every 8 hours, its unrealised PnL into the wallet): a USDC perpetual.
 *
 * @since 0.1.0
 * @category predicates
 */
export const settlesBySession = (i: Instrument): boolean =>
  i.category === "linear" && i.settleCoin === "USDC" && i.deliveryTime === 0

/**
 * Whether an instrument offers hedge mode (`/v5/position/switch-mode` mode 3): the docs' table of each contract's
 * position-switch ability names USDT perpetuals and inverse futures; USDC perpetuals and inverse perpetuals are
 * one-way only (110029).
 *
 * @since 1.2.0
 * @category predicates
 */
export const hedgeable = (i: Instrument): boolean => {
  const contractType = (i.info as { readonly contractType?: string }).contractType
  return (
    (contractType === "LinearPerpetual" && i.settleCoin === "USDT") ||
    (contractType === "InverseFutures" && i.category === "inverse")
  )
}

/**
 * The settle coins of a category's instruments (the coins `/v5/position/switch-mode` takes), in listing order.
 *
 * @since 1.2.0
 * @category lookup
 */
export const settleCoins = (category: Category): ReadonlyArray<string> => [
  ...new Set(byCategory(category).map((i) => i.settleCoin))
]
