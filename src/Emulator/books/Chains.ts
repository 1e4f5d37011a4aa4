/**
 * The coins the asset endpoints know and the chains each moves on, with each chain's terms as
 * `/v5/asset/coin/query-info` lists them (docs/v5/asset/coin-info): its code (`chain`, what `chainType` and `chain`
 * parameters take) and name (`chainType`), confirmations, fees (fixed and a percentage), minimums, the precision
 * of an amount, the deposit and withdrawal switches and the token's contract. The chains are the ones the docs'
 * examples name (ETH, TRX, SOL, and BSC and ARBI, the codes the exchange gives BNB Smart Chain and Arbitrum One);
 * the contracts are the tokens' own on those chains. Deposit addresses and withdrawals read their chain here.
 *
 * @since 1.2.0
 */

/**
 * The form of a chain's addresses: `evm` (`0x` and 40 hex digits), `tron` (`T` and 33 base58 characters), `base58`
 * (Solana), `bech32` (Bitcoin's `bc1q…`).
 *
 * @since 1.2.0
 * @category models
 */
export type AddressForm = "evm" | "tron" | "base58" | "bech32"

/**
 * A coin on one chain, with that chain's terms.
 *
 * @since 1.2.0
 * @category models
 */
export interface CoinChain {
  readonly coin: string
  /** The chain's code (`chain`): what `chainType` (deposit address) and `chain` (withdrawal) take. */
  readonly chain: string
  /** The chain's name (`chainType` in the answers). */
  readonly chainType: string
  /** Confirmations before a deposit is credited. */
  readonly confirmation: number
  /** Confirmations before a deposit's worth may be withdrawn. */
  readonly safeConfirmNumber: number
  /** The fixed withdrawal fee, in the coin. */
  readonly withdrawFee: string
  /** The withdrawal fee's share of the amount (`"0.001"` is 0.1%), on top of the fixed fee. */
  readonly withdrawPercentageFee: string
  readonly depositMin: string
  /** Smallest withdrawal (`withdrawMin`). */
  readonly withdrawMin: string
  /** Decimals an amount may have (`minAccuracy`). */
  readonly accuracy: number
  /** The token's contract on the chain; `""` for the chain's own coin. */
  readonly contractAddress: string
  readonly addressForm: AddressForm
}

const chain = (
  coin: string,
  code: string,
  terms: Omit<CoinChain, "coin" | "chain" | "withdrawPercentageFee" | "depositMin"> &
    Partial<Pick<CoinChain, "withdrawPercentageFee" | "depositMin">>
): CoinChain => ({ coin, chain: code, withdrawPercentageFee: "0", depositMin: "0", ...terms })

const ETH = { chainType: "Ethereum (ERC20)", confirmation: 6, safeConfirmNumber: 65, addressForm: "evm" } as const
const ARBI = { chainType: "Arbitrum One", confirmation: 12, safeConfirmNumber: 100, addressForm: "evm" } as const
const BSC = { chainType: "BSC (BEP20)", confirmation: 15, safeConfirmNumber: 30, addressForm: "evm" } as const
const SOL = { chainType: "SOL", confirmation: 100, safeConfirmNumber: 150, addressForm: "base58" } as const
const TRX = { chainType: "TRC20", confirmation: 50, safeConfirmNumber: 100, addressForm: "tron" } as const

/**
 * Every coin on every chain it moves on; a coin's first chain is its default (a deposit credited without a chain).
 *
 * @since 1.2.0
 * @category data
 */
