// ccxt's bybit class against `npx effect-bybit emulator`: its REST hosts pointed at the emulator's URL.
// BYBIT_REST_URL, BYBIT_API_KEY and BYBIT_API_SECRET are the emulator's `rest`, `apiKey` and `apiSecret`.
import { bybit } from "ccxt"

const rest = process.env.BYBIT_REST_URL
const exchange = new bybit({
  apiKey: process.env.BYBIT_API_KEY,
  secret: process.env.BYBIT_API_SECRET,
  // every REST host the class knows, so no request leaves the machine
  urls: { api: { spot: rest, futures: rest, v2: rest, public: rest, private: rest } }
})

const ticker = await exchange.fetchTicker("BTC/USDT:USDT") // public
const balance = await exchange.fetchBalance() // signed
const deposit = await exchange.fetchDepositAddress("USDT", { network: "TRC20" }) // a coin's chain, by network
console.log(
  JSON.stringify({ symbol: ticker.symbol, last: ticker.last, usdt: balance.total.USDT, trc20: deposit.address })
)
