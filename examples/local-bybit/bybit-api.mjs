// bybit-api (tiagosiebler's SDK) against `npx effect-bybit emulator`: `baseUrl` for REST, `wsUrl` for WebSockets.
// BYBIT_REST_URL, BYBIT_API_KEY and BYBIT_API_SECRET are the emulator's `rest`, `apiKey` and `apiSecret`.
import { RestClientV5, WebsocketClient } from "bybit-api"

const rest = process.env.BYBIT_REST_URL
const key = process.env.BYBIT_API_KEY
const secret = process.env.BYBIT_API_SECRET

const client = new RestClientV5({ key, secret, baseUrl: rest })
const tickers = await client.getTickers({ category: "linear", symbol: "BTCUSDT" }) // public
const wallet = await client.getWalletBalance({ accountType: "UNIFIED" }) // signed

// `wsUrl` replaces the URL of every stream a client opens: one client per URL (the emulator's `ws.linear` here)
const ws = new WebsocketClient({ wsUrl: `${rest.replace(/^http/, "ws")}/v5/public/linear` })
const pushed = await new Promise((resolve) => {
  ws.on("update", resolve)
  ws.subscribeV5("tickers.BTCUSDT", "linear")
})
ws.closeAll(true)

console.log(
  JSON.stringify({
    last: tickers.result.list[0].lastPrice,
    accountType: wallet.result.list[0].accountType,
    pushed: pushed.topic
  })
)