export const CHAINS: ReadonlyArray<CoinChain> = [
  chain("BTC", "BTC", {
    chainType: "BTC",
    confirmation: 1,
    safeConfirmNumber: 2,
    addressForm: "bech32",
    withdrawFee: "0.0005",
    withdrawMin: "0.0005",
    accuracy: 8,
    contractAddress: ""
  }),
  chain("ETH", "ETH", {
    ...ETH,
    chainType: "ETH",
    withdrawFee: "0.0012",
    withdrawMin: "0.0012",
    accuracy: 8,
    contractAddress: ""
  }),
  chain("ETH", "ARBI", { ...ARBI, withdrawFee: "0.0001", withdrawMin: "0.0002", accuracy: 8, contractAddress: "" }),
  chain("SOL", "SOL", { ...SOL, withdrawFee: "0.01", withdrawMin: "0.01", accuracy: 8, contractAddress: "" }),
  chain("USDT", "ETH", {
    ...ETH,
    withdrawFee: "4",
    withdrawMin: "4",
    accuracy: 8,
    contractAddress: "0xdac17f958d2ee523a2206206994597c13d831ec7"
  }),
  chain("USDT", "TRX", {
    ...TRX,
    withdrawFee: "1",
    withdrawMin: "10",
    depositMin: "1",
    accuracy: 6,
    contractAddress: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
  }),
  chain("USDT", "ARBI", {
    ...ARBI,
    withdrawFee: "0.3",
    withdrawMin: "1",
    accuracy: 6,
    contractAddress: "0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9"
  }),
  chain("USDT", "SOL", {
    ...SOL,
    withdrawFee: "1",
    withdrawMin: "2",
    accuracy: 6,
    contractAddress: "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB"
  }),
  chain("USDT", "BSC", {
    ...BSC,
    withdrawFee: "0.3",
    withdrawMin: "1",
    accuracy: 8,
    contractAddress: "0x55d398326f99059ff775485246999027b3197955"
  }),
  chain("USDC", "ETH", {
    ...ETH,
    withdrawFee: "4",
    withdrawMin: "4",
    accuracy: 8,
    contractAddress: "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48"
  }),
  chain("USDC", "ARBI", {
    ...ARBI,
    withdrawFee: "0.3",
    withdrawMin: "1",
    accuracy: 6,
    contractAddress: "0xaf88d065e77c8cc2239327c5edb3a432268e5831"
  }),
  chain("USDC", "SOL", {
    ...SOL,
    withdrawFee: "1",
    withdrawMin: "2",
    accuracy: 6,
    contractAddress: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"
  }),
  chain("USDC", "BSC", {
    ...BSC,
    withdrawFee: "0.3",
    withdrawMin: "1",
    accuracy: 8,
    contractAddress: "0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d"
  })
]

/**
 * The coins, in listing order.
 *
 * @since 1.2.0
 * @category data
 */
export const coinNames: ReadonlyArray<string> = [...new Set(CHAINS.map((c) => c.coin))]

/**
 * A coin's chains, its default first (none for a coin the asset endpoints do not know).
 *
 * @since 1.2.0
 * @category lookup
 */
export const chainsOf = (coin: string): ReadonlyArray<CoinChain> => CHAINS.filter((c) => c.coin === coin)

/**
 * A coin on a chain (by its code), if it moves there.
 *
 * @since 1.2.0
 * @category lookup
 */
export const chainOf = (coin: string, code: string): CoinChain | undefined =>
  CHAINS.find((c) => c.coin === coin && c.chain === code)

/**
 * A coin's default chain.
 *
 * @since 1.2.0
 * @category lookup
 */
export const coinOf = (coin: string): CoinChain | undefined => CHAINS.find((c) => c.coin === coin)

/**
 * A chain as `/v5/asset/coin/query-info` lists it, every field of the docs' table.
 *
 * @since 1.2.0
 * @category views
 */
export const infoItem = (c: CoinChain) => ({
  chainType: c.chainType,
  confirmation: String(c.confirmation),
  withdrawFee: c.withdrawFee,
  depositMin: c.depositMin,
  withdrawMin: c.withdrawMin,
  chain: c.chain,
  chainDeposit: "1",
  chainWithdraw: "1",
  minAccuracy: String(c.accuracy),
  withdrawPercentageFee: c.withdrawPercentageFee,
  contractAddress: c.contractAddress,
  safeConfirmNumber: String(c.safeConfirmNumber),
  // no per-withdrawal ceiling here (the daily limit applies): the page's "-1", no limit
  withdrawMax: "-1"
})
